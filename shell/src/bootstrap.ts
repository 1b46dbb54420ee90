// After the async boundary (index.ts): the shared singletons are negotiated. The run-time config
// and the page's remote start before React renders, so their round trips overlap the render.
import { start } from './mount';
import { prefetchRemote } from './prefetch';
import { loadRuntimeConfig } from './runtime-config';

loadRuntimeConfig();
prefetchRemote();
void start();
