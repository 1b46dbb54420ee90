// Standalone mode: the form embedded on the concession's website, with its own providers.
import { createRoot } from 'react-dom/client';
import { configureApi } from '@vigia/api-client';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider, languageReady } from '@vigia/i18n';
import PublicApp from './app';

const root = document.getElementById('root')!;
// A host page on another origin names the API with <div id="root" data-api-base="https://…">.
configureApi({ base: root.dataset.apiBase ?? '' });

void languageReady().then(() =>
  createRoot(root).render(
    <I18nProvider>
      <DesignSystemProvider>
        <PublicApp variant={root.dataset.view === 'follow-up' || location.hash === '#seguimiento' ? 'follow-up' : 'contact'} />
      </DesignSystemProvider>
    </I18nProvider>,
  ),
);
