// Every channel in (issue 39): the channel list, the SOS posts (a post's number → km and carriageway;
// ADMIN's CSV import, all or nothing, If-Match on the table's version) and the control room's own
// creation, POST /api/ticket/staff ("Nueva llamada").
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SosPostTable } from '@vigia/domain';
import { parseSosPostsCsv, SOS_CSV_MAX_BYTES } from '@vigia/domain/location';
import { ChannelShape, ClassificationChoiceShape, CreatedTicketIdShape, SosPostShape, SosPostTableShape } from '@vigia/domain/shapes';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { createIdempotency, IDEMPOTENCY_HEADER, requestHash } from '../lib/idempotency.ts';
import { CSV_REQUIRED, csvBodySchema } from '../lib/csv-body.ts';
import { perCallerRateLimit } from '../lib/rate-limits.ts';
import { validateBody } from '../lib/validate.ts';
import { findSosPost, listChannels, listClassificationChoices, replaceSosPosts, sosPostTable } from '../repositories/call-taking.ts';
import { createStaffTicket, staffEventSchema, STAFF_MESSAGES } from '../services/staff-tickets.ts';
import { staleVersion, versionCondition } from '../services/ticket-versions.ts';
import { UNCONFIRMED } from './tickets.ts';
import { envelope, okResponses, signedIn } from './schemas.ts';
import { listRoute } from './create-route.ts';

const csvBody = csvBodySchema(SOS_CSV_MAX_BYTES);
export const SOS_STALE =
  'Otro administrador importó la tabla de postes SOS mientras usted preparaba la suya: revísela e impórtela de nuevo';
const sosParams = Type.Object({ number: Type.Integer({ minimum: 1, maximum: 99_999 }) });
const ifMatch = Type.Object({
  'if-match': Type.Optional(
    Type.String({ maxLength: 200, description: 'the table version the import was prepared on ("3"): another import since gets 412' }),
  ),
});

/** The table in the envelope, its version as the ETag an import names in If-Match. */
function tableAnswer(reply: FastifyReply, table: SosPostTable) {
  reply.header('etag', `"${table.version}"`);
  return { payload: table };
}

export async function callTakingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const idempotent = createIdempotency(app);
  // text/csv is read as a string, under the app's body limit (as the km-post import does).
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // The same for everyone, changed only by a migration.
  listRoute(app, {
    url: '/api/ticket/channel',
    tag: 'lookups',
    summary: 'How an event reached the control room: code and Spanish name',
    access: 'public',
    cacheSeconds: 300,
    shape: ChannelShape,
    list: listChannels,
  });
  listRoute(app, {
    url: '/api/ticket/classification',
    tag: 'lookups',
    summary: 'Every classification with its subcategory and category (the call-taker searches them by typing)',
    access: 'public',
    cacheSeconds: 300,
    shape: ClassificationChoiceShape,
    list: listClassificationChoices,
  });

  app.get(
    '/api/location/sos',
    {
      schema: signedIn('location', {
        summary: 'The SOS posts in use (number → km and carriageway); ETag: its version',
        response: okResponses(SosPostTableShape),
      }),
    },
    async (_request, reply) => tableAnswer(reply, await sosPostTable(app.db)),
  );

  app.get(
    '/api/location/sos/:number',
    {
      schema: signedIn('location', {
        summary: 'One SOS post by its number (404 when there is none)',
        params: sosParams,
        response: okResponses(SosPostShape),
      }),
    },
    async (request) => {
      const post = await findSosPost(app.db, request.params.number);
      if (!post) throw notFound(STAFF_MESSAGES.unknownPost);
      return { payload: post };
    },
  );

  app.post(
    '/api/location/sos',
    {
      schema: signedIn('location', {
        summary:
          'Replace the SOS posts from CSV (text/csv, or JSON { csv }): number,kilometer,orientation; all or nothing; If-Match: the version it was prepared on',
        consumes: ['text/csv', 'application/json'],
        headers: ifMatch,
        docBody: bodyDoc(csvBody),
        response: { ...okResponses(SosPostTableShape), 412: envelope(SosPostTableShape) },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const { csv } = typeof body === 'string' ? { csv: body } : await validateBody(csvBody, body);
      if (csv.length > SOS_CSV_MAX_BYTES) throw new HttpError(400, `El archivo supera el máximo de ${SOS_CSV_MAX_BYTES / 1024} KB`, 'csv');
      if (csv.trim() === '') throw new HttpError(400, CSV_REQUIRED, 'csv');
      // If-Match only: the body is the file, it carries no version.
      const condition = versionCondition(request.headers['if-match'], null);
      const parsed = parseSosPostsCsv(csv);
      if (!parsed.ok)
        throw HttpError.fromErrors(
          400,
          parsed.errors.map((e) => ({ field: 'csv', message: e.message })),
        );
      const result = await replaceSosPosts(app.db, parsed.posts, condition);
      if (!result.ok) throw staleVersion(SOS_STALE, result.current);
      request.log.info({ posts: parsed.posts.length }, 'SOS post table imported');
      return tableAnswer(reply, result.table);
    },
  );

  app.post(
    '/api/ticket/staff',
    {
      config: { rateLimit: perCallerRateLimit(app.settings.rateLimits.staffCreatePerHour, app.settings.rateLimits.anonymousCreatePerHour) },
      schema: signedIn('tickets', {
        summary:
          'The control room logs an event heard or seen ("Nueva llamada"): its channel, km and direction or an SOS post, classification, injured, lanes blocked, a note, the caller if given. A DRIVER logs only PATROL. The same Idempotency-Key within 24 h gets the same answer.',
        headers: { type: 'object', properties: { [IDEMPOTENCY_HEADER]: { type: 'string', maxLength: 100 } } },
        docBody: bodyDoc(staffEventSchema),
        response: okResponses(CreatedTicketIdShape, 201),
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // A self-registered account proves its e-mail first, as for the public creation (issue 25).
      if (!user.emailConfirmed) throw new HttpError(403, UNCONFIRMED, 'email');
      return idempotent(
        request,
        reply,
        'POST /api/ticket/staff',
        () => requestHash(request.body),
        async () => ({ statusCode: 201, payload: { payload: await createStaffTicket(app, user, request.body) } }),
      );
    },
  );
}
