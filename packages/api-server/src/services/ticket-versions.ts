// Conditional writes (issue 35): an event's version is its ETag; a write that names a version (the
// If-Match header, or `version` in the body) applies only to that version, else it is refused with
// 412 and the current event, so a stale copy never silently reverts another user's change.
import { maskPersonalData, type Role, type Ticket } from '@vigia/domain';
import type { Decision } from '@vigia/domain/event-policy';
import { canSee, enforceWho } from '../access/ticket-policy.ts';
import { badRequest, HttpError, MESSAGES, notFound } from '../lib/errors.ts';
import { isPlainObject } from '../lib/validate.ts';
import { lockTickets, type Tx } from '../repositories/tickets.ts';
import type { AuthUser } from '../repositories/users.ts';

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

/** 412: the caller's copy is stale. The answer is the current row (or `payload`, what the caller may read of it) and its ETag. */
export function staleVersion(message: string, current: { version: number }, payload: unknown = current): HttpError {
  const error = new HttpError(412, message);
  error.payload = payload;
  error.headers = { etag: etagOf(current.version) };
  return error;
}

/** 412 with the current event and its ETag: the caller's copy is stale. */
export function staleError(current: Ticket, role: Role): HttpError {
  // As its role reads it (issue 40): a 412 is not a way around the masking.
  return staleVersion(STALE_MESSAGE, current, maskPersonalData(current, role));
}

/**
 * The actions on one event (triage, reopen, take, assign, milestones: issue 36) honour If-Match as a
 * save does: on the locked row, once who asks is settled and before its state is, a stale version is
 * refused with 412 and the current event. Only when the user may open the event (the 412 shows it);
 * otherwise the action's own answer stands. No If-Match: today's unconditional action.
 */
export function checkIfMatch(user: AuthUser, current: Ticket, ifMatch: string | string[] | undefined): void {
  const condition = versionCondition(ifMatch, undefined);
  if (condition && !condition(current.version) && canSee(user, current)) throw staleError(current, user.role);
}

/** An action on one event as its route hands it over: who asks, which event, the body, If-Match. */
export interface EventAction {
  user: AuthUser;
  id: number;
  body: unknown;
  ifMatch?: string | string[] | undefined;
}

/**
 * Locks the event of an action for this transaction and settles, in this order, that it exists
 * (404), who asks (`who`'s decision on the locked row: 404, 403) and If-Match (412); the action's
 * own rule on the event's state (409) is the caller's, after it. The event as locked.
 */
export async function lockForAction(
  tx: Tx,
  action: Omit<EventAction, 'body'>,
  now: Date,
  who: (event: Ticket) => Decision,
): Promise<Ticket> {
  const [locked] = await lockTickets(tx, [action.id], now);
  if (!locked) throw notFound(MESSAGES.ticketNotFound);
  enforceWho(who(locked));
  checkIfMatch(action.user, locked, action.ifMatch);
  return locked;
}
