// The actions on one event that honour If-Match (issue 36: triage, reopen, take, assign, milestones;
// the rule: services/ticket-versions.ts checkIfMatch): the header they document and their 412 answer.
import { envelope, ticketSchema } from './schemas.ts';

/** The If-Match header a route documents (its meaning differs a little: a save's, an action's). */
const ifMatchHeader = <D extends string>(description: D) =>
  ({ type: 'object', properties: { 'if-match': { type: 'string', maxLength: 200, description } } }) as const;

export const actionIfMatchHeader = ifMatchHeader(
  'the version the screen showed ("7"): a stale one gets 412 and the current event; absent, the action is unconditional',
);

/** PUT and PATCH /api/ticket/{id} (issue 35). */
export const saveIfMatchHeader = ifMatchHeader('the version the edit started from ("7"): a stale one gets 412');

/** A stale If-Match: 412 with the current event (and its ETag). */
export const staleResponse = { 412: envelope(ticketSchema) };
