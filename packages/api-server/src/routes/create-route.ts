// The routes that make one thing from a body (a log entry, a handover, a standard): the service
// validates, decides and writes; the route answers 201 with what was made.
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import type { AuthUser } from '../repositories/users.ts';
import { signedInUser } from '../access/signed-in.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { bearerSecurity, okResponses } from './schemas.ts';

export interface CreateRoute<S extends TSchema> {
  url: `/api/${string}`;
  tags: string[];
  summary: string;
  /** The yup schema the service validates the body with, shown in the OpenAPI document. */
  body: AnyObjectSchema;
  /** What the answer's payload is. */
  shape: S;
  run: (app: FastifyInstance, user: AuthUser, body: unknown) => Promise<Static<S>>;
}

export function createRoute<S extends TSchema>(app: FastifyInstance, { url, tags, summary, body, shape, run }: CreateRoute<S>) {
  app.post(
    url,
    { schema: { tags, security: bearerSecurity, summary, docBody: bodyDoc(body), response: okResponses(shape, 201) } },
    async (request, reply) => {
      const created = await run(app, signedInUser(request), request.body);
      reply.code(201);
      return { payload: created };
    },
  );
}
