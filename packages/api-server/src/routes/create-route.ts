// Routes of one kind, declared once: those that make one thing from a body (a log entry, a handover,
// a standard: the service validates, decides and writes; the route answers 201 with what was made),
// those that answer a whole list (reference data, the operators), and the lists about one event.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import type { Db } from '../db/client.ts';
import type { AuthUser } from '../repositories/users.ts';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { bearerSecurity, idParams, okResponses, signedIn, type IdParams } from './schemas.ts';

export interface CreateRoute<S extends TSchema> {
  url: `/api/${string}`;
  tags: string[];
  summary: string;
  /** The yup schema the service validates the body with, shown in the OpenAPI document. */
  body: AnyObjectSchema;
  /** What the answer's payload is. */
  shape: S;
  run: (app: FastifyInstance, user: AuthUser, body: unknown) => Promise<Static<S>>;
  /** A thing edited under If-Match: its version, answered as the ETag of the 201. */
  version?: (created: Static<S>) => number;
}

export function createRoute<S extends TSchema>(app: FastifyInstance, { url, tags, summary, body, shape, run, version }: CreateRoute<S>) {
  app.post(
    url,
    { schema: { tags, security: bearerSecurity, summary, docBody: bodyDoc(body), response: okResponses(shape, 201) } },
    async (request, reply) => {
      const created = await run(app, signedInUser(request), request.body);
      reply.code(201);
      if (version) reply.header('etag', `"${version(created)}"`);
      return { payload: created };
    },
  );
}

export interface ListRoute<S extends TSchema> {
  url: `/api/${string}`;
  tag: string;
  summary?: string;
  /** Who may read it: the signed-in (route-rules.ts says which roles), or anyone. */
  access: 'signed-in' | 'public';
  /** A public list the same for everyone, changed only by a migration: how long a cache may keep it. */
  cacheSeconds?: number;
  /** One item of the list. */
  shape: S;
  list: (db: Db) => Promise<Static<S>[]>;
}

/** GET `url`: the whole list, in the order `list` reads it. */
export function listRoute<S extends TSchema>(app: FastifyInstance, { url, tag, summary, access, cacheSeconds, shape, list }: ListRoute<S>) {
  const schema = { ...(summary === undefined ? {} : { summary }), response: okResponses(Type.Array(shape)) };
  app.get(url, { schema: access === 'signed-in' ? signedIn(tag, schema) : { tags: [tag], ...schema } }, async (_request, reply) => {
    if (cacheSeconds !== undefined) reply.header('cache-control', `public, max-age=${cacheSeconds}`);
    return { payload: await list(app.db) };
  });
}

export interface EventListRoute<S extends TSchema> {
  url: `/api/ticket/:id/${string}`;
  tag: string;
  summary: string;
  /** One item of the list. */
  shape: S;
  /** The service: checks that `user` may see event `id`, then reads. */
  list: (app: FastifyInstance, user: AuthUser, id: number) => Promise<Static<S>[]>;
}

/** GET a list about one event (the units sent to it, the agencies told of it). */
export function eventListRoute<S extends TSchema>(app: FastifyInstance, { url, tag, summary, shape, list }: EventListRoute<S>) {
  app.get<{ Params: IdParams }>(
    url,
    { schema: signedIn(tag, { summary, params: idParams, response: okResponses(Type.Array(shape)) }) },
    async (request) => ({ payload: await list(app, signedInUser(request), request.params.id) }),
  );
}
