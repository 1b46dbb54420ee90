// Phone cameras take photos of 3–12 MB; the SPEC allows 2 MB. The library (about 20 KB) is fetched
// only when a photo needs it. It draws the photo upright from its EXIF orientation and re-encodes it
// as JPEG without the EXIF block, in a Web Worker so the page stays responsive while it works.
import { ATTACHMENT_MAX_BYTES } from '@vigia/domain';

/** Aim a little under the limit: the library's estimate of the encoded size is not exact. */
const TARGET_MB = (ATTACHMENT_MAX_BYTES / (1024 * 1024)) * 0.9;
/** Long side in pixels: enough to read a plate or see damage, and quick to encode on a phone. */
const MAX_SIDE = 2560;
/**
 * The library's own UMD build, which its worker loads with importScripts. Every app's build copies
 * it here, next to its chunks (`copyFiles` of ../build-files.js), instead of the CDN
 * the library would use: the page's CSP refuses that, and offline there is none.
 */
export const COMPRESSOR_LIBRARY = 'vendor/browser-image-compression.js';

declare const __webpack_public_path__: string | undefined;

/**
 * Absolute: the worker runs from a blob: URL, against which a relative path means nothing. If the
 * worker cannot load it, the library compresses on the page instead, as it does whenever its worker
 * fails.
 */
export function compressorLibraryUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return new URL(COMPRESSOR_LIBRARY, new URL(publicPath, document.baseURI)).href;
}

export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '');
  return `${base || 'foto'}.jpg`;
}

export async function compressPhoto(file: File): Promise<File> {
  const { default: imageCompression } = await import(/* webpackChunkName: "photo-compression" */ 'browser-image-compression');
  const smaller = await imageCompression(file, {
    maxSizeMB: TARGET_MB,
    maxWidthOrHeight: MAX_SIDE,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    useWebWorker: true,
    libURL: compressorLibraryUrl(),
  });
  return new File([smaller], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
