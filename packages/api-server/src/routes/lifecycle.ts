// An incident's milestones (issue 26): POST /api/ticket/{id}/milestone records T2…T6 in order; a
// past time needs a reason (shown as corrected); CLEARED closes the event with its closing reason.
// Who: whoever may edit the event (the assigned OPERATOR, SUPERVISOR, ADMIN); a DRIVER only ON_SCENE on
// the event they reported, at the server's time (issue 34: the milestones set the inspector's figures).
import type { FastifyInstance } from 'fastify';
import {
  CLOSED_STATUS,
  DRIVER_MILESTONE_CLOCK_SKEW_MS,
  MILESTONE_CODES,
  MILESTONE_NOW_TOLERANCE_MS,
  type MilestoneCode,
  type Ticket,
} from '@vigia/domain';
import { createMilestoneSchema, SPANISH_MESSAGES } from '@vigia/domain/schemas';
import { badRequest, HttpError, isUniqueViolation, MESSAGES, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { recordMilestone, type RecordedMilestone } from '../repositories/milestones.ts';
import { getTicket } from '../repositories/tickets.ts';
import { canRecordMilestone } from '../access/ticket-policy.ts';
import { loadEditableTicket } from './ticket-access.ts';
import { activeCloseReason, eventLabel } from './tickets.ts';
import { idParams, okResponses, ticketSchema, type IdParams } from './schemas.ts';

const milestoneBody = createMilestoneSchema();
/** Up to this long ago a time counts as "now" (a phone's clock, the time to tap). */
const PAST_TOLERANCE_MS = MILESTONE_NOW_TOLERANCE_MS;

export const MILESTONE_NAMES: Record<MilestoneCode, string> = {
  VERIFIED: 'Verificado',
  DISPATCHED: 'Despachado',
  ON_SCENE: 'En el lugar',
  LANES_OPEN: 'Pistas habilitadas',
  CLEARED: 'Despejado',
};

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

export async function lifecycleRoutes(app: FastifyInstance) {
  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/milestone',
    {
      schema: {
        tags: ['lifecycle'],
        security: [{ bearer: [] }],
        summary:
          'Record a milestone (VERIFIED, DISPATCHED, ON_SCENE, LANES_OPEN, CLEARED) in order; `at` defaults to now, a past `at` needs `reason`; CLEARED closes the event and needs `closeReason`. A DRIVER records only ON_SCENE, at the server’s time (an `at` more than 2 minutes away: 403)',
        params: idParams,
        docBody: bodyDoc(milestoneBody),
        response: okResponses(ticketSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const { id } = request.params;
      const current = await loadEditableTicket(app.db, user, id);
      const input = await validateBody(milestoneBody, request.body);
      const rights = canRecordMilestone(user, current, input.code);
      if (!rights.allowed) throw new HttpError(403, MILESTONE_MESSAGES.controlRoom(input.code), 'code');
      if (current.statusCode === CLOSED_STATUS) throw new HttpError(409, MESSAGES.ticketClosed);
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
        await recordMilestone(
          app.db,
          {
            ticketId: id,
            code: input.code,
            at,
            reason: past ? input.reason : null,
            recordedAt: now,
            actorId: user.id,
            ...(closeReason ? { close: { closeReason, fromStatus: current.statusCode, fromReason: current.closeReason } } : {}),
          },
          (recorded, statusCode) => {
            // Again on the locked row: a close that committed meanwhile wins (issue 35).
            if (statusCode === CLOSED_STATUS) throw new HttpError(409, MESSAGES.ticketClosed);
            checkOrder(input.code, at, recorded);
          },
        );
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
      return { payload: await ticketNow(app, id) };
    },
  );
}

async function ticketNow(app: FastifyInstance, id: number): Promise<Ticket> {
  const ticket = await getTicket(app.db, id, app.clock());
  if (!ticket) throw notFound(MESSAGES.ticketNotFound);
  return ticket;
}
