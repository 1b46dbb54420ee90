// The actions on one event that honour If-Match (issue 36: triage, reopen, take, assign, milestones;
// the rule: services/ticket-versions.ts checkIfMatch): the header they document, their 412 answer,
// and the answer of every route that returns the event it changed, with its ETag.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Ticket } from '@vigia/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { answerTicket } from '../services/personal-data.ts';
import { ticketNow } from '../services/ticket-access.ts';
import { etagOf, type EventAction } from '../services/ticket-versions.ts';
import { bearerSecurity, envelope, idParams, okResponses, ticketSchema } from './schemas.ts';

/** The If-Match header a route documents (its meaning differs a little: a save's, an action's). */
const ifMatchHeader = (description: string) => Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 200, description })) });

export const actionIfMatchHeader = ifMatchHeader(
  'the version the screen showed ("7"): a stale one gets 412 and the current event; absent, the action is unconditional',
);

/** PUT and PATCH /api/ticket/{id} (issue 35). */
export const saveIfMatchHeader = ifMatchHeader('the version the edit started from ("7"): a stale one gets 412');

/** A stale If-Match: 412 with the current event (and its ETag). */
export const staleResponse = { 412: envelope(ticketSchema) };

/**
 * The event in the envelope, its version as the ETag the next If-Match names: masked for the
 * caller's role, its unmasked read recorded (issue 40, services/personal-data.ts).
 */
export async function ticketAnswer(app: FastifyInstance, reply: FastifyReply, ticket: Ticket) {
  reply.header('etag', etagOf(ticket.version));
  return { payload: await answerTicket(app.db, reply.request, signedInUser(reply.request), ticket) };
}

/** After an action: the event as it is now (whoever may still see it), with its ETag. */
export async function currentTicketAnswer(app: FastifyInstance, reply: FastifyReply, id: number) {
  return ticketAnswer(app, reply, await ticketNow(app.db, id, app.clock()));
}

export interface EventActionRoute {
  method: 'POST' | 'PUT';
  url: `/api/ticket/:id/${string}`;
  tags: string[];
  summary: string;
  /** The yup schema the service validates the body with, shown in the OpenAPI document. */
  body: AnyObjectSchema;
  /** The service: checks who may, locks, honours If-Match, writes. */
  run: (app: FastifyInstance, action: EventAction) => Promise<void>;
}

/** An action on one event with a body (triage, reopen, milestone): answered with the event as it is now. */
export function eventActionRoute(fastify: FastifyInstance, { method, url, tags, summary, body, run }: EventActionRoute) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    method,
    url,
    schema: {
      tags,
      security: bearerSecurity,
      summary,
      params: idParams,
      headers: actionIfMatchHeader,
      docBody: bodyDoc(body),
      response: { ...okResponses(ticketSchema), ...staleResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      await run(app, { user: signedInUser(request), id, body: request.body, ifMatch: request.headers['if-match'] });
      return currentTicketAnswer(app, reply, id);
    },
  });
}
