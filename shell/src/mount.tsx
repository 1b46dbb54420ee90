import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from '@vigia/i18n';
import { App } from './app';

/**
 * English is fetched before the first render when it is the stored language; Spanish is bundled.
 * The first render runs in a transition (docs/decisions/006-first-render-in-a-transition.md).
 */
export async function start() {
  await languageReady();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
}
