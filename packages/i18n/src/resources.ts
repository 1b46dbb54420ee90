import en from './locales/en';
import es from './locales/es';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Every namespace is registered up front, so `useTranslation('events')` never waits. */
export const NAMESPACES = Object.keys(es) as Array<keyof typeof es>;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = { es, en } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
