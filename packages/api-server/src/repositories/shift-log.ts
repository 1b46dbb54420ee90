// The shift log ("libro de novedades", issue 39 item 5): entries are inserted, never changed (the
// table's triggers refuse UPDATE and DELETE and chain each row to the previous by SHA-256). Reads:
// a filtered page, newest first, with authors' names and which entries correct each one.
import { sql, type SQL } from 'drizzle-orm';
import type { HistoryChainState, ShiftLogEntry, ShiftLogKind } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { shiftLog } from '../db/schema.ts';
import { executeRows } from './execute-rows.ts';
import type { Tx } from './tickets.ts';

export interface NewLogEntry {
  authorId: string;
  kind: ShiftLogKind;
  text: string;
  at: Date;
  ticketId?: number | null;
  unitId?: number | null;
  corrects?: number | null;
  handoverId?: number | null;
}

export async function insertLogEntry(db: Db | Tx, entry: NewLogEntry): Promise<number> {
  const [row] = await db.insert(shiftLog).values(entry).returning({ id: shiftLog.id });
  return Number(row!.id);
}

export interface LogFilter {
  from?: Date;
  to?: Date;
  authorId?: string;
  ticketId?: number;
  /** One entry. */
  id?: number;
}

type Row = {
  id: number | string;
  at: Date | string;
  author_id: string;
  author_name: string;
  kind: ShiftLogKind;
  text: string;
  ticket_id: number | null;
  unit_id: number | null;
  unit_code: string | null;
  corrects: number | string | null;
  corrected_by: (number | string)[] | null;
  handover_id: number | null;
};

function whereOf(filter: LogFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.from) parts.push(sql`l.at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`l.at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.authorId) parts.push(sql`l.author_id = ${filter.authorId}::uuid`);
  if (filter.ticketId !== undefined) parts.push(sql`l.ticket_id = ${filter.ticketId}`);
  if (filter.id !== undefined) parts.push(sql`l.id = ${filter.id}`);
  return sql.join(parts, sql` and `);
}

const toEntry = (r: Row): ShiftLogEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  authorId: r.author_id,
  authorName: r.author_name,
  kind: r.kind,
  text: r.text,
  ticketId: r.ticket_id === null ? null : Number(r.ticket_id),
  unitId: r.unit_id === null ? null : Number(r.unit_id),
  unitCode: r.unit_code,
  corrects: r.corrects === null ? null : Number(r.corrects),
  correctedBy: (r.corrected_by ?? []).map(Number),
  handoverId: r.handover_id === null ? null : Number(r.handover_id),
});

/** A page of entries, newest first (`order: 'asc'`: oldest first, as an export reads), and how many match. */
export async function logEntries(
  db: Db | Tx,
  filter: LogFilter,
  page: { offset: number; limit: number },
  order: 'asc' | 'desc' = 'desc',
): Promise<{ entries: ShiftLogEntry[]; total: number }> {
  const where = whereOf(filter);
  const direction = sql.raw(order);
  const [rows, count] = await Promise.all([
    executeRows<Row>(
      db,
      sql`select l.id, l.at, l.author_id, u.first_name || ' ' || u.last_name as author_name, l.kind, l.text, l.ticket_id, l.unit_id,
        un.code as unit_code, l.corrects, l.handover_id,
        (select array_agg(c.id order by c.id) from shift_log c where c.corrects = l.id) as corrected_by
      from shift_log l join users u on u.id = l.author_id left join units un on un.id = l.unit_id
      where ${where}
      order by l.at ${direction}, l.id ${direction}
      limit ${page.limit} offset ${page.offset}`,
    ),
    executeRows<{ n: number | string }>(db, sql`select count(*) as n from shift_log l where ${where}`),
  ]);
  return { entries: rows.rows.map(toEntry), total: Number(count.rows[0]?.n ?? 0) };
}

export async function logEntryExists(db: Db | Tx, id: number): Promise<boolean> {
  const result = await executeRows<{ id: number }>(db, sql`select id from shift_log where id = ${id}`);
  return result.rows.length > 0;
}

/**
 * Whether the whole log's chain verifies: every row's hash is the hash of its own content and the
 * previous row's hash, and its prev_hash is that previous row's hash (a row edited, removed or
 * inserted outside the application breaks it; as history-chain.ts, rewriting every later row too
 * would not be seen). One pass in id order.
 */
export async function verifyLogChain(db: Db): Promise<HistoryChainState> {
  const result = await executeRows<{ broken: number | string }>(
    db,
    sql`
    with c as (
      select l.hash, l.prev_hash,
        shift_log_hash(l.id, l.at, l.author_id, l.kind, l.text, l.ticket_id, l.unit_id, l.corrects, l.handover_id, l.prev_hash) as computed,
        lag(l.hash) over (order by l.id) as before
      from shift_log l
    )
    select count(*) as broken from c where hash is distinct from computed or prev_hash is distinct from before`,
  );
  return Number(result.rows[0]?.broken ?? 0) === 0 ? 'VERIFIED' : 'BROKEN';
}
