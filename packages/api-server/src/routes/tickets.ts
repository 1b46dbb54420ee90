// Events: create (anonymous or signed in), read, update/close/assign (the lists: ticket-lists.ts).
import type { FastifyInstance } from 'fastify';
import { string } from 'yup';
import { CHANNEL_WEB, CLOSED_STATUS, INITIAL_STATUS, type EventSchemaOutput, type Ticket } from '@vigia/domain';
import { createEventSchema, createReportSchema, FOLLOW_UP_TOKEN_HEADER, SPANISH_MESSAGES } from '@vigia/domain/schemas';
import { badRequest, forbidden, HttpError, MESSAGES } from '../lib/errors.ts';
import { sanitizeDescription } from '../lib/sanitize.ts';
import { perAddressRateLimit, perCallerRateLimit } from '../lib/rate-limits.ts';
import { createIdempotency, IDEMPOTENCY_HEADER, requestHash } from '../lib/idempotency.ts';
import { isPlainObject, validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { classificationPath, statusExists } from '../repositories/lookups.ts';
import { STORED_INPUT_FIELDS, type StoredInputField, type TicketValues } from '../repositories/ticket-create.ts';
import type { TicketChanges } from '../repositories/ticket-history.ts';
import { updateTicket } from '../repositories/tickets.ts';
import { findCloseReason } from '../repositories/triage-lists.ts';
import { findActiveUser } from '../repositories/users.ts';
import { loadEditableTicket, loadVisibleTicket } from './ticket-access.ts';
import { idParams, okResponses, ticketSchema, type IdParams } from './schemas.ts';

const security = [{ bearer: [] }];
// Built once: a yup schema is immutable and validating with it keeps no state (the date check reads
// the clock on each call), while building one per request cost measurable time under load.
const eventSchema = createEventSchema();
/** POST /api/ticket: the event and the new report's `injured` (issue 24). */
const reportSchema = createReportSchema();
const updateSchema = eventSchema.shape({
  statusCode: string().typeError(MESSAGES.invalidValue).trim().required('Este campo es requerido').max(30, 'Máximo 30 caracteres'),
  assignedToId: string()
    .typeError(MESSAGES.invalidValue)
    .max(36, 'Identificador no válido')
    .uuid('Identificador no válido')
    .nullable()
    .default(null),
  // Required when the update closes the event (checked against the active reasons below).
  closeReason: string().typeError(MESSAGES.invalidValue).trim().max(50, MESSAGES.invalidValue).nullable().default(null),
});

type EventInput = EventSchemaOutput;

/** Checks the classification belongs to the category and subcategory the form sent. */
async function checkClassification(app: FastifyInstance, input: EventInput) {
  const path = await classificationPath(app.db, input.classificationId);
  if (!path) throw badRequest('La clasificación no existe', 'classificationId');
  if (path.categoryCode !== input.category || path.subcategoryId !== input.subcategory) {
    throw badRequest('La clasificación no corresponde a la categoría y subcategoría', 'classificationId');
  }
  return path;
}

/** The stored fields an update may change: all but dateEvent, fixed at creation (SPEC §4). */
type EditableField = Exclude<StoredInputField, 'dateEvent'>;
const EDITABLE_FIELDS = STORED_INPUT_FIELDS.filter((field): field is EditableField => field !== 'dateEvent');

function eventValues(input: EventInput) {
  const values = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, input[field]])) as Pick<EventInput, EditableField>;
  return { ...values, description: sanitizeDescription(input.description), realAddress: input.realAddress ?? '' };
}

const ticketResponse = okResponses(ticketSchema);

export const REOPEN_FIRST = 'El evento está cerrado: reábralo indicando el motivo para cambiar su estado';

/** The category and km a notification names ("Accidente, km 485"). */
export const eventLabel = (ticket: Pick<Ticket, 'categoryName' | 'kilometer'>) => `${ticket.categoryName}, km ${ticket.kilometer}`;

