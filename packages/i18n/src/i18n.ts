// i18next initialised synchronously with the bundled Spanish texts: the first render already has
// texts (no HTTP backend, no Suspense). English is fetched when chosen, and before the first render
// when it is the stored language (`languageReady`). i18next and react-i18next are federation
// singletons, so the shell and every remote share this one instance.
import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  BUNDLED_RESOURCES,
  DEFAULT_LANGUAGE,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  fetchResources,
  isLanguage,
  type FeatureNamespace,
  type Language,
  type PartialResources,
  type Resources,
} from './resources';

export const LANGUAGE_STORAGE_KEY = 'lang';

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function setDocumentLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/**
 * A new, ready instance. The app uses the `i18n` singleton; tests pass every language
 * (`allResources` from `@vigia/i18n/all-resources`) to start in English synchronously.
 */
export function createI18n(lng: Language = readStoredLanguage(), resources?: PartialResources): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // i18next adds to the objects it is given: each instance gets its own copy of the texts.
    resources: structuredClone(resources ?? { ...BUNDLED_RESOURCES, es: withAddedTexts(BUNDLED_RESOURCES.es ?? {}) }),
    // Languages missing from `resources` are added later (ensureLanguage), not fetched by i18next.
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    // React already escapes; double escaping would show '&amp;'.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.on('languageChanged', setDocumentLang);
  setDocumentLang(instance.language);
  return instance;
}

/** The Spanish texts packages have added so far (`addTexts`): a later instance starts with them. */
const featureTexts: Partial<Resources> = {};

/** The bundled Spanish texts with those added so far, merged key by key (a part of a core namespace too). */
function withAddedTexts(bundled: Partial<Resources>): Partial<Resources> {
  const merged = structuredClone(bundled) as Record<string, Record<string, unknown>>;
  for (const [ns, texts] of Object.entries(featureTexts)) addMissing((merged[ns] ??= {}), texts as Record<string, unknown>);
  return merged as Partial<Resources>;
}

export const i18n = createI18n();

/** Adds `lng`'s texts to `instance`, fetching them the first time. */
async function ensureLanguage(lng: Language, instance: I18nInstance): Promise<void> {
  if (instance.hasResourceBundle(lng, 'common')) return;
  const bundle = await fetchResources(lng);
  for (const [ns, texts] of Object.entries(bundle)) instance.addResourceBundle(lng, ns, texts, true, true);
}

/** Resolves once the language the app starts in has its texts: render after it. */
export async function languageReady(instance: I18nInstance = i18n): Promise<void> {
  const lng = instance.language;
  if (!isLanguage(lng) || instance.hasResourceBundle(lng, 'common')) return;
  try {
    await ensureLanguage(lng, instance);
    await instance.changeLanguage(lng);
  } catch {
    await instance.changeLanguage(DEFAULT_LANGUAGE); // offline: Spanish, which is bundled
  }
}

/** Switch language, remember it (localStorage.lang) and update <html lang>. */
export async function setLanguage(lng: Language, instance: I18nInstance = i18n): Promise<void> {
  if (!isLanguage(lng)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // not remembered; still switches for this page
  }
  await ensureLanguage(lng, instance);
  await instance.changeLanguage(lng);
}

/** A namespace's texts or a part of them: a package may add the texts of a section drawn later with its chunk. */
export type TextsPart<T> = { [K in keyof T]?: T[K] extends string ? string : TextsPart<T[K]> };

/** Adds to `into` the keys of `from` it lacks, at every depth; keeps what it has. */
function addMissing(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(from)) {
    const have = into[key];
    if (have === undefined) into[key] = structuredClone(value);
    else if (typeof have === 'object' && typeof value === 'object')
      addMissing(have as Record<string, unknown>, value as Record<string, unknown>);
  }
}

/**
 * A feature package calls this when its code loads (its entry), before any of its screens renders:
 * its Spanish texts travel in its own chunk instead of the shell's first load. A section's chunk
 * may add its own part of the namespace the same way, and so may a part of a core namespace drawn
 * only later (the user menu's, `layout`). Texts already there are kept. The app's instance gets
 * them at once; instances made later with the default resources (the server render) start with them.
 */
export function addTexts<N extends FeatureNamespace | 'layout'>(
  ns: N,
  texts: TextsPart<Resources[N]>,
  instance: I18nInstance = i18n,
): void {
  addMissing((featureTexts[ns] ??= {} as Resources[N]) as Record<string, unknown>, texts);
  instance.addResourceBundle('es', ns, structuredClone(texts), true, false);
}
