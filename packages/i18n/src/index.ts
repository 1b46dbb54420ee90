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
export { useSlaText, type SlaFacts, type SlaText } from './sla-text';
export { listLabels, pagedListLabels, paginationLabels } from './pagination-labels';
