// Duplicates and related incidents (issue 26):
//   POST /api/ticket/{id}/merge { into }    the event is a duplicate of `into`: closed as DUPLICADO,
//                                          linked, its photos on the master's page, its reporter mailed
//                                          the master's public updates
//   POST /api/ticket/{id}/link { primary }  the event is a secondary incident of `primary` (null unlinks)
// The rules (the event policy's decideMerge and decideLink, one transaction each): services/links.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bodyDoc } from '../lib/body-doc.ts';
import { linkBody, linkEvent, mergeBody, mergeEvent } from '../services/links.ts';
import { currentTicketAnswer } from './if-match.ts';
import { idParams, okResponses, signedIn, ticketSchema } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

export { LINK_MESSAGES } from '../services/links.ts';

export async function linkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Both change the event by their service and answer it as it is now.
  const actions = [
    {
      url: '/api/ticket/:id/merge',
      summary:
        "Merge this open event into `into` as a duplicate: closed as DUPLICADO, linked both ways, its photos listed on the master's page, its reporter mailed the master's public updates",
      docBody: bodyDoc(mergeBody),
      run: mergeEvent,
    },
    {
      url: '/api/ticket/:id/link',
      summary: 'Link this event as a secondary incident of `primary` (a crash in the queue of another); null removes the link',
      docBody: bodyDoc(linkBody),
      run: linkEvent,
    },
  ];
  for (const action of actions) {
    app.post(
      action.url,
      {
        schema: signedIn('lifecycle', {
          summary: action.summary,
          params: idParams,
          docBody: action.docBody,
          response: okResponses(ticketSchema),
        }),
      },
      async (request, reply) => {
        await action.run(app, signedInUser(request), request.params.id, request.body);
        return currentTicketAnswer(app, reply, request.params.id);
      },
    );
  }
}
