import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './runtime-config';

loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(<App />);
