// The comments a feed may carry (issue 41 item 4): only those staff chose to publish (PUBLIC and
// written by staff). Internal comments never leave; neither does a reporter's own text (a PUBLIC
// comment from the follow-up page is the reporter's, not the control room's word).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { htmlTextContent } from '@vigia/domain/html-text';
import type { Db } from '../db/client.ts';
import { comments } from '../db/schema.ts';

/** The latest published comments per event a feed repeats. */
export const FEED_COMMENTS_PER_EVENT = 3;

export interface FeedComment {
  text: string;
  createdAt: Date;
}

/** Published staff comments of these events, oldest first, the last few of each. */
export async function publishedComments(db: Db, ticketIds: readonly number[]): Promise<Map<number, FeedComment[]>> {
  const out = new Map<number, FeedComment[]>();
  if (ticketIds.length === 0) return out;
  const rows = await db
    .select({ ticketId: comments.ticketId, body: comments.body, createdAt: comments.createdAt })
    .from(comments)
    .where(and(inArray(comments.ticketId, [...ticketIds]), eq(comments.visibility, 'PUBLIC'), eq(comments.authorKind, 'STAFF')))
    .orderBy(asc(comments.ticketId), asc(comments.createdAt), asc(comments.id));
  for (const row of rows) {
    const text = htmlTextContent(row.body).trim();
    if (!text) continue;
    const list = out.get(row.ticketId) ?? [];
    list.push({ text, createdAt: row.createdAt });
    if (list.length > FEED_COMMENTS_PER_EVENT) list.shift();
    out.set(row.ticketId, list);
  }
  return out;
}
