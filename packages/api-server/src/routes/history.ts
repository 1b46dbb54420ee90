// The timeline of an event: every row of ticket_history (created, field/status/assignee changes,
// take/release, comments, photos) with who and when.
import type { FastifyInstance } from 'fastify';
import { historyEntries } from '../repositories/ticket-history.ts';
import { loadVisibleTicket } from './ticket-access.ts';
import { idParams, okResponses, type IdParams } from './schemas.ts';

const nullable = (type: string) => ({ type: [type, 'null'] });
const historySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    action: { type: 'string' },
    changedAt: { type: 'string' },
    actorId: nullable('string'),
    actorName: nullable('string'),
    changes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, from: { type: ['string', 'number', 'null'] }, to: { type: ['string', 'number', 'null'] } },
      },
    },
  },
} as const;

export async function historyRoutes(app: FastifyInstance) {
  app.get<{ Params: IdParams }>(
    '/api/ticket/:id/history',
    {
      schema: {
        tags: ['tickets'],
        security: [{ bearer: [] }],
        summary: 'Every change of the event, oldest first (user ids and codes resolved to names)',
        params: idParams,
        response: okResponses({ type: 'array', items: historySchema }),
      },
    },
    async (request) => {
      const { id } = request.params;
      await loadVisibleTicket(app.db, request.user!, id);
      return { payload: await historyEntries(app.db, id) };
    },
  );
}
