// Outside agencies (issue 39 item 4): the list as data and an event's entries. Rules: services/agencies.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AgencyShape, TicketAgencyShape } from '@vigia/domain/shapes';
import { agencyNoticeSchema, agencyTimesSchema } from '@vigia/domain/schemas';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { listAgencies, ticketAgencyEntries } from '../repositories/agencies.ts';
import { notifyAgency, updateAgencyTimes } from '../services/agencies.ts';
import { loadVisibleTicket } from '../services/ticket-access.ts';
import { etagOf } from '../services/ticket-versions.ts';
import { actionIfMatchHeader } from './if-match.ts';
import { envelope, idParams, MAX_ID, okResponses, signedIn } from './schemas.ts';
import { eventListRoute, listRoute } from './create-route.ts';

const entryParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  entryId: Type.Integer({ minimum: 1, maximum: MAX_ID }),
});

export async function agencyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  listRoute(app, {
    url: '/api/agency',
    tag: 'agencies',
    summary: 'Outside agencies (data): Carabineros 133, SAMU 131, Bomberos 132, the Inspección Fiscal, Vialidad, external tow',
    access: 'signed-in',
    shape: AgencyShape,
    list: listAgencies,
  });

  eventListRoute(app, {
    url: '/api/ticket/:id/agency',
    tag: 'agencies',
    summary: 'The agencies told of the event, in the order they were told, with their arrival and departure',
    shape: TicketAgencyShape,
    list: async ({ db }, user, id) => {
      await loadVisibleTicket(db, user, id);
      return ticketAgencyEntries(db, id);
    },
  });

  app.post(
    '/api/ticket/:id/agency',
    {
      schema: signedIn('agencies', {
        summary:
          'Record an agency told of the event: `notifiedAt` now by default, or a past time with its `reason` (never in the future nor before the event); 409 while the same agency is told and has not left. The Inspección Fiscal’s notice stops the event’s inspector clock and mails the inspector (INSPECTOR_EMAIL) through the outbox',
        params: idParams,
        docBody: bodyDoc(agencyNoticeSchema()),
        response: okResponses(TicketAgencyShape, 201),
      }),
    },
    async (request, reply) => {
      const entry = await notifyAgency(app, signedInUser(request), request.params.id, request.body);
      reply.code(201).header('etag', etagOf(entry.version));
      return { payload: entry };
    },
  );

  app.patch(
    '/api/ticket/:id/agency/:entryId',
    {
      schema: signedIn('agencies', {
        summary:
          'Record the agency’s arrival and departure (only the fields sent): in order, not before the notice, not in the future. Changing a time already recorded needs the entry’s version (If-Match or `version`): 409 without it, 412 and the current entry when stale',
        params: entryParams,
        headers: actionIfMatchHeader,
        docBody: bodyDoc(agencyTimesSchema()),
        response: { ...okResponses(TicketAgencyShape), 412: envelope(TicketAgencyShape) },
      }),
    },
    async (request, reply) => {
      const entry = await updateAgencyTimes(
        app,
        signedInUser(request),
        { ticketId: request.params.id, entryId: request.params.entryId },
        request.body,
        request.headers['if-match'],
      );
      reply.header('etag', etagOf(entry.version));
      return { payload: entry };
    },
  );
}
