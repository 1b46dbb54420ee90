import { useEffect } from 'react';
import type { Category } from '@vigia/domain';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider, type I18nProviderProps } from '@vigia/i18n';
import PublicApp from './app';

export interface PublicPageProps {
  view: 'contact' | 'follow-up';
  /** Defaults to the app's i18n singleton; the server passes its own Spanish instance. */
  i18n?: I18nProviderProps['i18n'];
  categories?: Category[];
  /** Runs once the page is live in the browser (after hydration). */
  onLive?: () => void;
}

/** The standalone page's whole tree: one component for the server render and the browser, as hydration needs. */
export function PublicPage({ view, i18n, categories, onLive }: PublicPageProps) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <I18nProvider i18n={i18n}>
      <DesignSystemProvider>
        <PublicApp variant={view} initialCategories={categories} />
      </DesignSystemProvider>
    </I18nProvider>
  );
}
