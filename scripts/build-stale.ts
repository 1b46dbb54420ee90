// Rebuilds only the apps whose sources changed, holding the build lock.
import { buildIfStale } from './lib.ts';

await buildIfStale();
