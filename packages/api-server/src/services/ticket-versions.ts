// Conditional writes (issue 35): an event's version is its ETag; a write that names a version (the
// If-Match header, or `version` in the body) applies only to that version, else it is refused with
// 412 and the current event, so a stale copy never silently reverts another user's change.
import type { Ticket } from '@vigia/domain';
import { badRequest, HttpError, MESSAGES } from '../lib/errors.ts';
import { isPlainObject } from '../lib/validate.ts';

export const STALE_MESSAGE = 'Otro usuario modificó este evento mientras lo editaba';

/** A strong ETag: the version in quotes. */
export const etagOf = (version: number) => `"${version}"`;

/** The version named by one If-Match entry: `"7"`, `7` or `W/"7"`; NaN (matches nothing) otherwise. */
function entryVersion(entry: string): number {
  const bare = entry
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return /^\d{1,10}$/.test(bare) ? Number(bare) : Number.NaN;
}

/** Whether a write applies to a given current version. */
export type VersionCondition = (current: number) => boolean;

/**
 * The condition a write carries: If-Match (one version or a comma list; `*` is any) and/or the body's
 * `version` (a positive integer, else 400). Neither: null, an unconditional write (SPEC).
 */
export function versionCondition(ifMatch: string | string[] | undefined, body: unknown): VersionCondition | null {
  const header = (Array.isArray(ifMatch) ? ifMatch.join(',') : (ifMatch ?? '')).trim();
  const listed = header && header !== '*' ? header.split(',').map(entryVersion) : null;
  const raw = isPlainObject(body) ? body['version'] : undefined;
  let sent: number | null = null;
  if (raw !== undefined && raw !== null) {
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 2_147_483_647)
      throw badRequest(MESSAGES.invalidValue, 'version');
    sent = raw;
  }
  if (!listed && sent === null) return null;
  return (current) => (!listed || listed.includes(current)) && (sent === null || sent === current);
}

/** 412 with the current event and its ETag: the caller's copy is stale. */
export function staleError(current: Ticket): HttpError {
  const error = new HttpError(412, STALE_MESSAGE);
  error.payload = current;
  error.headers = { etag: etagOf(current.version) };
  return error;
}
