// Standalone mode: the page served at /event/form and /user/contact (framed), and the form embedded
// on the concession's website, with its own providers. The server usually sends it rendered.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '@vigia/api-client';
import { i18n, languageReady } from '@vigia/i18n';
import { readPageData } from './page-data';
import { PublicPage } from './public-page';
import { registerServiceWorker } from './register-service-worker';

const VIEWS = ['contact', 'form', 'follow-up'] as const;

async function start() {
  const root = document.getElementById('root')!;
  // A host page on another origin names the API with <div id="root" data-api-base="https://…">.
  configureApi({ base: root.dataset.apiBase ?? '' });
  const named = VIEWS.find((v) => v === root.dataset.view) ?? 'contact';
  const view = location.hash === '#seguimiento' ? 'follow-up' : named;
  const data = readPageData();
  const framed = root.dataset.frame === 'public';
  const live = () => {
    root.removeAttribute('inert');
    // The page served at /event/form and /user/contact (not the form embedded on another site)
    // installs the worker that opens it offline; the development server has none to serve.
    if (framed && process.env.NODE_ENV === 'production') registerServiceWorker();
  };

  await languageReady();
  const page = <PublicPage view={view} framed={framed} categories={data?.categories} onLive={live} />;
  // The server renders in the default language: hydrate that, render anything else anew. In a
  // transition, React yields to the browser every few milliseconds instead of holding the page in
  // one long task; a click on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    if (root.dataset.prerendered && root.dataset.prerendered === i18n.language && view === named) {
      hydrateRoot(root, page);
    } else {
      root.replaceChildren();
      createRoot(root).render(page);
    }
  });
}

void start();
