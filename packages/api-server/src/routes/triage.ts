// The control room's queue and triage (issue 23): saved views with counts, severity and lanes,
// reopening a closed event (the rules: services/triage.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { QUEUE_VIEWS } from '@vigia/domain';
import { PlaceFilterProperties, QueueCountsShape, StringEnum } from '@vigia/domain/shapes';
import { pageRequest } from '../lib/paging.ts';
import { listQueue, queueCounts } from '../repositories/triage.ts';
import { reopenBody, reopenEvent, triageBody, triageTicket } from '../services/triage.ts';
import { eventActionRoute } from './if-match.ts';
import { okResponses, pagedOf, pageProperties, signedIn, ticketSchema } from './schemas.ts';
import { placeFilterOf } from './list-filters.ts';
import { signedInUser } from '../access/signed-in.ts';
import { answerTickets } from '../services/personal-data.ts';

export { REOPEN_CLOSED_ONLY } from '../services/triage.ts';

export async function triageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/ticket/queue',
    {
      schema: signedIn('triage', {
        summary: 'Open events of a saved view (mine, unassigned, at-risk, open), most severe first, then the newest',
        querystring: Type.Object({
          ...pageProperties,
          view: Type.Optional(StringEnum(QUEUE_VIEWS, { default: 'open' })),
          ...PlaceFilterProperties,
        }),
        response: okResponses(pagedOf(ticketSchema)),
      }),
    },
    async (request) => {
      const { query } = request;
      const place = placeFilterOf(query);
      const user = signedInUser(request);
      const page = await listQueue(app.db, user, query.view ?? 'open', pageRequest(query), app.clock(), place);
      return { payload: await answerTickets(app.db, request, user, page) };
    },
  );

  app.get(
    '/api/ticket/queue/counts',
    {
      schema: signedIn('triage', {
        summary: 'How many open events each saved view holds for the caller (narrowed like the queue: km range, commune, category)',
        querystring: Type.Object(PlaceFilterProperties),
        response: okResponses(QueueCountsShape),
      }),
    },
    async (request) => ({ payload: await queueCounts(app.db, signedInUser(request), app.clock(), placeFilterOf(request.query)) }),
  );

  eventActionRoute(app, {
    method: 'PUT',
    url: '/api/ticket/:id/triage',
    tags: ['triage'],
    summary:
      'Set the severity and/or the lanes blocked per direction of an open event (closed: 409, reopen it first); a stale If-Match gets 412',
    body: triageBody,
    run: triageTicket,
  });
  eventActionRoute(app, {
    method: 'POST',
    url: '/api/ticket/:id/reopen',
    tags: ['triage'],
    summary: 'SUPERVISOR/ADMIN: work a closed event again (EN_PROCESO), with the reason; a stale If-Match gets 412',
    body: reopenBody,
    run: reopenEvent,
  });
}
