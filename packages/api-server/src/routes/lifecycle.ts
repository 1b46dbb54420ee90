// An incident's milestones (issue 26): POST /api/ticket/{id}/milestone records T2…T6 in order; the
// rules are services/milestones.ts (who: the event policy's decideMilestone).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bodyDoc } from '../lib/body-doc.ts';
import { milestoneBody, recordEventMilestone } from '../services/milestones.ts';
import { actionIfMatchHeader, currentTicketAnswer, staleResponse } from './if-match.ts';
import { idParams, okResponses, ticketSchema } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export { checkOrder, MILESTONE_MESSAGES, MILESTONE_NAMES } from '../services/milestones.ts';

export async function lifecycleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
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
      await recordEventMilestone(app, { user: signedInUser(request), id, body: request.body, ifMatch: request.headers['if-match'] });
      return currentTicketAnswer(app, reply, id);
    },
  );
}
