// i18next with bundled resources, initialised synchronously: the first render already has texts
// (no HTTP backend, no Suspense). i18next and react-i18next are federation singletons, so the
// shell and every remote share this one instance.
import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, NAMESPACES, SUPPORTED_LANGUAGES, isLanguage, resources, type Language } from './resources';

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

/** A new, ready instance (tests, storybook-like sandboxes). The app uses the `i18n` singleton. */
export function createI18n(lng: Language = readStoredLanguage()): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
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

export const i18n = createI18n();

/** Switch language, remember it (localStorage.lang) and update <html lang>. */
export async function setLanguage(lng: Language, instance: I18nInstance = i18n): Promise<void> {
  if (!isLanguage(lng)) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // not remembered; still switches for this page
  }
  await instance.changeLanguage(lng);
}
