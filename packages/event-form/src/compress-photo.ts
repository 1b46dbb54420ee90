// Phone cameras take photos of 3–12 MB; the SPEC allows 2 MB. The library (about 20 KB) is fetched
// only when a photo needs it. It draws the photo upright from its EXIF orientation and re-encodes it
// as JPEG without the EXIF block.
import { ATTACHMENT_MAX_BYTES } from '@vigia/domain';

/** Aim a little under the limit: the library's estimate of the encoded size is not exact. */
const TARGET_MB = (ATTACHMENT_MAX_BYTES / (1024 * 1024)) * 0.9;
/** Long side in pixels: enough to read a plate or see damage, and quick to encode on a phone. */
const MAX_SIDE = 2560;

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
    // Its worker would load the library from a CDN: blocked by the page's CSP and absent offline.
    useWebWorker: false,
  });
  return new File([smaller], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
