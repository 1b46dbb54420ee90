// Node only, for the webpack configs of the apps that use this package (`copyFiles`): the files its
// browser code loads from the app's own folder. The photo compressor's Web Worker loads
// browser-image-compression's UMD build with importScripts, under COMPRESSOR_LIBRARY
// (src/compress-photo.ts): from the app's folder, as the CSP allows no CDN and offline there is
// none. Resolved from this package, so the worker gets the very version the page uses.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Output name (COMPRESSOR_LIBRARY) → absolute source path. */
export const copyFiles = {
  'vendor/browser-image-compression.js': require.resolve('browser-image-compression/dist/browser-image-compression.js'),
};
