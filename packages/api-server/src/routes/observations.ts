// The Inspección Fiscal's observations (issue 40 item 2). Rules: services/observations.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { OBSERVATION_STATES } from '@vigia/domain';
import { ObservationShape, StringEnum } from '@vigia/domain/shapes';
import { observationReplySchema, observationResolveSchema, observationSchema } from '@vigia/domain/schemas';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { pageRequest } from '../lib/paging.ts';
import { listObservations } from '../repositories/observations.ts';
import { openObservation, replyToObservation, resolveObservation } from '../services/observations.ts';
import { etagOf } from '../services/ticket-versions.ts';
import { actionIfMatchHeader } from './if-match.ts';
import { envelope, idParams, MAX_ID, okResponses, pagedOf, pageProperties, signedIn } from './schemas.ts';

const stepResponses = { ...okResponses(ObservationShape), 412: envelope(ObservationShape) };

export async function observationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/observations',
    {
      schema: signedIn('observations', {
        summary: 'Observations of the Inspección Fiscal, newest first; by state and event',
        querystring: Type.Object({
          ...pageProperties,
          state: Type.Optional(StringEnum(OBSERVATION_STATES)),
          ticketId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
        }),
        response: okResponses(pagedOf(ObservationShape)),
      }),
    },
    async (request) => {
      const { state, ticketId } = request.query;
      return { payload: await listObservations(app.db, { state, ticketId }, pageRequest(request.query)) };
    },
  );

  app.post(
    '/api/observations',
    {
      schema: signedIn('observations', {
        summary:
          'INSPECTOR: open an observation on an event (optionally citing a standard, with a proposed fine in UTM); in the event’s history; mailed to the concession (SUPERVISOR and ADMIN with mail notices)',
        docBody: bodyDoc(observationSchema()),
        response: okResponses(ObservationShape, 201),
      }),
    },
    async (request, reply) => {
      const observation = await openObservation(app, signedInUser(request), request.body);
      reply.code(201).header('etag', etagOf(observation.version));
      return { payload: observation };
    },
  );

  // The two steps on an observation: the same shape, each with its own body and rule.
  const steps = [
    {
      step: 'reply',
      summary:
        'SUPERVISOR, ADMIN: the concession’s one answer to an OPEN observation (409 otherwise), optionally citing files attached to the event; If-Match or `version`: 412 when stale; mailed to the Inspección Fiscal (INSPECTOR_EMAIL)',
      schema: observationReplySchema,
      run: replyToObservation,
    },
    {
      step: 'resolve',
      summary:
        'INSPECTOR: resolve an OPEN or ANSWERED observation as UPHELD or DISMISSED with its reason. The version read is required (If-Match or `version`; 428 without): an answer written since gets 412 with the current observation; a resolved one 409. Mailed to the concession',
      schema: observationResolveSchema,
      run: resolveObservation,
    },
  ] as const;
  for (const { step, summary, schema, run } of steps) {
    app.post(
      `/api/observations/:id/${step}`,
      {
        schema: signedIn('observations', {
          summary,
          params: idParams,
          headers: actionIfMatchHeader,
          docBody: bodyDoc(schema()),
          response: stepResponses,
        }),
      },
      async (request, reply) => {
        const observation = await run(app, signedInUser(request), request.params.id, request.body, request.headers['if-match']);
        reply.header('etag', etagOf(observation.version));
        return { payload: observation };
      },
    );
  }
}
