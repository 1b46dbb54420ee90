// `@vigia/i18n`. The shared part (the i18next instance and what every first load uses) is the
// `@vigia/i18n/core` entry, re-exported here by the package's name: a relative import would give an
// app's bundle its own instance. The SLA words and the list and pager labels are drawn only by
// screens loaded later: bundled per app with them, not in every page's first load.
export {
  i18n,
  createI18n,
  languageReady,
  setLanguage,
  readStoredLanguage,
  addTexts,
  LANGUAGE_STORAGE_KEY,
  I18nProvider,
  type I18nProviderProps,
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
  useTranslation,
  type TFunction,
  formatDateTime,
  formatDate,
  formatTime,
  formatAge,
  formatNumber,
  formatKm,
  useNow,
  TIME_ZONE,
  useLookupNames,
  type LookupKind,
  type LookupNames,
} from '@vigia/i18n/core';
export { useSlaText, type SlaFacts, type SlaText } from './sla-text';
export { listLabels, pagedListLabels, paginationLabels } from './pagination-labels';
