import type * as es from './locales/es';
import common from './locales/es/common';
import errors from './locales/es/errors';
// The first load's part: the user menu's texts come with its chunk (layout-menu.ts, addTexts).
import layout from './locales/es/layout-first';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export type Resources = typeof es;
export type Namespace = keyof Resources;

/** What the shell's frame and every page's first screen show: the layout and errors. */
const CORE_ES = { common, layout, errors };
export type CoreNamespace = keyof typeof CORE_ES;
export type FeatureNamespace = Exclude<Namespace, CoreNamespace>;

export const CORE_NAMESPACES = Object.keys(CORE_ES) as CoreNamespace[];
/** Spanish texts a feature package adds when its code loads (`addTexts`), so they travel with it. */
export const FEATURE_NAMESPACES: readonly FeatureNamespace[] = [
  'validation',
  'auth',
  'eventForm',
  'events',
  'assignments',
  'reports',
  'users',
  'followUp',
  'settings',
  'dashboard',
  'notifications',
  'crew',
  'dispatch',
  'shiftLog',
  'works',
];
export const NAMESPACES: readonly Namespace[] = [...CORE_NAMESPACES, ...FEATURE_NAMESPACES];

export type PartialResources = Partial<Record<Language, Partial<Resources>>>;

/**
 * Spanish (the default language and the server's) ships its core namespaces in the bundle; each
 * feature's Spanish texts come with its code. English is fetched whole the first time it is
 * chosen, so a first load carries one language and only the texts its first screen shows.
 */
export const BUNDLED_RESOURCES: PartialResources = { es: CORE_ES as Partial<Resources> };

export function fetchResources(lng: Language): Promise<Partial<Resources>> {
  return lng === 'es' ? Promise.resolve(CORE_ES as Partial<Resources>) : import('./locales/en').then((en) => ({ ...en }));
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
