// An incident's milestones (issue 26): POST /api/ticket/{id}/milestone records T2…T6 in order; the
// rules are services/milestones.ts (who: the event policy's decideMilestone).
import type { FastifyInstance } from 'fastify';
import { bodyDoc } from '../lib/body-doc.ts';
import { milestoneBody, recordEventMilestone } from '../services/milestones.ts';
import { ticketNow } from '../services/ticket-access.ts';
import { etagOf } from '../services/ticket-versions.ts';
import { actionIfMatchHeader, staleResponse } from './if-match.ts';
import { idParams, okResponses, ticketSchema, type IdParams } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export { checkOrder, MILESTONE_MESSAGES, MILESTONE_NAMES } from '../services/milestones.ts';

export async function lifecycleRoutes(app: FastifyInstance) {
  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/milestone',
    {
      schema: {
        tags: ['lifecycle'],
        security: [{ bearer: [] }],
        summary:
          'Record a milestone (VERIFIED, DISPATCHED, ON_SCENE, LANES_OPEN, CLEARED) in order; `at` defaults to now, a past `at` needs `reason`; CLEARED closes the event and needs `closeReason`. A DRIVER records only ON_SCENE, at the server’s time (an `at` more than 2 minutes away: 403). A stale If-Match gets 412',
        params: idParams,
        headers: actionIfMatchHeader,
        docBody: bodyDoc(milestoneBody),
        response: { ...okResponses(ticketSchema), ...staleResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await recordEventMilestone(app, signedInUser(request), id, request.body, request.headers['if-match']);
      const ticket = await ticketNow(app.db, id, app.clock());
      reply.header('etag', etagOf(ticket.version));
      return { payload: ticket };
    },
  );
}
