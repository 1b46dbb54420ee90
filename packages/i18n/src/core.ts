// `@vigia/i18n/core`, the federation singleton: the one i18next instance of the shell and every
// remote, its provider and resources, and the helpers every first load draws with (dates, numbers,
// lookup names). The package's index re-exports it, by the package's name, with the helpers only later
// screens use (SLA words, list and pager labels), which each app bundles, tree-shaken: a shared module
// is loaded whole (decision 020).
export { i18n, createI18n, languageReady, setLanguage, readStoredLanguage, addTexts, LANGUAGE_STORAGE_KEY } from './i18n';
export { I18nProvider, type I18nProviderProps } from './i18n-provider';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  NAMESPACES,
  CORE_NAMESPACES,
  FEATURE_NAMESPACES,
  isLanguage,
  type Language,
  type Namespace,
  type FeatureNamespace,
  type Resources,
} from './resources';
export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
export { formatDateTime, formatDate, formatTime, formatAge, formatNumber, formatKm, useNow, TIME_ZONE } from './format';
export { useLookupNames, type LookupKind, type LookupNames } from './lookup-names';
