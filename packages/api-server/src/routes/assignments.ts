// Assignments (see README "Assignments"): who works on which open event.
//   GET  /api/ticket/assignment          open events to assign (OPERATOR: unassigned + their own)
//   POST /api/ticket/:id/take            OPERATOR: an unassigned open event becomes theirs
//   POST /api/ticket/:id/release         OPERATOR: one of their events goes back to unassigned
//   POST /api/ticket/assign              SUPERVISOR/ADMIN: several events to one operator (or none)
// PUT /api/ticket/:id with assignedToId stays for the SPEC, through the same service (services/assignments.ts).
// Only enabled OPERATOR users can be assignees; closed events are never (re)assigned.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ASSIGNMENT_FILTERS } from '@vigia/domain';
import { BulkAssignResultShape, StringEnum } from '@vigia/domain/shapes';
import { array, number, object, string } from 'yup';
import { MESSAGES } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { listAssignable } from '../repositories/tickets.ts';
import { assignTickets, releaseTicket, takeTicket } from '../services/assignments.ts';
import { loadVisibleTicket } from '../services/ticket-access.ts';
import { actionIfMatchHeader, currentTicketAnswer, staleResponse, ticketAnswer } from './if-match.ts';
import { idParams, MAX_ID, okResponses, pagedOf, pageProperties, signedIn, ticketSchema } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';
import { answerTickets } from '../services/personal-data.ts';

export { ASSIGN_MESSAGES } from '../services/assignments.ts';

export const MAX_BULK_ASSIGN = 100;

const bulkBody = object({
  ticketIds: array(number().typeError(MESSAGES.invalidValue).integer(MESSAGES.invalidValue).min(1).max(MAX_ID).required())
    .typeError(MESSAGES.invalidValue)
    .required('Este campo es requerido')
    .min(1, 'Seleccione al menos un evento')
    .max(MAX_BULK_ASSIGN, `Máximo ${MAX_BULK_ASSIGN} eventos`),
  assignedToId: string()
    .typeError(MESSAGES.invalidValue)
    .max(36, 'Identificador no válido')
    .uuid('Identificador no válido')
    .nullable()
    .defined('Este campo es requerido'),
});

export async function assignmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/ticket/assignment',
    {
      schema: signedIn('assignments', {
        summary: 'Open events for the assignments screen (OPERATOR: the unassigned ones and their own)',
        querystring: Type.Object({ ...pageProperties, filter: Type.Optional(StringEnum(ASSIGNMENT_FILTERS, { default: 'all' })) }),
        response: okResponses(pagedOf(ticketSchema)),
      }),
    },
    async (request) => {
      const query = request.query;
      const user = signedInUser(request);
      const page = await listAssignable(app.db, user, query.filter ?? 'all', pageRequest(query));
      return { payload: await answerTickets(app.db, request, user, page) };
    },
  );

  app.post(
    '/api/ticket/:id/take',
    {
      schema: signedIn('assignments', {
        summary: 'OPERATOR: assign an unassigned open event to myself; a stale If-Match gets 412',
        params: idParams,
        headers: actionIfMatchHeader,
        response: { ...okResponses(ticketSchema), ...staleResponse },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await takeTicket(app, user, request.params.id, request.headers['if-match']);
      return ticketAnswer(app, reply, await loadVisibleTicket(app.db, user, request.params.id, app.clock()));
    },
  );

  app.post(
    '/api/ticket/:id/release',
    {
      schema: signedIn('assignments', {
        summary: 'OPERATOR: give back one of my events (it becomes unassigned)',
        params: idParams,
        response: okResponses(ticketSchema),
      }),
    },
    async (request, reply) => {
      await releaseTicket(app, signedInUser(request), request.params.id);
      // No longer theirs, so maybe no longer visible to them: the event as it is now, all the same.
      return currentTicketAnswer(app, reply, request.params.id);
    },
  );

  app.post(
    '/api/ticket/assign',
    {
      schema: signedIn('assignments', {
        summary:
          'SUPERVISOR/ADMIN: assign several open events to one operator (assignedToId null unassigns); all or nothing. If-Match (one event only: 400 with several) refuses a stale version with 412',
        headers: actionIfMatchHeader,
        docBody: bodyDoc(bulkBody),
        response: {
          ...okResponses(BulkAssignResultShape),
          ...staleResponse,
        },
      }),
    },
    async (request) => {
      const input = await validateBody(bulkBody, request.body);
      const changed = await assignTickets(
        app,
        signedInUser(request),
        input.ticketIds,
        input.assignedToId ?? null,
        request.headers['if-match'],
      );
      return { payload: { count: changed.length, ticketIds: changed } };
    },
  );
}
