// An event's history: a row per change, and the timeline with names resolved.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type HistoryAction, type HistoryChange, type TicketHistoryEntry } from '@vigia/domain';
import { htmlTextContent } from '@vigia/domain/html-text';
import type { Db, Tx } from '../db/client.ts';
import { classifications, closeReasons, statuses, ticketHistory, users } from '../db/schema.ts';
import type { CommentReader } from './comments.ts';

import type { TicketChanges } from '../db/schema/events.ts';

export type { TicketChanges };

export async function ticketHistoryOf(db: Db, ticketId: number) {
  return db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticketId)).orderBy(ticketHistory.id);
}

/** One ticket_history row (actions that are not a PUT: take/release, comments, attachments). */
export async function recordHistory(db: Db | Tx, ticketId: number, actorId: string | null, action: HistoryAction, changes: TicketChanges) {
  await db.insert(ticketHistory).values({ ticketId, changedById: actorId, action, changes });
}

const HISTORY_TEXT_MAX = 120;

function plainText(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  // Tags become spaces so words of adjacent paragraphs stay apart (linear: see html-text.ts).
  const text = htmlTextContent(String(value).replace(/</g, ' <')).replace(/\s+/g, ' ').trim();
  return text.length > HISTORY_TEXT_MAX ? `${text.slice(0, HISTORY_TEXT_MAX - 1)}…` : text;
}

/**
 * A COMMENT_ADDED row `reader` may see when they may not read INTERNAL comments: their own, or one of
 * a PUBLIC comment. The row names no comment; it is written in the comment's transaction, so it has
 * the comment's time (now()), author and text. A row that matches none (older ones) stays out.
 */
const readableCommentRow = (reader: CommentReader) => sql`(${ticketHistory.action} <> 'COMMENT_ADDED'
  or ${ticketHistory.changedById} = ${reader.id}::uuid
  or exists (select 1 from comments c where c.ticket_id = ${ticketHistory.ticketId} and c.visibility = 'PUBLIC'
    and c.created_at = ${ticketHistory.changedAt} and c.author_id is not distinct from ${ticketHistory.changedById}
    and c.body = coalesce(${ticketHistory.changes} -> 'comment', ${ticketHistory.personal} -> 'comment') ->> 1))`;

/** What a reader who may not see the reporter's identity reads in place of a personal value. */
const HIDDEN = '•••';

/**
 * The timeline of an event, oldest first: who did what, with user ids and codes resolved to names.
 * Without `reader.internal`, the rows of INTERNAL comments are left out (the chain is verified apart, over all rows).
 */
export async function historyEntries(
  db: Db,
  ticketId: number,
  reader: CommentReader,
  options: { personal: boolean } = { personal: false },
): Promise<TicketHistoryEntry[]> {
  const rows = await db
    .select({
      id: ticketHistory.id,
      action: ticketHistory.action,
      changes: ticketHistory.changes,
      personal: ticketHistory.personal,
      changedAt: ticketHistory.changedAt,
      actorId: ticketHistory.changedById,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ticketHistory)
    .leftJoin(users, eq(ticketHistory.changedById, users.id))
    .where(and(eq(ticketHistory.ticketId, ticketId), reader.internal ? undefined : readableCommentRow(reader)))
    .orderBy(ticketHistory.changedAt, ticketHistory.id);

  const userIds = new Set<string>();
  const classificationIds = new Set<number>();
  for (const row of rows) {
    const changes = row.changes ?? {};
    for (const v of changes['assignedToId'] ?? []) if (typeof v === 'string') userIds.add(v);
    for (const v of changes['classificationId'] ?? []) if (typeof v === 'number') classificationIds.add(v);
  }
  const hasCloseReason = rows.some((row) => row.changes?.['closeReason']);
  const [people, statusRows, classRows, reasonRows] = await Promise.all([
    userIds.size
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, [...userIds]))
      : [],
    db.select({ code: statuses.code, name: statuses.name }).from(statuses),
    classificationIds.size
      ? db
          .select({ id: classifications.id, name: classifications.name })
          .from(classifications)
          .where(inArray(classifications.id, [...classificationIds]))
      : [],
    // Closing reasons by name, never by code ("Motivo de cierre: Resuelto", issue 37).
    hasCloseReason ? db.select({ code: closeReasons.code, name: closeReasons.name }).from(closeReasons) : [],
  ]);
  const reasonName = new Map(reasonRows.map((r) => [r.code, r.name]));
  const personName = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  const statusName = new Map(statusRows.map((s) => [s.code, s.name]));
  const className = new Map(classRows.map((c) => [c.id, c.name]));
  const resolve = (field: string, value: unknown): string | number | null => {
    if (value === null || value === undefined) return null;
    if (field === 'assignedToId') return personName.get(String(value)) ?? String(value);
    if (field === 'statusCode') return statusName.get(String(value)) ?? String(value);
    if (field === 'classificationId') return className.get(Number(value)) ?? Number(value);
    if (field === 'closeReason') return reasonName.get(String(value)) ?? String(value);
    return plainText(value);
  };

  return rows.map((row) => {
    const shown = (pair: [unknown, unknown] | undefined) => (options.personal ? pair : pair?.map((v) => (v ? HIDDEN : v)));
    const personal = Object.entries(row.personal ?? {}).map(([field, pair]) => [field, shown(pair)] as const);
    const changes = [...Object.entries(row.changes ?? {}), ...personal].map(([field, pair]): HistoryChange => ({
      field,
      from: resolve(field, pair?.[0]),
      to: resolve(field, pair?.[1]),
    }));
    return {
      id: row.id,
      action: row.action,
      changedAt: row.changedAt.toISOString(),
      actorId: row.actorId,
      actorName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
      changes,
    };
  });
}
