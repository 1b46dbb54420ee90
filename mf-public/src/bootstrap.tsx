// Standalone mode: the form embedded on the concession's website, with its own providers.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '@vigia/api-client';
import { i18n, languageReady } from '@vigia/i18n';
import { readPageData } from './page-data';
import { PublicPage } from './public-page';

const root = document.getElementById('root')!;
// A host page on another origin names the API with <div id="root" data-api-base="https://…">.
configureApi({ base: root.dataset.apiBase ?? '' });

const view = root.dataset.view === 'follow-up' || location.hash === '#seguimiento' ? 'follow-up' : 'contact';
const data = readPageData();
const live = () => root.removeAttribute('inert');

void languageReady().then(() => {
  const page = <PublicPage view={view} categories={data?.categories} onLive={live} />;
  // The server renders the contact form in the default language: hydrate that, render anything else anew.
  if (root.dataset.prerendered && root.dataset.prerendered === i18n.language && view === 'contact') {
    hydrateRoot(root, page);
  } else {
    root.replaceChildren();
    createRoot(root).render(page);
  }
});
