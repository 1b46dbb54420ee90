// First stage after the async boundary: it needs only the small shared packages (domain, api
// client), so it runs as soon as they arrive, while React, Chakra and the app are still
// downloading. It starts the run-time config, the remote registry and the page's remote then,
// instead of after the whole app has been evaluated.
import { prefetchRemote } from './prefetch';
import { loadRuntimeConfig } from './runtime-config';

loadRuntimeConfig();
prefetchRemote();
// The chunk name marks this import for PreloadStartupChunksPlugin: its files are in the HTML too.
void import(/* webpackChunkName: "startup-mount" */ './mount');
