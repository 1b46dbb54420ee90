// An uploaded photo: its real type is sniffed from the bytes (PNG/JPEG only, whatever the name
// says), polyglots are refused, and the image is re-encoded, which drops EXIF/GPS metadata and
// anything smuggled after it.
import sharp from 'sharp';
import { DecodeGate } from './decode-gate.ts';
import { HttpError, MESSAGES } from './errors.ts';

/**
 * Pixels a photo may have, read from its header before anything is decoded (decompression bombs, and
 * memory: ~3 bytes a pixel while decoded). The public form sends at most 2560 px a side (~5 MP); a
 * 48 MP (8000 × 6000) or 50 MP (8160 × 6120) phone photo sent whole still passes.
 */
export const MAX_DECODED_PIXELS = 52_000_000;
/** Decodes at once per process (2 cores here), how many may wait, and for how long. */
export const DECODES_AT_ONCE = 2;
export const DECODE_QUEUE = 8;
export const DECODE_WAIT_MS = 10_000;
export const imageDecodes = new DecodeGate(DECODES_AT_ONCE, DECODE_QUEUE, DECODE_WAIT_MS);

export const TOO_MANY_PIXELS = `La imagen tiene demasiados píxeles (máximo ${MAX_DECODED_PIXELS / 1_000_000} megapíxeles): envíe una foto de menor resolución`;

export function safeFileName(name: string | undefined, ext: 'png' | 'jpg'): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `${base || 'imagen'}.${ext}`;
}

// Markup, scripts and documents inside an image make it a polyglot (a page, a script or a PDF as
// well as a picture). Long markers only: a real photo's compressed bytes never spell them.
const ACTIVE_CONTENT = /<script|<html|<iframe|<\?php|<!doctype|javascript:/i;

/** Where a PNG's IEND chunk ends, or -1 when the chunk chain is broken. */
function pngEnd(input: Buffer): number {
  let offset = 8;
  while (offset + 12 <= input.length) {
    const next = offset + 12 + input.readUInt32BE(offset);
    if (input.toString('latin1', offset + 4, offset + 8) === 'IEND') return next;
    offset = next;
  }
  return -1;
}

/** A ZIP end-of-central-directory record that closes the file exactly (ZIP readers start from the end). */
function endsWithZip(input: Buffer): boolean {
  const from = Math.max(0, input.length - 22 - 0xffff);
  for (let at = input.length - 22; at >= from; at--) {
    if (input.readUInt32LE(at) === 0x06054b50 && at + 22 + input.readUInt16LE(at + 20) === input.length) return true;
  }
  return false;
}

/**
 * An image that is also something else: bytes after a PNG's end, active content anywhere, a PDF
 * header, or a ZIP directory at the end. The re-encode below would drop them, but a file built to
 * be two things at once is refused rather than repaired. (Bytes after a JPEG's end are allowed:
 * phones append a second picture there, the Multi-Picture Format.)
 */
function isPolyglot(input: Buffer, format: 'png' | 'jpeg'): boolean {
  if (format === 'png' && pngEnd(input) !== input.length) return true;
  if (input.subarray(0, 1024).includes('%PDF-')) return true;
  return ACTIVE_CONTENT.test(input.toString('latin1')) || endsWithZip(input);
}

export async function normalizeImage(input: Buffer): Promise<{ data: Buffer; contentType: string; ext: 'png' | 'jpg' }> {
  // The header only: type and dimensions, nothing decoded yet.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header) throw new HttpError(415, MESSAGES.fileType, 'file');
  const { format } = header;
  if (format !== 'png' && format !== 'jpeg') throw new HttpError(415, MESSAGES.fileType, 'file');
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_DECODED_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS, 'file');
  if (isPolyglot(input, format)) throw new HttpError(415, MESSAGES.fileType, 'file');
  return imageDecodes.run(async () => {
    try {
      // rotate() applies the EXIF orientation; toBuffer without withMetadata() drops all metadata.
      const pipeline = sharp(input, { limitInputPixels: MAX_DECODED_PIXELS, failOn: 'error' }).rotate();
      const data = format === 'png' ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: 90 }).toBuffer();
      return format === 'png'
        ? { data, contentType: 'image/png', ext: 'png' as const }
        : { data, contentType: 'image/jpeg', ext: 'jpg' as const };
    } catch {
      throw new HttpError(415, MESSAGES.fileType, 'file');
    }
  });
}
