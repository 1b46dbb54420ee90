// The events lists: mine, an operator's, and the search over what the caller may see.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SearchFilterProperties } from '@vigia/domain/shapes';
import { forbidden } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { visibleParts } from '../access/ticket-policy.ts';
import { listTickets } from '../repositories/ticket-search.ts';
import { okResponses, pagedOf, pageProperties, pageQuery, signedIn, ticketSchema, uuidParams } from './schemas.ts';
import { searchFilterOf } from './list-filters.ts';
import { signedInUser } from '../access/signed-in.ts';
import { answerTickets } from '../services/personal-data.ts';

const pagedTickets = okResponses(pagedOf(ticketSchema));

export async function ticketListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/ticket/list/me',
    {
      schema: signedIn('tickets', {
        summary: 'Events I created',
        querystring: pageQuery,
        response: pagedTickets,
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      return {
        payload: await answerTickets(
          app.db,
          request,
          user,
          await listTickets(app.db, { parts: [{ owner: { kind: 'created_by', userId: user.id } }] }, pageRequest(request.query)),
        ),
      };
    },
  );

  app.get(
    '/api/ticket/list/operator/:id',
    {
      schema: signedIn('tickets', {
        summary: 'Events assigned to an operator (an operator may only ask for their own)',
        params: uuidParams,
        querystring: pageQuery,
        response: pagedTickets,
      }),
    },
    async (request) => {
      const { id } = request.params;
      if (signedInUser(request).role === 'OPERATOR' && id !== signedInUser(request).id) throw forbidden();
      const page = await listTickets(app.db, { parts: [{ owner: { kind: 'assigned_to', userId: id } }] }, pageRequest(request.query));
      return { payload: await answerTickets(app.db, request, signedInUser(request), page) };
    },
  );

  app.get(
    '/api/ticket/search',
    {
      schema: signedIn('tickets', {
        summary: 'Search the events the caller may see: number, km range, commune, category, severity, status, text, dates',
        querystring: Type.Object({ ...pageProperties, ...SearchFilterProperties }),
        response: pagedTickets,
      }),
    },
    async (request) => {
      // The caller's scope stays whatever else is asked: a DRIVER's filters narrow their own events.
      const user = signedInUser(request);
      const filter = { parts: visibleParts(user), ...searchFilterOf(request.query) };
      return { payload: await answerTickets(app.db, request, user, await listTickets(app.db, filter, pageRequest(request.query))) };
    },
  );
}
