// The control room's queue and triage (issue 23): saved views with counts, severity and lanes,
// reopening a closed event (the rules: services/triage.ts).
import type { FastifyInstance } from 'fastify';
import { QUEUE_VIEWS, type QueueView } from '@vigia/domain';
import { pageRequest } from '../lib/paging.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { listQueue, queueCounts } from '../repositories/triage.ts';
import { ticketNow } from '../services/ticket-access.ts';
import { reopenBody, reopenEvent, triageBody, triageTicket } from '../services/triage.ts';
import { etagOf } from '../services/ticket-versions.ts';
import { actionIfMatchHeader, staleResponse } from './if-match.ts';
import { idParams, okResponses, pageProperties, pagedOf, ticketSchema, type IdParams } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export { REOPEN_CLOSED_ONLY } from '../services/triage.ts';

const security = [{ bearer: [] }];
const int = { type: 'integer' } as const;

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
      payload: await listQueue(app.db, signedInUser(request), request.query.view ?? 'open', pageRequest(request.query), app.clock()),
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
    async (request) => ({ payload: await queueCounts(app.db, signedInUser(request), app.clock()) }),
  );

  app.put<{ Params: IdParams }>(
    '/api/ticket/:id/triage',
    {
      schema: {
        tags: ['triage'],
        security,
        summary:
          'Set the severity and/or the lanes blocked per direction of an open event (closed: 409, reopen it first); a stale If-Match gets 412',
        params: idParams,
        headers: actionIfMatchHeader,
        docBody: bodyDoc(triageBody),
        response: { ...okResponses(ticketSchema), ...staleResponse },
      },
    },
    async (request, reply) => {
      await triageTicket(app, signedInUser(request), request.params.id, request.body, request.headers['if-match']);
      const ticket = await ticketNow(app.db, request.params.id, app.clock());
      reply.header('etag', etagOf(ticket.version));
      return { payload: ticket };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/reopen',
    {
      schema: {
        tags: ['triage'],
        security,
        summary: 'SUPERVISOR/ADMIN: work a closed event again (EN_PROCESO), with the reason; a stale If-Match gets 412',
        params: idParams,
        headers: actionIfMatchHeader,
        docBody: bodyDoc(reopenBody),
        response: { ...okResponses(ticketSchema), ...staleResponse },
      },
    },
    async (request, reply) => {
      await reopenEvent(app, signedInUser(request), request.params.id, request.body, request.headers['if-match']);
      const ticket = await ticketNow(app.db, request.params.id, app.clock());
      reply.header('etag', etagOf(ticket.version));
      return { payload: ticket };
    },
  );
}
