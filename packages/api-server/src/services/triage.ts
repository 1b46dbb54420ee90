// The control room's triage (issue 23): severity and lanes, and reopening a closed event. Who: the
// event policy (decideTriage, decideReopen); each read, checked and written on the locked row in one
// transaction (issue 35), the notice after the commit. With If-Match, a stale version gets 412 (issue 36).
// The lanes and the status after it are the status and lanes rule's (issue 37, repositories/event-state.ts).
import type { FastifyInstance } from 'fastify';
import { decideReopen, decideTriage, decideWork } from '@vigia/domain/event-policy';
import { createReopenSchema, createTriageSchema } from '@vigia/domain/schemas';
import { enforce, enforceWho } from '../access/ticket-policy.ts';
import { validateBody } from '../lib/validate.ts';
import { eventStateWrite } from '../repositories/event-state.ts';
import type { TicketChanges } from '../repositories/ticket-history.ts';
import { reopenTicket, setTriage, type TriageValues } from '../repositories/triage.ts';
import { loadVisibleTicket } from './ticket-access.ts';
import { lockForAction, type EventAction } from './ticket-versions.ts';

export const triageBody = createTriageSchema();
export const reopenBody = createReopenSchema();

export const REOPEN_CLOSED_ONLY = 'Solo se puede reabrir un evento cerrado';
export const TRIAGE_CLOSED = 'El evento está cerrado: reábralo para cambiar su severidad o sus pistas';

/** PUT /api/ticket/:id/triage: the severity and/or the lanes blocked per direction (one TRIAGED history row). */
export async function triageTicket(app: FastifyInstance, action: EventAction): Promise<void> {
  const { user } = action;
  // Who may work on it (404, 403) before the body is read.
  enforce(decideWork(user, await loadVisibleTicket(app.db, user, action.id)));
  const input = await validateBody(triageBody, action.body);
  await app.db.transaction(async (tx) => {
    const current = await lockForAction(tx, action, app.clock(), (event) => decideTriage(user, event));
    enforce(decideTriage(user, current), { conflict: { message: TRIAGE_CLOSED } });
    const values: TriageValues = {};
    const changes: TicketChanges = {};
    if (input.severity && input.severity !== current.severity) {
      values.severity = input.severity;
      changes['severity'] = [current.severity, input.severity];
    }
    // Lanes recorded now count, also after T5 (a new blockage): the rule's.
    const lanes = eventStateWrite(current, { kind: 'lanes', lanesBlocked: input.lanesBlocked ?? {} });
    await setTriage(tx, action.id, { ...values, ...lanes.values }, { ...changes, ...lanes.changes }, user.id);
  });
}

/** POST /api/ticket/:id/reopen: a closed event is worked again (EN_PROCESO), with the reason; two at once give one. */
export async function reopenEvent(app: FastifyInstance, action: EventAction): Promise<void> {
  const { user, id } = action;
  enforceWho(decideReopen(user, await loadVisibleTicket(app.db, user, id)));
  const { reason } = await validateBody(reopenBody, action.body);
  const current = await app.db.transaction(async (tx) => {
    const locked = await lockForAction(tx, action, app.clock(), (event) => decideReopen(user, event));
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
