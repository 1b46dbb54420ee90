// `@vigia/i18n/core`, the federation singleton: the one i18next instance of the shell and every
// remote, its provider and resources, and the helpers every first load draws with (dates, numbers,
// lookup names). The package's index re-exports it, by the package's name, with the helpers only later
// screens use (SLA words, list and pager labels), which each app bundles, tree-shaken: a shared module
// is loaded whole (decision 020).
export * from './i18n';
export * from './i18n-provider';
export * from './resources';
export * from './format';
export * from './lookup-names';
export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
