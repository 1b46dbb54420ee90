import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Comment, CommentVisibility, Paged } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { comments, tickets, users } from '../db/schema.ts';
import { INTERNAL_COMMENT_READERS } from '@vigia/domain';
import { pageOf, paged, type PageRequest } from '../lib/paging.ts';

/** Who reads the list: `internal` false keeps only PUBLIC comments and the reader's own (ticket-policy.ts). */
export interface CommentReader {
  id: string;
  internal: boolean;
}

const readable = (ticketId: number, reader: CommentReader): SQL | undefined =>
  reader.internal
    ? eq(comments.ticketId, ticketId)
    : and(eq(comments.ticketId, ticketId), or(eq(comments.visibility, 'PUBLIC'), eq(comments.authorId, reader.id)));

/**
 * Newest first, with the author's name (kept even if the author was deleted later); a reporter's
 * comment carries the name on the event (maybe empty). Only those `reader` may read, counted alike.
 */
export async function listComments(db: Db, ticketId: number, request: PageRequest, reader: CommentReader): Promise<Paged<Comment>> {
  const where = readable(ticketId, reader);
  const [rows, total] = await Promise.all([
    pageOf(
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
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id)),
      request,
    ),
    db.$count(comments, where),
  ]);
  const content = rows.map((r) => ({
    id: r.id,
    comment: r.comment,
    visibility: r.visibility,
    authorKind: r.authorKind,
    authorId: r.authorId,
    authorName: r.authorKind === 'REPORTER' ? r.reporterName.trim() : r.firstName ? `${r.firstName} ${r.lastName}` : 'Anónimo',
    createdAt: r.createdAt.toISOString(),
  }));
  return paged(content, request, total);
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

/** Of `userIds`, those whose role reads INTERNAL comments (who an internal note may notify). */
export async function internalReadersAmong(db: Db, userIds: (string | null)[]): Promise<string[]> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), inArray(users.role, [...INTERNAL_COMMENT_READERS])));
  return rows.map((r) => r.id);
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
  return db.$count(
    comments,
    and(eq(comments.ticketId, ticketId), eq(comments.authorKind, 'REPORTER'), gt(comments.createdAt, sql`now() - interval '1 day'`)),
  );
}
