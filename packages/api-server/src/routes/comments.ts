import type { FastifyInstance } from 'fastify';
import { createCommentSchema } from '@vigia/domain/schemas';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import { pageRequest } from '../lib/paging.ts';
import { insertComment, listComments } from '../repositories/comments.ts';
import { recordHistory } from '../repositories/ticket-history.ts';
import { loadVisibleTicket, loadWorkableTicket } from './ticket-access.ts';
import { eventLabel } from './tickets.ts';
import { commentSchema, idParams, okResponses, pagedOf, pageQuery, type IdParams, type PageQuery } from './schemas.ts';

const commentBody = createCommentSchema();
const security = [{ bearer: [] }];

export async function commentRoutes(app: FastifyInstance) {
  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    '/api/ticket/:id/comment',
    {
      schema: {
        tags: ['comments'],
        security,
        summary: 'Comments, newest first',
        params: idParams,
        querystring: pageQuery,
        response: okResponses(pagedOf(commentSchema)),
      },
    },
    async (request) => {
      const { id } = request.params;
      await loadVisibleTicket(app.db, request.user!, id);
      return { payload: await listComments(app.db, id, pageRequest(request.query)) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/api/ticket/:id/comment',
    {
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
      await app.notify(
        [ticket.createdById, ticket.assignedToId],
        'COMMENT_ADDED',
        id,
        `Nuevo comentario en el evento #${id} (${eventLabel(ticket)})`,
        user.id,
      );
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
