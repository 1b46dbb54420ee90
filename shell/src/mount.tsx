import { createRoot } from 'react-dom/client';
import { languageReady } from '@vigia/i18n';
import { App } from './app';

// English is fetched before the first render when it is the stored language; Spanish is bundled.
void languageReady().then(() => createRoot(document.getElementById('root')!).render(<App />));
