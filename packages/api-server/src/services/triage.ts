// The control room's triage (issue 23): severity and lanes, and reopening a closed event. Who: the
// event policy (decideTriage, decideReopen); each read, checked and written on the locked row in one
// transaction (issue 35), the notice after the commit. With If-Match, a stale version gets 412 (issue 36).
import type { FastifyInstance } from 'fastify';
import { decideReopen, decideTriage, decideWork } from '@vigia/domain/event-policy';
import { createReopenSchema, createTriageSchema } from '@vigia/domain/schemas';
import { enforce, enforceWho } from '../access/ticket-policy.ts';
import { MESSAGES, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import type { TicketChanges } from '../repositories/ticket-history.ts';
import { lockTickets, type Tx } from '../repositories/tickets.ts';
import { reopenTicket, setTriage, type TriageValues } from '../repositories/triage.ts';
import type { AuthUser } from '../repositories/users.ts';
import { loadVisibleTicket } from './ticket-access.ts';
import { checkIfMatch } from './ticket-versions.ts';

export const triageBody = createTriageSchema();
export const reopenBody = createReopenSchema();

export const REOPEN_CLOSED_ONLY = 'Solo se puede reabrir un evento cerrado';
export const TRIAGE_CLOSED = 'El evento está cerrado: reábralo para cambiar su severidad o sus pistas';

async function lockOne(tx: Tx, id: number, now: Date) {
  const [ticket] = await lockTickets(tx, [id], now);
  if (!ticket) throw notFound(MESSAGES.ticketNotFound);
  return ticket;
}

/** PUT /api/ticket/:id/triage: the severity and/or the lanes blocked per direction (one TRIAGED history row). */
export async function triageTicket(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  body: unknown,
  ifMatch?: string | string[],
): Promise<void> {
  // Who may work on it (404, 403) before the body is read.
  enforce(decideWork(user, await loadVisibleTicket(app.db, user, id)));
  const input = await validateBody(triageBody, body);
  await app.db.transaction(async (tx) => {
    const current = await lockOne(tx, id, app.clock());
    enforceWho(decideTriage(user, current));
    checkIfMatch(user, current, ifMatch);
    enforce(decideTriage(user, current), { conflict: { message: TRIAGE_CLOSED } });
    const values: TriageValues = {};
    const changes: TicketChanges = {};
    if (input.severity && input.severity !== current.severity) {
      values.severity = input.severity;
      changes['severity'] = [current.severity, input.severity];
    }
    const { NORTH, SOUTH } = input.lanesBlocked ?? {};
    if (NORTH && NORTH !== current.lanesBlocked.NORTH) {
      values.lanesNorth = NORTH;
      changes['lanesNorth'] = [current.lanesBlocked.NORTH, NORTH];
    }
    if (SOUTH && SOUTH !== current.lanesBlocked.SOUTH) {
      values.lanesSouth = SOUTH;
      changes['lanesSouth'] = [current.lanesBlocked.SOUTH, SOUTH];
    }
    await setTriage(tx, id, values, changes, user.id);
  });
}

/** POST /api/ticket/:id/reopen: a closed event is worked again (EN_PROCESO), with the reason; two at once give one. */
export async function reopenEvent(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  body: unknown,
  ifMatch?: string | string[],
): Promise<void> {
  enforceWho(decideReopen(user, await loadVisibleTicket(app.db, user, id)));
  const { reason } = await validateBody(reopenBody, body);
  const current = await app.db.transaction(async (tx) => {
    const locked = await lockOne(tx, id, app.clock());
    enforceWho(decideReopen(user, locked));
    checkIfMatch(user, locked, ifMatch);
    enforce(decideReopen(user, locked), { conflict: { message: REOPEN_CLOSED_ONLY, field: 'statusCode' } });
    await reopenTicket(tx, id, locked, reason, user.id);
    return locked;
  });
  await app.notify(
    [current.createdById, current.assignedToId],
    'STATUS_CHANGED',
    id,
    `El evento #${id} fue reabierto: ${reason.slice(0, 200)}`,
    user.id,
  );
}
