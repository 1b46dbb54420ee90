// Issue 40, need to know: reveal an event's reporter data (with a reason, recorded) and the
// administrator's reading of the personal data access log.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PersonalDataAccessShape, RevealedPersonalDataShape } from '@vigia/domain/shapes';
import { revealSchema } from '@vigia/domain/schemas';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { badRequest } from '../lib/errors.ts';
import { pageRequest } from '../lib/paging.ts';
import { validateBody } from '../lib/validate.ts';
import { listPersonalDataAccess } from '../repositories/personal-data-access.ts';
import { revealPersonalData, routeOf } from '../services/personal-data.ts';
import { idParams, MAX_ID, okResponses, pagedOf, pageProperties, signedIn } from './schemas.ts';

const body = revealSchema();
const INVALID_RANGE = 'La fecha inicial debe ser anterior a la final';

export async function privacyAccessRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/ticket/:id/reveal',
    {
      schema: signedIn('privacy', {
        summary:
          "The reporter's personal data of an event unmasked (name, e-mail, phone, document, plate, address, injured), for a role whose table allows it; `reason` (10–500 characters) is recorded in the access log with who and when",
        params: idParams,
        docBody: bodyDoc(body),
        response: okResponses(RevealedPersonalDataShape),
      }),
    },
    async (request, reply) => {
      const { reason } = await validateBody(body, request.body);
      reply.header('cache-control', 'no-store');
      const revealed = await revealPersonalData(app.db, signedInUser(request), request.params.id, reason, routeOf(request), app.clock());
      return { payload: revealed };
    },
  );

  app.get(
    '/api/privacy/access-log',
    {
      schema: signedIn('privacy', {
        summary:
          'ADMIN: every read of unmasked personal data, newest first: who, when, which events, which fields, why (a reveal’s reason, else the route). Filters: ticketId, userId, from (inclusive), to (exclusive)',
        querystring: Type.Object({
          ...pageProperties,
          ticketId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
          userId: Type.Optional(Type.String({ format: 'uuid' })),
          from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
          to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
        }),
        response: okResponses(pagedOf(PersonalDataAccessShape)),
      }),
    },
    async (request, reply) => {
      const { ticketId, userId, from, to } = request.query;
      if (from && to && Date.parse(from) >= Date.parse(to)) throw badRequest(INVALID_RANGE, 'from');
      reply.header('cache-control', 'no-store');
      return { payload: await listPersonalDataAccess(app.db, { ticketId, userId, from, to }, pageRequest(request.query)) };
    },
  );
}
