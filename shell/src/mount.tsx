import { startTransition } from 'react';
import { languageReady } from '@vigia/i18n';

// The page preloads every file imported here (PreloadStartupChunksPlugin, in this order: the app's
// first, react-dom's client, the largest, last), so the imports below only decide when each part is
// evaluated. Evaluated in steps, each its own task, the app's modules do not block the page for
// ~60 ms at once, and they run while react-dom's client is still downloading.
// English is fetched before the first render when it is the stored language; Spanish is bundled.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await import(/* webpackChunkName: "startup-app" */ '@vigia/design-system');
  await nextTask();
  const client = import(/* webpackChunkName: "startup-react-dom" */ 'react-dom/client');
  await import(/* webpackChunkName: "startup-app" */ 'react-router-dom');
  await nextTask();
  const [{ App }, { createRoot }] = await Promise.all([import(/* webpackChunkName: "startup-app" */ './app'), client, languageReady()]);
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React yield to the browser every few milliseconds during the first render:
  // the remote's files, requested by bootstrap.ts, are handled as they arrive, and no task blocks
  // input.
  startTransition(() => root.render(<App />));
}

void start();
