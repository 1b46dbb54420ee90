// Assignments (see README "Assignments"): who works on which open event.
//   GET  /api/ticket/assignment          open events to assign (OPERATOR: unassigned + their own)
//   POST /api/ticket/:id/take            OPERATOR: an unassigned open event becomes theirs
//   POST /api/ticket/:id/release         OPERATOR: one of their events goes back to unassigned
//   POST /api/ticket/assign              SUPERVISOR/ADMIN: several events to one operator (or none)
// PUT /api/ticket/:id with assignedToId stays the single-event path for SUPERVISOR/ADMIN.
// Only enabled OPERATOR users can be assignees; closed events are never (re)assigned.
import type { FastifyInstance } from 'fastify';
import { array, number, object, string } from 'yup';
import { CLOSED_STATUS, type AssignmentFilter } from '@vigia/domain';
import { badRequest, HttpError, MESSAGES, notFound } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { getTicket, listAssignable, setAssignee, ticketsByIds } from '../repositories/tickets.ts';
import { findActiveUser } from '../repositories/users.ts';
import { loadVisibleTicket } from './ticket-access.ts';
import { idParams, MAX_ID, okResponses, pageProperties, pagedOf, ticketSchema, type IdParams } from './schemas.ts';

const security = [{ bearer: [] }];
export const MAX_BULK_ASSIGN = 100;

export const ASSIGN_MESSAGES = {
  notOperator: 'El operador no existe o no está habilitado',
  alreadyAssigned: 'El evento ya está asignado a otro operador',
  notYours: 'El evento no está asignado a usted',
  closed: 'El evento está cerrado',
} as const;

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

export async function assignmentRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page?: number; size?: number; filter?: AssignmentFilter } }>(
    '/api/ticket/assignment',
    {
      schema: {
        tags: ['assignments'],
        security,
        summary: 'Open events for the assignments screen (OPERATOR: the unassigned ones and their own)',
        querystring: {
          type: 'object',
          properties: { ...pageProperties, filter: { type: 'string', enum: ['all', 'unassigned', 'assigned'], default: 'all' } },
        },
        response: okResponses(pagedOf(ticketSchema)),
      },
    },
    async (request) => {
      const query = request.query;
      return { payload: await listAssignable(app.db, request.user!, query.filter ?? 'all', pageRequest(query)) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/take',
    {
      schema: {
        tags: ['assignments'],
        security,
        summary: 'OPERATOR: assign an unassigned open event to myself',
        params: idParams,
        response: okResponses(ticketSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const { id } = request.params;
      const ticket = await getTicket(app.db, id);
      // Visible to an operator: their own, or unassigned and open (what the assignments list shows).
      if (!ticket || (ticket.assignedToId !== null && ticket.assignedToId !== user.id)) {
        if (ticket && ticket.statusCode !== CLOSED_STATUS) throw new HttpError(409, ASSIGN_MESSAGES.alreadyAssigned);
        throw notFound(MESSAGES.ticketNotFound);
      }
      if (ticket.statusCode === CLOSED_STATUS) throw new HttpError(409, ASSIGN_MESSAGES.closed);
      await setAssignee(app.db, [ticket], user.id, user.id, 'TAKEN', app.clock());
      return { payload: await loadVisibleTicket(app.db, user, id) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/release',
    {
      schema: {
        tags: ['assignments'],
        security,
        summary: 'OPERATOR: give back one of my events (it becomes unassigned)',
        params: idParams,
        response: okResponses(ticketSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      const { id } = request.params;
      const ticket = await getTicket(app.db, id);
      if (!ticket) throw notFound(MESSAGES.ticketNotFound);
      if (ticket.assignedToId !== user.id) throw new HttpError(409, ASSIGN_MESSAGES.notYours);
      if (ticket.statusCode === CLOSED_STATUS) throw new HttpError(409, ASSIGN_MESSAGES.closed);
      await setAssignee(app.db, [ticket], null, user.id, 'RELEASED');
      return { payload: (await getTicket(app.db, id))! };
    },
  );

  app.post(
    '/api/ticket/assign',
    {
      schema: {
        tags: ['assignments'],
        security,
        summary: 'SUPERVISOR/ADMIN: assign several open events to one operator (assignedToId null unassigns); all or nothing',
        docBody: bodyDoc(bulkBody),
        response: okResponses({
          type: 'object',
          properties: { count: { type: 'integer' }, ticketIds: { type: 'array', items: { type: 'integer' } } },
        }),
      },
    },
    async (request) => {
      const user = request.user!;
      const input = await validateBody(bulkBody, request.body);
      const assignedToId = input.assignedToId ?? null;
      if (assignedToId) {
        const assignee = await findActiveUser(app.db, assignedToId);
        if (!assignee || assignee.role !== 'OPERATOR') throw badRequest(ASSIGN_MESSAGES.notOperator, 'assignedToId');
      }
      const ids = [...new Set(input.ticketIds)];
      const current = await ticketsByIds(app.db, ids);
      if (current.length !== ids.length) throw notFound(MESSAGES.ticketNotFound);
      const closed = current.find((t) => t.statusCode === CLOSED_STATUS);
      if (closed) throw new HttpError(409, `${ASSIGN_MESSAGES.closed} (#${closed.id})`, 'ticketIds');
      const changed = await setAssignee(app.db, current, assignedToId, user.id, 'UPDATED', app.clock());
      if (assignedToId) {
        for (const id of changed) await app.notify([assignedToId], 'EVENT_ASSIGNED', id, `Se le asignó el evento #${id}`, user.id);
      }
      return { payload: { count: changed.length, ticketIds: changed } };
    },
  );
}
