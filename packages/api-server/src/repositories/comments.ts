import { desc, eq, sql } from 'drizzle-orm';
import type { Comment, CommentVisibility, Paged } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { comments, users } from '../db/schema.ts';
import { offsetOf, paged, type PageRequest } from '../lib/paging.ts';

/** Newest first, with the author's name (kept even if the author was deleted later). */
export async function listComments(db: Db, ticketId: number, request: PageRequest): Promise<Paged<Comment>> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: comments.id,
        comment: comments.body,
        visibility: comments.visibility,
        authorId: comments.authorId,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .leftJoin(users, eq(comments.authorId, users.id))
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
    authorId: r.authorId,
    authorName: r.firstName ? `${r.firstName} ${r.lastName}` : 'Anónimo',
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
