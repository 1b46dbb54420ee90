// The reporters' requests (migration 0033) and the events a request or the retention job erases.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PrivacyRequest, PrivacyRequestKind, PrivacyRequestReceipt, PrivacyRequestState } from '@vigia/domain';
import type { Db, Tx } from '../db/client.ts';
import { privacyRequests } from '../db/schema.ts';
import { executeRows } from './execute-rows.ts';

type Row = typeof privacyRequests.$inferSelect;

const DAY_MS = 86_400_000;

/** Whole days from `from` to the deadline, rounded up (a part of a day still counts), negative when late. */
export const daysLeft = (dueAt: Date, from: Date) => Math.ceil((dueAt.getTime() - from.getTime()) / DAY_MS);

export function toPrivacyRequest(row: Row, now: Date): PrivacyRequest {
  return {
    id: row.id,
    ticketId: row.ticketId,
    kind: row.kind,
    text: row.text,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    // A resolved request's clock stopped when it was resolved.
    daysLeft: daysLeft(row.dueAt, row.resolvedAt ?? now),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    reason: row.reason,
    erasedTicketIds: row.erasedTicketIds ?? [],
  };
}

export const toReceipt = (row: Row): PrivacyRequestReceipt => ({
  id: row.id,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
});

export async function insertPrivacyRequest(
  tx: Tx,
  values: { ticketId: number; kind: PrivacyRequestKind; text: string | null; createdAt: Date; dueAt: Date },
): Promise<Row> {
  const [row] = await tx.insert(privacyRequests).values(values).returning();
  return row!;
}

/** Pending first (nearest deadline first), then resolved ones, newest first. */
export async function listPrivacyRequests(db: Db, state: PrivacyRequestState | undefined, limit: number): Promise<Row[]> {
  return db
    .select()
    .from(privacyRequests)
    .where(state ? eq(privacyRequests.state, state) : undefined)
    .orderBy(
      sql`${privacyRequests.state} <> 'PENDING'`,
      asc(sql`case when ${privacyRequests.state} = 'PENDING' then ${privacyRequests.dueAt} end`),
      desc(privacyRequests.id),
    )
    .limit(limit);
}

export async function requestsOfTicket(db: Db, ticketId: number): Promise<Row[]> {
  return db.select().from(privacyRequests).where(eq(privacyRequests.ticketId, ticketId)).orderBy(asc(privacyRequests.id));
}

/** The request, locked until the transaction ends (two resolutions at once: the second sees the first). */
export async function lockPrivacyRequest(tx: Tx, id: number): Promise<Row | undefined> {
  const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
  return row;
}

export async function markResolved(
  tx: Tx,
  id: number,
  values: {
    state: Exclude<PrivacyRequestState, 'PENDING'>;
    reason: string;
    resolvedById: string;
    resolvedAt: Date;
    erasedTicketIds: number[];
  },
): Promise<Row> {
  const [row] = await tx
    .update(privacyRequests)
    .set(values)
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.state, 'PENDING')))
    .returning();
  return row!;
}

/**
 * The events of the reporter of `ticketId`: the same e-mail address (case and spaces aside) or the
 * same document (dots, dashes and case aside), not erased yet. That event is always one of them.
 */
export async function reporterTicketIds(tx: Tx, ticketId: number): Promise<number[]> {
  const result = await executeRows<{ id: number }>(
    tx,
    sql`
    with me as (
      select lower(trim(email)) as email, upper(regexp_replace(rut, '[^0-9A-Za-z]', '', 'g')) as doc from tickets where id = ${ticketId}
    )
    select t.id from tickets t, me
    where t.personal_erased_at is null and (t.id = ${ticketId}
      or (me.email <> '' and lower(trim(t.email)) = me.email)
      or (me.doc <> '' and upper(regexp_replace(t.rut, '[^0-9A-Za-z]', '', 'g')) = me.doc))
    order by t.id`,
  );
  return result.rows.map((r) => Number(r.id));
}

/** The reporter's address for mail about `ticketId` (ticket_reporter_address), or null. */
export async function reporterAddress(db: Db | Tx, ticketId: number): Promise<string | null> {
  const result = await executeRows<{ address: string | null }>(
    db,
    sql`select ticket_reporter_address(t.email, t.created_by_id) as address from tickets t where t.id = ${ticketId}`,
  );
  return result.rows[0]?.address ?? null;
}

/**
 * Closed events whose retention ran out (closed before `cutoff`) and are not erased yet, up to
 * `limit`, locked: instances running the job at once skip each other's rows (SKIP LOCKED).
 */
export async function claimExpired(tx: Tx, cutoff: Date, limit: number): Promise<number[]> {
  const result = await executeRows<{ id: number }>(
    tx,
    sql`select id from tickets
      where personal_erased_at is null and closed_at is not null and closed_at < ${cutoff.toISOString()}::timestamptz
      order by closed_at, id limit ${limit}
      for update skip locked`,
  );
  return result.rows.map((r) => Number(r.id));
}
