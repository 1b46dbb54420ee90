import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchRemote } from './prefetch';
import { loadRuntimeConfig } from './runtime-config';

loadRuntimeConfig();
prefetchRemote();
createRoot(document.getElementById('root')!).render(<App />);
