// The events lists: mine, an operator's, and the search over what the caller may see.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { visibilityScope } from '../access/ticket-policy.ts';
import { listTickets } from '../repositories/ticket-search.ts';
import { MAX_ID, okResponses, pageProperties, pagedOf, pageQuery, ticketSchema, uuidParams } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

const security = [{ bearer: [] }];
const pagedTickets = okResponses(pagedOf(ticketSchema));

function parseDateFilter(value: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) throw badRequest('Debe ser una fecha válida', field);
  return dateOnly && endOfDay ? new Date(date.getTime() + 24 * 3600 * 1000 - 1) : date;
}

export async function ticketListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/ticket/list/me',
    {
      schema: {
        tags: ['tickets'],
        security,
        summary: 'Events I created',
        querystring: pageQuery,
        response: pagedTickets,
      },
    },
    async (request) => ({
      payload: await listTickets(app.db, { createdById: signedInUser(request).id }, pageRequest(request.query)),
    }),
  );

  app.get(
    '/api/ticket/list/operator/:id',
    {
      schema: {
        tags: ['tickets'],
        security,
        summary: 'Events assigned to an operator (an operator may only ask for their own)',
        params: uuidParams,
        querystring: pageQuery,
        response: pagedTickets,
      },
    },
    async (request) => {
      const { id } = request.params;
      if (signedInUser(request).role === 'OPERATOR' && id !== signedInUser(request).id) throw forbidden();
      return { payload: await listTickets(app.db, { assignedToId: id }, pageRequest(request.query)) };
    },
  );

  app.get(
    '/api/ticket/search',
    {
      schema: {
        tags: ['tickets'],
        security,
        summary: 'Search the events the caller may see',
        querystring: Type.Object({
          ...pageProperties,
          id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
          categoria: Type.Optional(Type.String({ maxLength: 50, description: 'category code' })),
          estado: Type.Optional(Type.String({ maxLength: 30, description: 'status code' })),
          q: Type.Optional(Type.String({ maxLength: 100 })),
          from: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD or ISO date-time (dateEvent ≥)' })),
          to: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD (inclusive) or ISO date-time' })),
        }),
        response: pagedTickets,
      },
    },
    async (request) => {
      const query = request.query;
      const filter = {
        scope: visibilityScope(signedInUser(request)),
        ...(query.id !== undefined ? { id: query.id } : {}),
        ...(query.categoria ? { categoria: query.categoria } : {}),
        ...(query.estado ? { estado: query.estado } : {}),
        ...(query.q ? { q: query.q } : {}),
        from: parseDateFilter(query.from, 'from', false),
        to: parseDateFilter(query.to, 'to', true),
      };
      return { payload: await listTickets(app.db, filter, pageRequest(query)) };
    },
  );
}
