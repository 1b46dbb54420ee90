// An uploaded photo: its real type is sniffed from the bytes (PNG/JPEG only, whatever the name
// says), polyglots are refused, and the image is re-encoded, which drops EXIF/GPS metadata and
// anything smuggled after it.
import sharp from 'sharp';
import { HttpError, MESSAGES } from './errors.ts';

const MAX_PIXELS = 40_000_000; // refuses decompression bombs before decoding

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
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw new HttpError(415, MESSAGES.fileType, 'file');
  }
  if (format !== 'png' && format !== 'jpeg') throw new HttpError(415, MESSAGES.fileType, 'file');
  if (isPolyglot(input, format)) throw new HttpError(415, MESSAGES.fileType, 'file');
  try {
    // rotate() applies the EXIF orientation; toBuffer without withMetadata() drops all metadata.
    const pipeline = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const data = format === 'png' ? await pipeline.png().toBuffer() : await pipeline.jpeg({ quality: 90 }).toBuffer();
    return format === 'png' ? { data, contentType: 'image/png', ext: 'png' } : { data, contentType: 'image/jpeg', ext: 'jpg' };
  } catch {
    throw new HttpError(415, MESSAGES.fileType, 'file');
  }
}
