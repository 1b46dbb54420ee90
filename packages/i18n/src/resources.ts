import es from './locales/es';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Every namespace is registered up front, so `useTranslation('events')` never waits. */
export const NAMESPACES = Object.keys(es) as Array<keyof typeof es>;
export type Namespace = (typeof NAMESPACES)[number];
export type Resources = typeof es;

/**
 * Spanish ships in the bundle (the default language and the server's); English is fetched the
 * first time it is chosen, so a first load carries one language.
 */
export const BUNDLED_RESOURCES: Partial<Record<Language, Resources>> = { es };

export function fetchResources(lng: Language): Promise<Resources> {
  return lng === 'es' ? Promise.resolve(es) : import('./locales/en').then((m) => m.default);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
