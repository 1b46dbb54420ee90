// The control room's queue and triage (issue 23): saved views with counts, severity and lanes,
// reopening a closed event.
import type { FastifyInstance } from 'fastify';
import { CLOSED_STATUS, QUEUE_VIEWS, type QueueView, type Ticket } from '@vigia/domain';
import { createReopenSchema, createTriageSchema } from '@vigia/domain/schemas';
import { forbidden, HttpError, MESSAGES, notFound } from '../lib/errors.ts';
import { canSee, canWorkOn } from '../access/ticket-policy.ts';
import { pageRequest } from '../lib/paging.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import type { TicketChanges } from '../repositories/ticket-history.ts';
import { getTicket, lockTickets } from '../repositories/tickets.ts';
import { listQueue, queueCounts, reopenTicket, setTriage, type TriageValues } from '../repositories/triage.ts';
import { loadVisibleTicket, loadWorkableTicket } from './ticket-access.ts';
import { idParams, okResponses, pageProperties, pagedOf, ticketSchema, type IdParams } from './schemas.ts';

const security = [{ bearer: [] }];
const triageBody = createTriageSchema();
const reopenBody = createReopenSchema();
const int = { type: 'integer' } as const;

export const REOPEN_CLOSED_ONLY = 'Solo se puede reabrir un evento cerrado';

export async function triageRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { view?: QueueView; page?: number; size?: number } }>(
    '/api/ticket/queue',
    {
      schema: {
        tags: ['triage'],
        security,
        summary: 'Open events of a saved view (mine, unassigned, at-risk, open), most severe first, then the newest',
        querystring: {
          type: 'object',
          properties: { ...pageProperties, view: { type: 'string', enum: [...QUEUE_VIEWS], default: 'open' } },
        },
        response: okResponses(pagedOf(ticketSchema)),
      },
    },
    async (request) => ({
      payload: await listQueue(app.db, request.user!, request.query.view ?? 'open', pageRequest(request.query), app.clock()),
    }),
  );

  app.get(
    '/api/ticket/queue/counts',
    {
      schema: {
        tags: ['triage'],
        security,
        summary: 'How many open events each saved view holds for the caller',
        response: okResponses({ type: 'object', properties: { mine: int, unassigned: int, 'at-risk': int, open: int } }),
      },
    },
    async (request) => ({ payload: await queueCounts(app.db, request.user!, app.clock()) }),
  );

  app.put<{ Params: IdParams }>(
    '/api/ticket/:id/triage',
    {
      schema: {
        tags: ['triage'],
        security,
        summary: 'Set the severity and/or the lanes blocked per direction',
        params: idParams,
        docBody: bodyDoc(triageBody),
        response: okResponses(ticketSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const { id } = request.params;
      await loadWorkableTicket(app.db, user, id);
      const input = await validateBody(triageBody, request.body);
      // Read, checked and written again on the locked row (issue 35).
      await app.db.transaction(async (tx) => {
        const [current] = await lockTickets(tx, [id], app.clock());
        if (!current || !canSee(user, current)) throw notFound(MESSAGES.ticketNotFound);
        if (!canWorkOn(user, current)) throw forbidden();
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
      return { payload: await ticketAfterChange(app, id) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/reopen',
    {
      schema: {
        tags: ['triage'],
        security,
        summary: 'SUPERVISOR/ADMIN: work a closed event again (EN_PROCESO), with the reason',
        params: idParams,
        docBody: bodyDoc(reopenBody),
        response: okResponses(ticketSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const { id } = request.params;
      await loadVisibleTicket(app.db, user, id);
      const { reason } = await validateBody(reopenBody, request.body);
      // Checked on the locked row: two reopens at once give one REOPENED, the other 409.
      const current = await app.db.transaction(async (tx) => {
        const [locked] = await lockTickets(tx, [id], app.clock());
        if (!locked || !canSee(user, locked)) throw notFound(MESSAGES.ticketNotFound);
        if (locked.statusCode !== CLOSED_STATUS) throw new HttpError(409, REOPEN_CLOSED_ONLY, 'statusCode');
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
      return { payload: await ticketAfterChange(app, id) };
    },
  );
}

/** The event as it is now (the caller was allowed to change it, so to read it too). */
async function ticketAfterChange(app: FastifyInstance, id: number): Promise<Ticket> {
  const ticket = await getTicket(app.db, id, app.clock());
  if (!ticket) throw notFound(MESSAGES.ticketNotFound);
  return ticket;
}
