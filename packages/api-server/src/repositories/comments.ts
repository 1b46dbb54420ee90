import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Comment, CommentAuthorKind, CommentVisibility, Paged } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { comments, tickets, users } from '../db/schema.ts';
import { offsetOf, paged, type PageRequest } from '../lib/paging.ts';

/**
 * Newest first, with the author's name (kept even if the author was deleted later); a reporter's
 * comment carries the name on the event (maybe empty).
 */
export async function listComments(db: Db, ticketId: number, request: PageRequest): Promise<Paged<Comment>> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: comments.id,
        comment: comments.body,
        visibility: comments.visibility,
        authorKind: comments.authorKind,
        authorId: comments.authorId,
        firstName: users.firstName,
        lastName: users.lastName,
        reporterName: tickets.fullName,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .leftJoin(users, eq(comments.authorId, users.id))
      .innerJoin(tickets, eq(comments.ticketId, tickets.id))
      .where(eq(comments.ticketId, ticketId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(request.size)
      .offset(offsetOf(request)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(comments)
      .where(eq(comments.ticketId, ticketId)),
  ]);
  const content = rows.map((r) => ({
    id: r.id,
    comment: r.comment,
    visibility: r.visibility as CommentVisibility,
    authorKind: r.authorKind as CommentAuthorKind,
    authorId: r.authorId,
    authorName: r.authorKind === 'REPORTER' ? r.reporterName.trim() : r.firstName ? `${r.firstName} ${r.lastName}` : 'Anónimo',
    createdAt: r.createdAt.toISOString(),
  }));
  return paged(content, request, count?.total ?? 0);
}

export async function insertComment(
  db: Db,
  ticketId: number,
  authorId: string,
  body: string,
  visibility: CommentVisibility,
): Promise<number> {
  const [row] = await db.insert(comments).values({ ticketId, authorId, body, visibility }).returning({ id: comments.id });
  return row!.id;
}

/** The reporter's comment (follow-up page): PUBLIC, without a user. */
export async function insertReporterComment(db: Db, ticketId: number, body: string): Promise<number> {
  const [row] = await db
    .insert(comments)
    .values({ ticketId, authorId: null, body, visibility: 'PUBLIC', authorKind: 'REPORTER' })
    .returning({ id: comments.id });
  return row!.id;
}

/** How many comments the reporter wrote on the event in the last 24 hours (the database's clock). */
export async function countReporterCommentsToday(db: Db, ticketId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(eq(comments.ticketId, ticketId), eq(comments.authorKind, 'REPORTER'), gt(comments.createdAt, sql`now() - interval '1 day'`)),
    );
  return row?.total ?? 0;
}
