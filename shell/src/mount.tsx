import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from '@vigia/i18n';
import { App } from './app';

// English is fetched before the first render when it is the stored language; Spanish is bundled.
// A transition lets React yield to the browser every few milliseconds during the first render: the
// remote's files, requested by bootstrap.ts, are handled as they arrive, and no task blocks input.
void languageReady().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
});
