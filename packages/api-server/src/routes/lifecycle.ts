// An incident's milestones (issue 26): POST /api/ticket/{id}/milestone records T2…T6 in order; the
// rules are services/milestones.ts (who: the event policy's decideMilestone).
import type { FastifyInstance } from 'fastify';
import { milestoneBody, recordEventMilestone } from '../services/milestones.ts';
import { eventActionRoute } from './if-match.ts';

export { checkOrder, MILESTONE_MESSAGES, MILESTONE_NAMES } from '../services/milestones.ts';

export async function lifecycleRoutes(fastify: FastifyInstance) {
  eventActionRoute(fastify, {
    method: 'POST',
    url: '/api/ticket/:id/milestone',
    tags: ['lifecycle'],
    summary:
      'Record a milestone (VERIFIED, DISPATCHED, ON_SCENE, LANES_OPEN, CLEARED) in order; `at` defaults to now, a past `at` needs `reason`; CLEARED closes the event and needs `closeReason`. A DRIVER records only ON_SCENE, at the server’s time (an `at` more than 2 minutes away: 403). A stale If-Match gets 412',
    body: milestoneBody,
    run: recordEventMilestone,
  });
}
