import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCommentSchema } from '@vigia/domain/schemas';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { pageRequest } from '../lib/paging.ts';
import { canReadInternalComments } from '../access/ticket-policy.ts';
import { insertComment, internalReadersAmong, listComments } from '../repositories/comments.ts';
import { recordHistory } from '../repositories/ticket-history.ts';
import { loadVisibleTicket, loadWorkableTicket } from '../services/ticket-access.ts';
import { eventLabel } from './tickets.ts';
import { commentSchema, idParams, okResponses, pagedOf, pageQuery, type IdParams, type PageQuery } from './schemas.ts';

const commentBody = createCommentSchema();
const security = [{ bearer: [] }];
const STAFF_ROLES: ReadonlySet<string> = new Set(['OPERATOR', 'SUPERVISOR', 'ADMIN']);

export async function commentRoutes(app: FastifyInstance) {
  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    '/api/ticket/:id/comment',
    {
      schema: {
        tags: ['comments'],
        security,
        summary: 'Comments, newest first; a DRIVER gets the PUBLIC ones and their own (INTERNAL notes are the control room’s)',
        params: idParams,
        querystring: pageQuery,
        response: okResponses(pagedOf(commentSchema)),
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user!;
      await loadVisibleTicket(app.db, user, id);
      const reader = { id: user.id, internal: canReadInternalComments(user) };
      return { payload: await listComments(app.db, id, pageRequest(request.query), reader) };
    },
  );

  app.post<{ Params: IdParams }>(
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
      schema: {
        tags: ['comments'],
        security,
        params: idParams,
        docBody: bodyDoc(commentBody),
        response: okResponses(commentSchema, 201),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { id } = request.params;
      const ticket = await loadWorkableTicket(app.db, user, id);
      // Comments are plain text (the client renders them as text, never as HTML). INTERNAL unless
      // made PUBLIC: only public ones reach the reporter (follow-up page, mail).
      const { comment, visibility } = await validateBody(commentBody, request.body);
      // One transaction: a crash never leaves a comment without its history row (or the reverse).
      const commentId = await app.db.transaction(async (tx) => {
        const inserted = await insertComment(tx, id, user.id, comment, visibility);
        await recordHistory(tx, id, user.id, 'COMMENT_ADDED', { comment: [null, comment] });
        return inserted;
      });
      // An internal note notifies only who may read it: a DRIVER would find nothing behind the notice.
      const concerned = [ticket.createdById, ticket.assignedToId];
      const recipients = visibility === 'PUBLIC' ? concerned : await internalReadersAmong(app.db, concerned);
      await app.notify(recipients, 'COMMENT_ADDED', id, `Nuevo comentario en el evento #${id} (${eventLabel(ticket)})`, user.id);
      reply.code(201);
      return {
        payload: {
          id: commentId,
          comment,
          visibility,
          authorKind: 'STAFF',
          authorId: user.id,
          authorName: `${user.firstName} ${user.lastName}`,
          createdAt: new Date().toISOString(),
        },
      };
    },
  );
}
