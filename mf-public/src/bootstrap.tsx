// Standalone mode: the page served at /event/form and /user/contact (framed), and the form embedded
// on the concession's website, with its own providers. The server usually sends it rendered.
import { startTransition } from 'react';
import { readPageData } from './page-data';

const VIEWS = ['contact', 'form', 'follow-up'] as const;

// Evaluating the page's modules (react-dom, i18next, Chakra's system, the form) took one task of
// ~80 ms on a phone, blocking a tap on the rendered form. They are evaluated in steps, each its own
// task: the imports are eager (in this file's chunk, no request), only their evaluation waits.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { i18n, languageReady } = await import(/* webpackMode: "eager" */ '@vigia/i18n');
  await nextTask();
  const { configureApi } = await import(/* webpackMode: "eager" */ '@vigia/api-client');
  await nextTask();
  // Chakra's modules, its system (a step of its own), then its components. webpackExports keeps
  // what the page does not use tree-shaken.
  const { getSystem } = await import(/* webpackMode: "eager", webpackExports: ["getSystem"] */ '@vigia/design-system');
  await nextTask();
  getSystem();
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["DesignSystemProvider"] */ '@vigia/design-system');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["PublicEventForm"] */ '@vigia/event-form');
  await nextTask();
  const { PublicPage } = await import(/* webpackMode: "eager" */ './public-page');

  const root = document.getElementById('root')!;
  // A host page on another origin names the API with <div id="root" data-api-base="https://…">.
  configureApi({ base: root.dataset.apiBase ?? '' });
  const named = VIEWS.find((v) => v === root.dataset.view) ?? 'contact';
  const view = location.hash === '#seguimiento' ? 'follow-up' : named;
  const data = readPageData();
  const live = () => root.removeAttribute('inert');

  await languageReady();
  const page = (
    <PublicPage view={view} framed={root.dataset.frame === 'public'} categories={data?.categories} onLive={live} />
  );
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
