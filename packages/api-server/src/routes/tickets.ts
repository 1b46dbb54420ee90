// Events: create (anonymous or signed in), read, update/close/assign (the lists: ticket-lists.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CHANNEL_WEB, INITIAL_STATUS } from '@vigia/domain';
import { createReportSchema, FOLLOW_UP_TOKEN_HEADER } from '@vigia/domain/schemas';
import { CreatedTicketIdShape } from '@vigia/domain/shapes';
import { HttpError } from '../lib/errors.ts';
import { perAddressThenCallerRateLimit } from '../lib/rate-limits.ts';
import { createIdempotency, IDEMPOTENCY_HEADER, requestHash } from '../lib/idempotency.ts';
import { isPlainObject, validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import type { TicketValues } from '../repositories/ticket-create.ts';
import { eventLabel } from '../services/assignments.ts';
import { checkClassification, eventValues, patchSchema, saveTicket, updateSchema } from '../services/tickets.ts';
import { loadVisibleTicket } from '../services/ticket-access.ts';
import { saveIfMatchHeader, staleResponse, ticketAnswer } from './if-match.ts';
import { idParams, okResponses, signedIn, ticketSchema } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

// Moved to the services (issue 35); still exported here for the routes and tests that import them.
export { eventLabel } from '../services/assignments.ts';
export { activeCloseReason, REOPEN_FIRST } from '../services/tickets.ts';

/** POST /api/ticket: the event and the new report's `injured` (issue 24). */
const reportSchema = createReportSchema();

const ticketResponse = okResponses(ticketSchema);
/** A save that names a stale version: 412 with the current event (and its ETag). */
const saveResponses = { ...ticketResponse, ...staleResponse };
const versionDoc = { version: { type: 'integer', description: 'same as If-Match: the version the edit started from' } };

export const UNCONFIRMED = 'Confirme su correo electrónico para crear eventos: siga el enlace que le enviamos al registrarse';

export async function ticketRoutes(fastify: FastifyInstance) {
  // Params and answers typed by their TypeBox schemas: a handler that answers a ticket without a
  // field of TicketShape does not compile.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const idempotent = createIdempotency(app);
  app.post(
    '/api/ticket',
    {
      // Per address for anonymous callers and open accounts together (issue 34), then per caller
      // (issue 21): both counts in one round trip (issue 36).
      preHandler: perAddressThenCallerRateLimit(
        app,
        { method: 'POST', url: '/api/ticket', name: 'create' },
        {
          staffMax: app.settings.rateLimits.staffCreatePerHour,
          othersMax: app.settings.rateLimits.anonymousCreatePerHour,
          addressMax: app.settings.rateLimits.anonymousCreatePerHour,
        },
      ),
      schema: {
        tags: ['tickets'],
        summary:
          'Create an event. Every caller gets an x-follow-up-token header (the reporter follow-up secret); anonymous callers also an x-upload-token header for its photos. The same Idempotency-Key within 24 h gets the same answer.',
        headers: { type: 'object', properties: { [IDEMPOTENCY_HEADER]: { type: 'string', maxLength: 100 } } },
        docBody: bodyDoc(reportSchema, {
          website: { type: 'string', description: 'honeypot: must be empty' },
          injured: { type: 'boolean', description: 'the reporter says people are injured: kept on the event, which starts CRITICAL' },
        }),
        response: okResponses(CreatedTicketIdShape, 201),
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
          const path = await checkClassification(app.db, input);
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
            // People injured: kept on the event (issue 37) and the top severity at once; otherwise
            // the classification's rule (trigger).
            injured: input.injured === true,
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
      const id = answer.payload;
      if (reply.statusCode === 201 && typeof id === 'number') reply.header(FOLLOW_UP_TOKEN_HEADER, app.mailLinks.followUpToken(id));
      return answer;
    },
  );

  app.get('/api/ticket/:id', { schema: signedIn('tickets', { params: idParams, response: ticketResponse }) }, async (request, reply) =>
    ticketAnswer(app, reply, await loadVisibleTicket(app.db, signedInUser(request), request.params.id, app.clock())),
  );

  // PUT and PATCH differ in their body (every field or only the changed ones) and nothing else.
  const saves = [
    {
      method: 'PUT',
      partial: false,
      docBody: bodyDoc(updateSchema, versionDoc),
      summary:
        'Update an event; statusCode CERRADO closes it. dateEvent cannot change. With If-Match (or `version`) a stale version gets 412 and the current event; without, the write is unconditional.',
    },
    {
      method: 'PATCH',
      partial: true,
      docBody: bodyDoc(patchSchema, versionDoc),
      summary:
        'Change only the fields sent (any of PUT’s but assignedToId: POST /api/ticket/assign); close with statusCode CERRADO and closeReason. With If-Match (or `version`) a stale version gets 412 and the current event.',
    },
  ] as const;
  for (const save of saves) {
    app.route({
      method: save.method,
      url: '/api/ticket/:id',
      schema: signedIn('tickets', {
        summary: save.summary,
        params: idParams,
        headers: saveIfMatchHeader,
        docBody: save.docBody,
        response: saveResponses,
      }),
      handler: async (request, reply) => {
        const ticket = await saveTicket(app, signedInUser(request), request.params.id, request.body, {
          partial: save.partial,
          ifMatch: request.headers['if-match'],
        });
        return ticketAnswer(app, reply, ticket);
      },
    });
  }
}
