import { Suspense, useEffect } from 'react';
import type { Category } from '@vigia/domain';
import { I18nProvider, type I18nProviderProps } from '@vigia/i18n';
import { LocalizedDesignSystem, PublicPageFrame } from '@vigia/layout';
import type { PublicAppProps } from '@vigia/remote-contract';
import { ApiAlerts } from './api-alerts';
import PublicApp from './app';

export interface PublicPageProps {
  view: PublicAppProps['variant'];
  /** With the public header (served at /event/form and /user/contact); without, embedded on a site. */
  framed?: boolean;
  /** Defaults to the app's i18n singleton; the server passes its own Spanish instance. */
  i18n?: I18nProviderProps['i18n'];
  categories?: Category[];
  /** Runs once the page's content is live in the browser (hydrated, when it came from the server). */
  onLive?: () => void;
}

function LiveSignal({ onLive }: { onLive?: (() => void) | undefined }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

/**
 * The standalone page's whole tree: one component for the server render and the browser, as
 * hydration needs. The Suspense boundary lets React hydrate the content in slices after the
 * providers instead of in one long task that would block input; the signal inside it fires when
 * that content, not just the providers, is live.
 */
export function PublicPage({ view, framed = false, i18n, categories, onLive }: PublicPageProps) {
  const app = <PublicApp variant={view} initialCategories={categories} />;
  return (
    <I18nProvider i18n={i18n}>
      <LocalizedDesignSystem>
        <Suspense fallback={null}>
          {framed ? <PublicPageFrame>{app}</PublicPageFrame> : app}
          {/* Only this standalone page: inside the shell, the shell's bridge shows them. */}
          <ApiAlerts framed={framed} />
          <LiveSignal onLive={onLive} />
        </Suspense>
      </LocalizedDesignSystem>
    </I18nProvider>
  );
}