/** The reason an update that closes the event gives: required, and one of the active ones. */
export async function activeCloseReason(app: FastifyInstance, code: string | null | undefined): Promise<string> {
  if (!code) throw badRequest(SPANISH_MESSAGES.closeReasonRequired, 'closeReason');
  const reason = await findCloseReason(app.db, code);
  if (!reason || !reason.active) throw badRequest(MESSAGES.invalidValue, 'closeReason');
  return reason.code;
}

export const UNCONFIRMED = 'Confirme su correo electrónico para crear eventos: siga el enlace que le enviamos al registrarse';

export async function ticketRoutes(app: FastifyInstance) {
  const idempotent = createIdempotency(app);
  app.post(
    '/api/ticket',
    {
      config: {
        rateLimit: perCallerRateLimit(app.settings.rateLimits.staffCreatePerHour, app.settings.rateLimits.anonymousCreatePerHour),
      },
      // And per address for anonymous callers and open accounts together (issue 34).
      preHandler: perAddressRateLimit(app, 'create', app.settings.rateLimits.anonymousCreatePerHour),
      schema: {
        tags: ['tickets'],
        summary:
          'Create an event. Every caller gets an x-follow-up-token header (the reporter follow-up secret); anonymous callers also an x-upload-token header for its photos. The same Idempotency-Key within 24 h gets the same answer.',
        headers: { type: 'object', properties: { [IDEMPOTENCY_HEADER]: { type: 'string', maxLength: 100 } } },
        docBody: bodyDoc(reportSchema, {
          website: { type: 'string', description: 'honeypot: must be empty' },
          injured: { type: 'boolean', description: 'the reporter says people are injured: the event starts CRITICAL' },
        }),
        response: okResponses({ type: ['integer', 'null'] }, 201),
      },
    },
    async (request, reply) => {
      const answer = await idempotent(
        request,
        reply,
        'POST /api/ticket',
        () => requestHash(request.body),
        async () => {
          const body = request.body;
          // Honeypot: humans never see the `website` field. Bots that fill it get the same 201 but
          // nothing is stored and no id or upload token is given.
          if (isPlainObject(body) && typeof body['website'] === 'string' && body['website'].trim() !== '') {
            request.log.info('honeypot field filled: event discarded');
            return { statusCode: 201, payload: { payload: null } };
          }
          const input = await validateBody(reportSchema, body);
          const path = await checkClassification(app, input);
          const user = request.user;
          // A self-registered account proves its e-mail before it reports (issue 25).
          if (user && !user.emailConfirmed) throw new HttpError(403, UNCONFIRMED, 'email');
          const values: TicketValues = {
            ...eventValues(input),
            dateEvent: input.dateEvent,
            channelCode: CHANNEL_WEB,
            statusCode: INITIAL_STATUS,
            assignedToId: null,
            createdById: user?.id ?? null,
            // People injured: the top severity at once; otherwise the classification's rule (trigger).
            ...(input.injured ? { severity: 'CRITICAL' as const } : {}),
          };
          // Event, history and the supervisors' notifications in one statement (issue #7: throughput).
          const { id } = await app.ticketWriter.write({
            values,
            actorId: user?.id ?? null,
            notice: {
              role: 'SUPERVISOR',
              type: 'EVENT_CREATED',
              before: 'Nuevo evento #',
              after: ` (${eventLabel({ categoryName: path.categoryName, kilometer: input.kilometer })}) en ${input.commune}`,
            },
          });
          // A replay hands out the same upload token (issue 24): the reporter's queued photos use it.
          const headers: Record<string, string> = user ? {} : { 'x-upload-token': await app.tokens.signUpload(id) };
          return { statusCode: 201, payload: { payload: id }, headers };
        },
      );
      // Issue 34: the reporter's follow-up secret, derived from the id (never stored with the
      // idempotent answer), so a replay hands out the same one. The honeypot's null gets none.
      const id = (answer as { payload?: unknown } | null)?.payload;
      if (reply.statusCode === 201 && typeof id === 'number') reply.header(FOLLOW_UP_TOKEN_HEADER, app.mailLinks.followUpToken(id));
      return answer;
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/ticket/:id',
    { schema: { tags: ['tickets'], security, params: idParams, response: ticketResponse } },
    async (request) => {
      const { id } = request.params;
      return { payload: await loadVisibleTicket(app.db, request.user!, id, app.clock()) };
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/ticket/:id',
    {
      schema: {
        tags: ['tickets'],
        security,
        summary: 'Update an event; statusCode CERRADO closes it. dateEvent cannot change.',
        params: idParams,
        docBody: bodyDoc(updateSchema),
        response: ticketResponse,
      },
    },
    async (request) => {
      const user = request.user!;
      const { id } = request.params;
      const current = await loadEditableTicket(app.db, user, id);
      const manager = user.role === 'SUPERVISOR' || user.role === 'ADMIN';
      const wasClosed = current.statusCode === CLOSED_STATUS;
      if (wasClosed && !manager) throw new HttpError(409, MESSAGES.ticketClosed);
      if (!isPlainObject(request.body)) throw badRequest(MESSAGES.invalidBody);

      // dateEvent is fixed after creation: accept it unchanged (to the minute) or absent.
      const body = { ...request.body };
      if (body['dateEvent'] !== undefined && body['dateEvent'] !== null && body['dateEvent'] !== '') {
        const sent = new Date(String(body['dateEvent'])).getTime();
        if (Number.isNaN(sent) || Math.abs(sent - Date.parse(current.dateEvent)) >= 60_000) {
          throw badRequest(MESSAGES.dateEventLocked, 'dateEvent');
        }
      }
      body['dateEvent'] = current.dateEvent;
      if (body['assignedToId'] === '') body['assignedToId'] = null;

      // A RUT or e-mail stored before the issue-24 rules is not refused again.
      const input = await validateBody(updateSchema, body, { stored: { rut: current.rut, email: current.email } });
      await checkClassification(app, input);
      if (!(await statusExists(app.db, input.statusCode))) throw badRequest(MESSAGES.invalidValue, 'statusCode');
      const assignedToId = input.assignedToId ?? null;
      if (assignedToId !== current.assignedToId) {
        if (!manager) throw forbidden(); // only supervisors and admins assign
        if (assignedToId) {
          const assignee = await findActiveUser(app.db, assignedToId);
          if (!assignee || assignee.role !== 'OPERATOR') throw badRequest('El operador no existe o no está habilitado', 'assignedToId');
        }
      }
      // A driver may only close their event, not move it through the workflow.
      if (user.role === 'DRIVER' && input.statusCode !== current.statusCode && input.statusCode !== CLOSED_STATUS) throw forbidden();
      // A closed event is worked again only through reopen, which asks why (issue 23).
      if (wasClosed && input.statusCode !== CLOSED_STATUS) throw new HttpError(409, REOPEN_FIRST, 'statusCode');
      const closing = !wasClosed && input.statusCode === CLOSED_STATUS;
      const closeReason = closing ? await activeCloseReason(app, input.closeReason) : current.closeReason;

      const next = { ...eventValues(input), statusCode: input.statusCode, assignedToId, closeReason };
      const changes: TicketChanges = {};
      for (const [key, value] of Object.entries(next)) {
        const before = current[key as keyof Ticket];
        if (before !== value) changes[key] = [before ?? null, value];
      }
      await updateTicket(app.db, id, next, changes, user.id, app.clock());

      if (changes['assignedToId'] && assignedToId) {
        await app.notify([assignedToId], 'EVENT_ASSIGNED', id, `Se le asignó el evento #${id} (${eventLabel(current)})`, user.id);
      }
      if (changes['statusCode']) {
        const closed = input.statusCode === CLOSED_STATUS;
        // The reporter and the operator working on it (never the person who made the change;
        // an operator assigned by this very update already got EVENT_ASSIGNED).
        await app.notify(
          [current.createdById, changes['assignedToId'] ? null : assignedToId],
          closed ? 'EVENT_CLOSED' : 'STATUS_CHANGED',
          id,
          closed
            ? `El evento #${id} (${eventLabel(current)}) fue cerrado`
            : `El evento #${id} (${eventLabel(current)}) cambió de estado a ${input.statusCode}`,
          user.id,
        );
      }
      return { payload: await loadVisibleTicket(app.db, { ...user, role: 'ADMIN' }, id, app.clock()) };
    },
  );
}
