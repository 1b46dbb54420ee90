// Comments on an event (staff and drivers; the reporter's own path is follow-up-additions): who may
// read and write them is the event policy's (decideComment, reader rules); a new comment is checked
// on the event's locked row and written with its history row in one transaction, notified after it.
import type { FastifyInstance } from 'fastify';
import type { Comment, Paged } from '@vigia/domain';
import { decideComment } from '@vigia/domain/event-policy';
import { createCommentSchema } from '@vigia/domain/schemas';
import { canReadInternalComments, enforce, enforceWho } from '../access/ticket-policy.ts';
import { MESSAGES, notFound } from '../lib/errors.ts';
import type { PageRequest } from '../lib/paging.ts';
import { validateBody } from '../lib/validate.ts';
import { insertComment, internalReadersAmong, listComments } from '../repositories/comments.ts';
import { recordHistory } from '../repositories/ticket-history.ts';
import { lockTickets } from '../repositories/tickets.ts';
import type { AuthUser } from '../repositories/users.ts';
import { eventLabel } from './assignments.ts';
import { loadVisibleTicket } from './ticket-access.ts';
import { maskName, seesIdentity } from '@vigia/domain';

export const commentBody = createCommentSchema();

/** GET /api/ticket/:id/comment: the comments `user` may read, newest first (a DRIVER: PUBLIC ones and their own). */
export async function eventComments(app: FastifyInstance, user: AuthUser, id: number, page: PageRequest): Promise<Paged<Comment>> {
  await loadVisibleTicket(app.db, user, id);
  const comments = await listComments(app.db, id, page, { id: user.id, internal: canReadInternalComments(user) });
  // The reporter's name on their comments is identity (issue 40): masked as on the event.
  if (seesIdentity(user.role)) return comments;
  return {
    ...comments,
    content: comments.content.map((c) => (c.authorKind === 'REPORTER' ? { ...c, authorName: maskName(c.authorName) } : c)),
  };
}

/** POST /api/ticket/:id/comment: a new comment, as the API answers it (201). */
export async function addComment(app: FastifyInstance, user: AuthUser, id: number, body: unknown): Promise<Comment> {
  // Who may comment (404, 403) before the body is read.
  enforceWho(decideComment(user, await loadVisibleTicket(app.db, user, id)));
  // Plain text (the client renders it as text, never as HTML). INTERNAL unless made PUBLIC: only
  // public ones reach the reporter (follow-up page, mail).
  const { comment, visibility } = await validateBody(commentBody, body);
  // One transaction: a crash never leaves a comment without its history row (or the reverse).
  const { ticket, commentId } = await app.db.transaction(async (tx) => {
    const [locked] = await lockTickets(tx, [id], app.clock());
    if (!locked) throw notFound(MESSAGES.ticketNotFound);
    enforce(decideComment(user, locked));
    const inserted = await insertComment(tx, id, user.id, comment, visibility);
    await recordHistory(tx, id, user.id, 'COMMENT_ADDED', { comment: [null, comment] });
    return { ticket: locked, commentId: inserted };
  });
  // An internal note notifies only who may read it: a DRIVER would find nothing behind the notice.
  const concerned = [ticket.createdById, ticket.assignedToId];
  const recipients = visibility === 'PUBLIC' ? concerned : await internalReadersAmong(app.db, concerned);
  await app.notify(recipients, 'COMMENT_ADDED', id, `Nuevo comentario en el evento #${id} (${eventLabel(ticket)})`, user.id);
  return {
    id: commentId,
    comment,
    visibility,
    authorKind: 'STAFF',
    authorId: user.id,
    authorName: `${user.firstName} ${user.lastName}`,
    createdAt: new Date().toISOString(),
  };
}
