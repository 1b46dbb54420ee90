// The Open511 v1 feed (issue 26): public, no sign-in, cached 30 s by browsers and proxies. Events
// in JSON (default) or XML (`?format=xml`, or `Accept: application/xml`), filtered and paged as
// the standard defines (status, severity, updated, limit/offset). Success answers are Open511
// documents, not the API's envelope; refusals (a bad filter) are the envelope like any other.
// Events are the costly answer (up to 500 rows): rendered bodies are shared for a few seconds per
// normalized query (lib/public-cache.ts) and each address is limited (issue 34).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEVERITIES, type Severity } from '@vigia/domain';
import { StringEnum } from '@vigia/domain/shapes';
import { HttpError } from '../lib/errors.ts';
import { publicCache, sendRendered } from '../lib/public-cache.ts';
import {
  OPEN511_BASE,
  OPEN511_SEVERITY,
  discoveryJson,
  discoveryXml,
  eventsJson,
  eventsXml,
  jurisdictionsJson,
  jurisdictionsXml,
  toOpen511,
  type Open511Event,
} from '../lib/open511.ts';
import { eventPoint, kmPointsLoader, roadEvents, type UpdatedFilter } from '../repositories/road-events.ts';
import { feedWorks } from '../repositories/work-feed.ts';
import { workToOpen511 } from '../feeds/open511-works.ts';

export const OPEN511_MAX_LIMIT = 500;
const DEFAULT_LIMIT = 50;
const UPDATED = /^(>=|<=|>|<)?(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?)$/;

