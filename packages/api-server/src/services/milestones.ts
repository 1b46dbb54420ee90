// An incident's milestones (issue 26): T2…T6 recorded once each and in order in time; a past time
// needs a reason (shown as corrected); CLEARED closes the event with its closing reason. Who: the
// event policy's decideMilestone (a DRIVER only ON_SCENE on the event they reported, at the server's
// time: the milestones set the inspector's figures). Checked again and written on the locked row;
// with If-Match, a stale version gets 412 (issue 36).
import type { FastifyInstance } from 'fastify';
import {
  CLOSED_STATUS,
  DRIVER_MILESTONE_CLOCK_SKEW_MS,
  MILESTONE_CODES,
  MILESTONE_NOW_TOLERANCE_MS,
  type MilestoneCode,
} from '@vigia/domain';
import { decideSave } from '@vigia/domain/event-policy';
import { createMilestoneSchema, SPANISH_MESSAGES } from '@vigia/domain/schemas';
import { canRecordMilestone, enforce, enforceWho } from '../access/ticket-policy.ts';
import { badRequest, HttpError, isUniqueViolation, MESSAGES } from '../lib/errors.ts';
import { MILESTONE_NAMES } from '../lib/lifecycle-report.ts';
import { validateBody } from '../lib/validate.ts';
import { eventStateWrite } from '../repositories/event-state.ts';
import { recordMilestone, type RecordedMilestone } from '../repositories/milestones.ts';
import { eventLabel } from './assignments.ts';
import { loadVisibleTicket } from './ticket-access.ts';
import { lockForAction, versionCondition, type EventAction } from './ticket-versions.ts';
import { activeCloseReason } from './tickets.ts';

export { MILESTONE_NAMES } from '../lib/lifecycle-report.ts';

export const milestoneBody = createMilestoneSchema();
/** Up to this long ago a time counts as "now" (a phone's clock, the time to tap). */
const PAST_TOLERANCE_MS = MILESTONE_NOW_TOLERANCE_MS;

export const MILESTONE_MESSAGES = {
  recorded: 'Este hito ya está registrado',
  future: SPANISH_MESSAGES.dateInFuture,
  beforeReport: 'No puede ser anterior al reporte del evento',
  reasonRequired: 'Indique por qué registra una hora pasada',
  notBefore: (code: MilestoneCode) => `No puede ser anterior a «${MILESTONE_NAMES[code]}», ya registrado`,
  notAfter: (code: MilestoneCode) => `No puede ser posterior a «${MILESTONE_NAMES[code]}», ya registrado`,
  controlRoom: (code: MilestoneCode) => `«${MILESTONE_NAMES[code]}» lo registra la sala de control`,
  currentTime: 'Registre el hito con la hora actual: corregir una hora es tarea de la sala de control',
} as const;

const rank = (code: MilestoneCode) => MILESTONE_CODES.indexOf(code);

/** Refuses a milestone recorded twice or out of order with the ones already there. */
export function checkOrder(code: MilestoneCode, at: Date, recorded: RecordedMilestone[]): void {
  if (recorded.some((m) => m.code === code)) throw new HttpError(409, MILESTONE_MESSAGES.recorded, 'code');
  for (const m of recorded) {
    if (rank(m.code) < rank(code) && m.at.getTime() > at.getTime()) throw badRequest(MILESTONE_MESSAGES.notBefore(m.code), 'at');
    if (rank(m.code) > rank(code) && m.at.getTime() < at.getTime()) throw badRequest(MILESTONE_MESSAGES.notAfter(m.code), 'at');
  }
}

/** POST /api/ticket/:id/milestone: records it (CLEARED also closes, and tells the reporter and the assignee). */
export async function recordEventMilestone(app: FastifyInstance, action: EventAction): Promise<void> {
  const { user, id, ifMatch } = action;
  const current = await loadVisibleTicket(app.db, user, id);
  // Who may edit it at all (404, 403: decideSave's) before the body is read; the milestone's own rule after it.
  enforceWho(decideSave(user, current));
  const input = await validateBody(milestoneBody, action.body);
  const rights = canRecordMilestone(user, current, input.code);
  const refusals = { forbidden: { message: MILESTONE_MESSAGES.controlRoom(input.code), field: 'code' } };
  // With If-Match, a closed event is judged on the locked row after the version (412 before 409, as a save).
  if (rights.decision !== 'conflict' || !versionCondition(ifMatch, undefined)) enforce(rights.decision, refusals);
  const now = app.clock();
  const created = new Date(current.createdAt);
  // Who may not correct times gets the server's: a phone's `at` a moment off is taken as now.
  if (!rights.backdate && input.at && Math.abs(input.at.getTime() - now.getTime()) > DRIVER_MILESTONE_CLOCK_SKEW_MS) {
    throw new HttpError(403, MILESTONE_MESSAGES.currentTime, 'at');
  }
  // The clock and the database may differ by a moment: "now" is never before the report.
  const at = (rights.backdate ? input.at : null) ?? new Date(Math.max(now.getTime(), created.getTime()));
  if (at.getTime() > now.getTime() + PAST_TOLERANCE_MS) throw badRequest(MILESTONE_MESSAGES.future, 'at');
  if (at.getTime() < created.getTime()) throw badRequest(MILESTONE_MESSAGES.beforeReport, 'at');
  const past = at.getTime() < now.getTime() - PAST_TOLERANCE_MS;
  if (past && !input.reason) throw badRequest(MILESTONE_MESSAGES.reasonRequired, 'reason');
  const clearing = input.code === 'CLEARED';
  const closeReason = clearing ? await activeCloseReason(app.db, input.closeReason) : null;
  try {
    await app.db.transaction(async (tx) => {
      // The version on the locked row (recordMilestone locks it again, in this transaction).
      const locked = await lockForAction(tx, action, now, (event) => decideSave(user, event));
      enforce(canRecordMilestone(user, locked, input.code).decision, refusals);
      await recordMilestone(
        tx,
        {
          ticketId: id,
          code: input.code,
          at,
          reason: past ? input.reason : null,
          recordedAt: now,
          actorId: user.id,
          ...(closeReason ? { close: { closeReason, fromStatus: locked.statusCode, fromReason: locked.closeReason } } : {}),
          state: eventStateWrite(locked, { kind: 'milestone', code: input.code }),
        },
        (recorded, statusCode) => {
          // Again on the locked row: a close that committed meanwhile wins (issue 35).
          if (statusCode === CLOSED_STATUS) throw new HttpError(409, MESSAGES.ticketClosed);
          checkOrder(input.code, at, recorded);
        },
      );
    });
  } catch (error) {
    // Two taps at once: the second finds it recorded.
    if (isUniqueViolation(error)) throw new HttpError(409, MILESTONE_MESSAGES.recorded, 'code');
    throw error;
  }
  if (clearing) {
    await app.notify(
      [current.createdById, current.assignedToId],
      'EVENT_CLOSED',
      id,
      `El evento #${id} (${eventLabel(current)}) fue cerrado`,
      user.id,
    );
  }
}
