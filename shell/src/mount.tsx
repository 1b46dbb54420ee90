import { startTransition } from 'react';
import { languageReady } from '@vigia/i18n';

// Two imports, not one: the app's modules (Chakra, the design system, the router) are evaluated as
// soon as their chunks arrive, while react-dom's client, the largest file, is still downloading.
// After it arrives only its own evaluation and the render are left.
// English is fetched before the first render when it is the stored language; Spanish is bundled.
// A transition lets React yield to the browser every few milliseconds during the first render: the
// remote's files, requested by bootstrap.ts, are handled as they arrive, and no task blocks input.
// In this order: the page preloads the app's files first (PreloadStartupChunksPlugin), so they
// arrive while react-dom's still downloads.
const app = import(/* webpackChunkName: "startup-app" */ './app');
const client = import(/* webpackChunkName: "startup-react-dom" */ 'react-dom/client');
void Promise.all([app, client, languageReady()]).then(([{ App }, { createRoot }]) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
});
