// Where am I (issue 24): the km-post reference table (public, so the form caches it and locates
// offline), a position located on it (public, rate limited per IP), and ADMIN's CSV import, which
// names the table's version it was prepared on (If-Match: 428 without, 412 when another came first).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { KmReferenceTable } from '@vigia/domain';
import { buildKmReference, KM_CSV_MAX_BYTES, locateKm, parseKmPostsCsv, type KmPost } from '@vigia/domain/location';
import { KmLocationShape, KmReferenceTableShape } from '@vigia/domain/shapes';
import { bodyDoc } from '../lib/body-doc.ts';
import { CSV_REQUIRED, csvBodySchema } from '../lib/csv-body.ts';
import { HttpError } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { kmReferenceSource, listKmPosts, replaceKmPosts, type KmReferenceSource } from '../repositories/location.ts';
import { versionCondition } from '../services/ticket-versions.ts';
import { envelope, errorResponse, okResponses, signedIn } from './schemas.ts';

const csvBody = csvBodySchema(KM_CSV_MAX_BYTES);

const kmQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  heading: Type.Optional(Type.Number({ minimum: 0, maximum: 360, description: 'degrees clockwise from north, when moving' })),
});
const ifMatchHeader = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'required: the table version the import was prepared on ("3"); another import since gets 412',
    }),
  ),
});
export const KM_IF_MATCH_REQUIRED = 'Indique la versión de la tabla sobre la que preparó la importación (cabecera If-Match)';
export const KM_STALE =
  'Otro administrador importó la tabla de postes kilométricos mientras usted preparaba la suya: revise la tabla actual';

/** The machine-readable reason of a 422 (the envelope keeps `payload: null` for every 4xx). */
export const LOCATION_REASON_HEADER = 'x-location-reason';

type Table = { source: KmReferenceSource | null; posts: KmPost[]; reference: ReturnType<typeof buildKmReference> };

export async function locationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The table changes only by import: kept per instance and reloaded when its source row says it
  // changed (one small read per request), so an import on another instance is seen at once.
  let cached: Table | null = null;
  const table = async (): Promise<Table> => {
    const source = await kmReferenceSource(app.db);
    if (!cached || cached.source?.updatedAt !== source?.updatedAt || cached.source?.version !== source?.version) {
      const posts = await listKmPosts(app.db);
      cached = { source, posts, reference: buildKmReference(posts) };
    }
    return cached;
  };
  const referencePayload = ({ source, posts }: Table): KmReferenceTable => ({
    approximate: source?.approximate ?? false,
    updatedAt: source?.updatedAt ?? null,
    version: source?.version ?? 0,
    posts,
  });
  /** The table in the envelope, its version as the ETag an import names in If-Match. */
  const tableAnswer = (reply: FastifyReply, current: Table) => {
    const payload = referencePayload(current);
    reply.header('etag', `"${payload.version}"`);
    return { payload };
  };

  app.get(
    '/api/location/reference',
    {
      schema: {
        tags: ['location'],
        summary: 'The km-post reference table in use (km, lat, lon per carriageway)',
        response: okResponses(KmReferenceTableShape),
      },
    },
    async (_request, reply) => {
      // The same for everyone and rarely changed: a browser or proxy may keep it a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return tableAnswer(reply, await table());
    },
  );

  app.get(
    '/api/location/km',
    {
      config: { rateLimit: { max: app.settings.rateLimits.locationPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['location'],
        summary: 'A position as kilometre, direction and commune (422 with the reason when it is not on the route)',
        querystring: kmQuery,
        // 422: not on the route; the Spanish reason in `errors`, its code in x-location-reason.
        response: { ...okResponses(KmLocationShape), 422: errorResponse },
      },
    },
    async (request, reply) => {
      const { lat, lon, heading } = request.query;
      const result = locateKm((await table()).reference, { lat, lon, heading: heading ?? null });
      if (!result.ok) {
        reply.header(LOCATION_REASON_HEADER, result.reason);
        throw new HttpError(422, result.message, 'location');
      }
      const { kilometer, orientation, commune, distanceMeters } = result;
      return { payload: { kilometer, orientation, commune, distanceMeters } };
    },
  );

  // text/csv is read as a string, under the app's body limit.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/location/reference',
    {
      schema: signedIn('location', {
        summary:
          'Replace the km-post table from CSV (text/csv, or JSON { csv }): km,lat,lon,carriageway; all or nothing; If-Match (required): the version it was prepared on',
        consumes: ['text/csv', 'application/json'],
        headers: ifMatchHeader,
        docBody: bodyDoc(csvBody),
        response: { ...okResponses(KmReferenceTableShape), 412: envelope(KmReferenceTableShape), 428: errorResponse },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const { csv } = typeof body === 'string' ? { csv: body } : await validateBody(csvBody, body);
      if (csv.trim() === '') throw new HttpError(400, CSV_REQUIRED, 'csv');
      const parsed = parseKmPostsCsv(csv);
      if (!parsed.ok)
        throw HttpError.fromErrors(
          400,
          parsed.errors.map((e) => ({ field: 'csv', message: e.message })),
        );
      // The file is checked first (its errors help whatever the version); then the version it names.
      const header = request.headers['if-match'];
      if (header === undefined || header.trim() === '') throw new HttpError(428, KM_IF_MATCH_REQUIRED);
      const result = await replaceKmPosts(app.db, parsed.posts, versionCondition(header, null));
      if (!result.ok) {
        const error = new HttpError(412, KM_STALE);
        const current = await table();
        error.payload = referencePayload(current);
        error.headers = { etag: `"${current.source?.version ?? 0}"` };
        throw error;
      }
      request.log.info({ posts: parsed.posts.length, version: result.source.version }, 'km-post table imported');
      return tableAnswer(reply, await table());
    },
  );
}