const formatQuery = Type.Object({ format: Type.Optional(StringEnum(['json', 'xml'])) });
const eventsQuery = Type.Object({
  ...formatQuery.properties,
  status: Type.Optional(StringEnum(['ACTIVE', 'ARCHIVED', 'ALL'])),
  severity: Type.Optional(Type.String({ maxLength: 60 })),
  updated: Type.Optional(Type.String({ maxLength: 40 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: OPEN511_MAX_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
type Query = Static<typeof eventsQuery>;
/** Open511 documents, not the API's: no response schema, and none in the OpenAPI document. */
const hidden = { hide: true } as const;

function wantsXml(request: FastifyRequest<{ Querystring: { format?: string } }>): boolean {
  if (request.query.format) return request.query.format === 'xml';
  const accept = String(request.headers.accept ?? '');
  return /\b(application|text)\/xml\b/.test(accept) && !/\bapplication\/json\b/.test(accept);
}

const XML_TYPE = 'application/xml; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

function publicHeaders(reply: FastifyReply) {
  return reply.header('cache-control', 'public, max-age=30').header('vary', 'accept').header('access-control-allow-origin', '*');
}

function send(request: FastifyRequest<{ Querystring: { format?: string } }>, reply: FastifyReply, json: () => unknown, xml: () => string) {
  publicHeaders(reply);
  if (wantsXml(request)) return reply.type(XML_TYPE).send(xml());
  return reply.type(JSON_TYPE).send(JSON.stringify(json()));
}

/** Open511's severity filter (comma list) as our severities: MAJOR covers our CRITICAL too. */
function severities(value: string | undefined): Severity[] | undefined {
  if (value === undefined) return undefined;
  const wanted = value.split(',').map((v) => v.trim().toUpperCase());
  const known = ['MINOR', 'MODERATE', 'MAJOR', 'UNKNOWN'];
  if (wanted.some((v) => !known.includes(v)))
    throw new HttpError(400, 'Severidad no válida: use MINOR, MODERATE, MAJOR o UNKNOWN', 'severity');
  return SEVERITIES.filter((s) => wanted.includes(OPEN511_SEVERITY[s]));
}

const COMPARE = {
  '>': (a: number, b: number) => a > b,
  '>=': (a: number, b: number) => a >= b,
  '<': (a: number, b: number) => a < b,
  '<=': (a: number, b: number) => a <= b,
  '=': (a: number, b: number) => a === b,
};

/** The planned works (issue 41) that pass the same filters, as Open511 CONSTRUCTION events: listed before the incidents. */
function worksMatching(events: Open511Event[], query: Query, updated: UpdatedFilter | undefined): Open511Event[] {
  const wanted = query.severity?.split(',').map((v) => v.trim().toUpperCase());
  return events.filter(
    (e) => (!wanted || wanted.includes(e.severity)) && (!updated || COMPARE[updated.op](Date.parse(e.updated), updated.at.getTime())),
  );
}

function updatedFilter(value: string | undefined): UpdatedFilter | undefined {
  if (value === undefined) return undefined;
  const match = UPDATED.exec(value.trim());
  const at = match ? new Date(match[2]!) : null;
  // Years PostgreSQL and JavaScript read alike (year 0 or 5 digits would fail in the query).
  if (!match || !at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1970 || at.getUTCFullYear() > 2999) {
    throw new HttpError(400, 'Fecha de actualización no válida: use por ejemplo >2026-01-01T00:00Z', 'updated');
  }
  // The regex's group admits only the operators UpdatedFilter names.
  return { op: (match[1] as UpdatedFilter['op'] | undefined) ?? '=', at };
}

function pageUrl(query: Query, offset: number, limit: number): string {
  const params = new URLSearchParams();
  for (const key of ['format', 'status', 'severity', 'updated'] as const) if (query[key] !== undefined) params.set(key, String(query[key]));
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `${OPEN511_BASE}/events?${params.toString()}`;
}

export async function open511Routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const kmPoints = kmPointsLoader(app.db);
  const cache = publicCache({ ttlMs: app.settings.publicCacheMs, now: () => app.clock().getTime() });
  const name = () => app.settings.mail.concessionName;

  // The discovery document and the jurisdiction: small, fixed, in either format.
  const documents = [
    { path: '/', json: discoveryJson, xml: discoveryXml },
    { path: '/jurisdictions', json: jurisdictionsJson, xml: jurisdictionsXml },
  ];
  for (const document of documents) {
    app.get(`${OPEN511_BASE}${document.path}`, { schema: { ...hidden, querystring: formatQuery } }, async (request, reply) =>
      send(
        request,
        reply,
        () => document.json(name()),
        () => document.xml(name()),
      ),
    );
  }

  app.get(
    `${OPEN511_BASE}/events`,
    {
      config: { rateLimit: { max: app.settings.rateLimits.publicFeedPerMinute, timeWindow: '1 minute' } },
      schema: {
        ...hidden,
        querystring: eventsQuery,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const limit = query.limit ?? DEFAULT_LIMIT;
      const offset = query.offset ?? 0;
      // Refusals first: a bad filter is never looked up nor kept.
      const filters = { severities: severities(query.severity), updated: updatedFilter(query.updated) };
      const xml = wantsXml(request);
      // Everything the body depends on (the page links repeat the given filters as written), and
      // nothing else: unknown parameters cannot make a fresh key.
      const key = JSON.stringify([xml, query.format, query.status, query.severity, query.updated, limit, offset]);
      const rendered = await cache.get(key, async () => {
        const now = app.clock();
        const table = await kmPoints();
        // Works are never ARCHIVED: an ended one leaves the feed (no read for that status).
        const works =
          query.status === 'ARCHIVED'
            ? []
            : worksMatching(
                (await feedWorks(app.db, now)).flatMap((work) => workToOpen511(work, table) ?? []),
                query,
                filters.updated,
              );
        const worksOnPage = works.slice(offset, offset + limit);
        // One more than the page, to know whether there is a next one.
        const rows = await roadEvents(app.db, {
          status: query.status ?? 'ACTIVE',
          ...filters,
          limit: limit + 1 - worksOnPage.length,
          offset: Math.max(0, offset - works.length),
          now,
        });
        const events = [
          ...worksOnPage,
          ...rows.slice(0, limit - worksOnPage.length).flatMap((row): Open511Event[] => {
            const point = eventPoint(table, row);
            return point ? [toOpen511(row, point)] : [];
          }),
        ];
        const page = {
          self: pageUrl(query, offset, limit),
          offset,
          next: works.length > offset + limit || worksOnPage.length + rows.length > limit ? pageUrl(query, offset + limit, limit) : null,
          previous: offset > 0 ? pageUrl(query, Math.max(0, offset - limit), limit) : null,
        };
        return xml ? eventsXml(events, page) : JSON.stringify(eventsJson(events, page));
      });
      return sendRendered(request, publicHeaders(reply), rendered!, xml ? XML_TYPE : JSON_TYPE);
    },
  );
}
