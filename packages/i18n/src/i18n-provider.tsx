import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as defaultInstance } from './i18n';

export interface I18nProviderProps {
  children: ReactNode;
  /** Defaults to the app singleton; tests may pass `createI18n('en')`. */
  i18n?: I18nInstance;
}

export function I18nProvider({ children, i18n = defaultInstance }: I18nProviderProps) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
