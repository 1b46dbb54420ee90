// What a phone photo says about itself (issue 24): where it was taken (GPS) and when
// (DateTimeOriginal). Read from the file as chosen, before compression drops the EXIF block. exifr's
// smallest build (JPEG, EXIF and GPS blocks only) loads on demand, in a chunk of its own.
// The mini build's declaration comes by reference, so that a package importing the event form
// (events, the apps) type-checks this file from its own tsconfig too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration has no import form
/// <reference path="./exifr-mini.d.ts" />
import { toDateTimeLocal } from './form-values';

export interface PhotoExif {
  position: { lat: number; lon: number } | null;
  /** The capture time as the form's date field holds it ('YYYY-MM-DDTHH:mm'), null when absent. */
  takenAt: string | null;
}

/** The EXIF block sits at the start of a JPEG (APP1 is at most 64 KB): no need to read 12 MB. */
const HEAD_BYTES = 128 * 1024;
/** The exifr mini build has no tag names: DateTimeOriginal by its number. */
const DATE_TIME_ORIGINAL = 0x9003;
/** Older than this, the photo's time is probably not the event's (a photo from the gallery). */
export const PHOTO_TIME_MAX_AGE_DAYS = 7;

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2})(?::\d{2})?/;

/**
 * EXIF dates carry no zone: the phone's clock, which on Ruta 5 is Chile's. The form's date field
 * holds the reporter's local time in the same form, so the wall-clock reading is taken as it is.
 */
export function exifDateToLocal(value: unknown): string | null {
  const match = typeof value === 'string' ? EXIF_DATE.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  // Reject what the calendar does not have (month 13, '0000:00:00 00:00:00' of an unset clock).
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || year < 2000) return null;
  return toDateTimeLocal(date);
}

/** Why a capture time is not offered as the event's: in the future, or too old. */
export function photoTimeProblem(takenAt: string, now: Date = new Date()): 'future' | 'old' | null {
  // Same 'YYYY-MM-DDTHH:mm' form on both sides: they compare as strings.
  if (takenAt > toDateTimeLocal(now)) return 'future';
  const oldest = new Date(now);
  oldest.setDate(oldest.getDate() - PHOTO_TIME_MAX_AGE_DAYS);
  if (takenAt < toDateTimeLocal(oldest)) return 'old';
  return null;
}

const validPosition = (lat: unknown, lon: unknown): lat is number =>
  typeof lat === 'number' &&
  typeof lon === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180 &&
  // A phone without a fix may write zeros.
  !(lat === 0 && lon === 0);

/** The photo's position and capture time; null when it carries neither (or is not a readable JPEG). */
export async function readPhotoExif(file: Blob): Promise<PhotoExif | null> {
  if (file.type && file.type !== 'image/jpeg') return null;
  try {
    const [{ parse }, head] = await Promise.all([
      import(/* webpackChunkName: "photo-exif" */ 'exifr/dist/mini.esm.mjs'),
      file.slice(0, HEAD_BYTES).arrayBuffer(),
    ]);
    const tags = (await parse(new Uint8Array(head), { exif: true, gps: true, reviveValues: false })) as
      Record<string | number, unknown> | undefined;
    if (!tags) return null;
    const position = validPosition(tags['latitude'], tags['longitude'])
      ? { lat: tags['latitude'] as number, lon: tags['longitude'] as number }
      : null;
    const takenAt = exifDateToLocal(tags[DATE_TIME_ORIGINAL]);
    return position || takenAt ? { position, takenAt } : null;
  } catch {
    // Not a JPEG exifr understands, or a damaged block: the photo simply says nothing.
    return null;
  }
}
