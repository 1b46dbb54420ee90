// Comments on an event (the rules: services/comments.ts).
import { normalizeIP } from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyDoc } from '../lib/body-doc.ts';
import { pageRequest } from '../lib/paging.ts';
import { addComment, commentBody, eventComments } from '../services/comments.ts';
import { commentSchema, idParams, okResponses, pagedOf, pageQuery, signedIn } from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

const STAFF_ROLES: ReadonlySet<string> = new Set(['OPERATOR', 'SUPERVISOR', 'ADMIN']);

export async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/ticket/:id/comment',
    {
      schema: signedIn('comments', {
        summary: 'Comments, newest first; a DRIVER gets the PUBLIC ones and their own (INTERNAL notes are the control room’s)',
        params: idParams,
        querystring: pageQuery,
        response: okResponses(pagedOf(commentSchema)),
      }),
    },
    async (request) => ({
      payload: await eventComments(app, signedInUser(request), request.params.id, pageRequest(request.query)),
    }),
  );

  app.post(
    '/api/ticket/:id/comment',
    {
      config: {
        // Per author, per minute (issue 34): a script's burst stops early. Staff (OPERATOR,
        // SUPERVISOR, ADMIN) write notes all shift long; a DRIVER writes from the roadside. preHandler:
        // after the access guard, so a bad token is a 401 and never counts.
        rateLimit: {
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? normalizeIP(request.ip)}`,
          max: (request: FastifyRequest) =>
            request.user && STAFF_ROLES.has(request.user.role)
              ? app.settings.rateLimits.staffCommentsPerMinute
              : app.settings.rateLimits.commentsPerMinute,
        },
      },
      schema: signedIn('comments', {
        params: idParams,
        docBody: bodyDoc(commentBody),
        response: okResponses(commentSchema, 201),
      }),
    },
    async (request, reply) => {
      const comment = await addComment(app, signedInUser(request), request.params.id, request.body);
      reply.code(201);
      return { payload: comment };
    },
  );
}
