// The timeline of an event: every row of ticket_history (created, field/status/assignee changes,
// take/release, comments, photos) with who and when.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { seesIdentity } from '@vigia/domain';
import { TicketHistoryEntryShape } from '@vigia/domain/shapes';
import { canReadInternalComments } from '../access/ticket-policy.ts';
import { verifyHistoryChains } from '../repositories/history-chain.ts';
import { historyEntries } from '../repositories/ticket-history.ts';
import { loadVisibleTicket } from '../services/ticket-access.ts';
import { idParams, okResponses, signedIn } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export const HISTORY_CHAIN_HEADER = 'x-history-chain';

export async function historyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/ticket/:id/history',
    {
      schema: signedIn('tickets', {
        summary:
          'Every change of the event, oldest first (user ids and codes resolved to names). A DRIVER gets no COMMENT_ADDED row of an INTERNAL comment but their own. The X-History-Chain header says whether the hash chain of the whole history (every row, shown or not) verifies (VERIFIED) or a row was altered in the database (BROKEN).',
        params: idParams,
        response: okResponses(Type.Array(TicketHistoryEntryShape)),
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = signedInUser(request);
      await loadVisibleTicket(app.db, user, id);
      // The chain is verified server-side over every row; the reader gets the rows they may read.
      const reader = { id: user.id, internal: canReadInternalComments(user) };
      const [entries, chains] = await Promise.all([
        historyEntries(app.db, id, reader, { personal: seesIdentity(user.role) }),
        verifyHistoryChains(app.db, [id]),
      ]);
      // A header keeps the answer the array every consumer reads (issue 26).
      reply.header(HISTORY_CHAIN_HEADER, chains.get(id) ?? 'VERIFIED');
      return { payload: entries };
    },
  );
}
