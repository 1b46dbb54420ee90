// The Inspección Fiscal's observations (issue 40 item 2): reads with the people's names, the row
// locked for a step, and each step's write (the service decides which step may follow which).
import { sql, type SQL } from 'drizzle-orm';
import type { Observation, ObservationOutcome, ObservationState, Paged } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { observations } from '../db/schema.ts';
import { offsetOf, paged, type PageRequest } from '../lib/paging.ts';
import { executeRows, isoTime, type RawTime } from './execute-rows.ts';
import type { Tx } from './tickets.ts';

interface Row extends Record<string, unknown> {
  id: number;
  ticket_id: number;
  standard_id: number | null;
  state: ObservationState;
  text: string;
  proposed_utm: string | number | null;
  opened_at: RawTime;
  opened_by_name: string | null;
  reply_text: string | null;
  reply_attachment_ids: number[] | string | null;
  replied_at: RawTime | null;
  replied_by_name: string | null;
  outcome: ObservationOutcome | null;
  reason: string | null;
  resolved_at: RawTime | null;
  resolved_by_name: string | null;
  version: number;
}

// An int[] comes back as an array from both drivers; its text form ('{1,2}') is parsed just in case.
const ids = (value: Row['reply_attachment_ids']) =>
  Array.isArray(value) ? value.map(Number) : value && value !== '{}' ? value.slice(1, -1).split(',').map(Number) : [];

function toObservation(r: Row): Observation {
  return {
    id: Number(r.id),
    ticketId: Number(r.ticket_id),
    standardId: r.standard_id === null ? null : Number(r.standard_id),
    state: r.state,
    text: r.text,
    proposedUtm: r.proposed_utm === null ? null : Number(r.proposed_utm),
    openedAt: isoTime(r.opened_at),
    openedByName: r.opened_by_name,
    replyText: r.reply_text,
    replyAttachmentIds: ids(r.reply_attachment_ids),
    repliedAt: isoTime(r.replied_at),
    repliedByName: r.replied_by_name,
    outcome: r.outcome,
    reason: r.reason,
    resolvedAt: isoTime(r.resolved_at),
    resolvedByName: r.resolved_by_name,
    version: Number(r.version),
  };
}

const name = (alias: string) => sql.raw(`(select u.first_name || ' ' || u.last_name from users u where u.id = o.${alias})`);

const selectFrom = (where: SQL) => sql`
  select o.id, o.ticket_id, o.standard_id, o.state, o.text, o.proposed_utm, o.opened_at, ${name('opened_by')} as opened_by_name,
    o.reply_text, o.reply_attachment_ids, o.replied_at, ${name('replied_by')} as replied_by_name,
    o.outcome, o.reason, o.resolved_at, ${name('resolved_by')} as resolved_by_name, o.version
  from observations o where ${where}`;

export async function getObservation(db: Db | Tx, id: number): Promise<Observation | null> {
  const { rows } = await executeRows<Row>(db, selectFrom(sql`o.id = ${id}`));
  return rows[0] ? toObservation(rows[0]) : null;
}

/** The observation locked for a step (to the end of the transaction), or null. */
export async function lockObservation(tx: Tx, id: number): Promise<Observation | null> {
  const { rows } = await executeRows<Row>(tx, sql`${selectFrom(sql`o.id = ${id}`)} for update of o`);
  return rows[0] ? toObservation(rows[0]) : null;
}

export interface ObservationFilter {
  state?: ObservationState;
  ticketId?: number;
}

/** Newest first. */
export async function listObservations(db: Db, filter: ObservationFilter, request: PageRequest): Promise<Paged<Observation>> {
  const where = sql.join(
    [
      sql`true`,
      ...(filter.state ? [sql`o.state = ${filter.state}`] : []),
      ...(filter.ticketId ? [sql`o.ticket_id = ${filter.ticketId}`] : []),
    ],
    sql` and `,
  );
  const [{ rows }, { rows: counted }] = await Promise.all([
    executeRows<Row>(db, sql`${selectFrom(where)} order by o.opened_at desc, o.id desc limit ${request.size} offset ${offsetOf(request)}`),
    executeRows<{ n: number | string }>(db, sql`select count(*) as n from observations o where ${where}`),
  ]);
  return paged(rows.map(toObservation), request, Number(counted[0]?.n ?? 0));
}

/** The observations opened in [from, to), oldest first (the monthly spreadsheet). */
export async function observationsOpenedBetween(db: Db, from: Date, to: Date): Promise<Observation[]> {
  const { rows } = await executeRows<Row>(
    db,
    sql`${selectFrom(sql`o.opened_at >= ${from.toISOString()}::timestamptz and o.opened_at < ${to.toISOString()}::timestamptz`)} order by o.opened_at, o.id`,
  );
  return rows.map(toObservation);
}

export async function insertObservation(
  tx: Tx,
  values: { ticketId: number; standardId: number | null; text: string; proposedUtm: number | null; openedAt: Date; openedBy: string },
): Promise<number> {
  const [row] = await tx
    .insert(observations)
    .values({ ...values, proposedUtm: values.proposedUtm === null ? null : String(values.proposedUtm) })
    .returning({ id: observations.id });
  return row!.id;
}

/** A step's columns, with the version moved on. */
export async function updateObservation(tx: Tx, id: number, values: Partial<typeof observations.$inferInsert>): Promise<void> {
  await tx
    .update(observations)
    .set({ ...values, version: sql`${observations.version} + 1` })
    .where(sql`${observations.id} = ${id}`);
}

/** Attachment ids among `wanted` that belong to the event. */
export async function attachmentsOfEvent(tx: Tx, ticketId: number, wanted: number[]): Promise<Set<number>> {
  if (wanted.length === 0) return new Set();
  const { rows } = await executeRows<{ id: number }>(
    tx,
    sql`select id from attachments where ticket_id = ${ticketId} and id = any(${`{${wanted.join(',')}}`}::int[])`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** The names of the event files answers cite, by attachment id (the monthly spreadsheet lists them). */
export async function citedFileNames(db: Db, attachmentIds: number[]): Promise<Map<number, string>> {
  if (attachmentIds.length === 0) return new Map();
  const { rows } = await executeRows<{ id: number; file_name: string }>(
    db,
    sql`select id, file_name from attachments where id = any(${`{${attachmentIds.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.file_name]));
}

/** The concession's side: enabled SUPERVISOR and ADMIN accounts that chose mail notices (as the SLA breach mail). */
export async function concessionAddresses(tx: Tx): Promise<string[]> {
  const { rows } = await executeRows<{ email: string }>(
    tx,
    sql`select email from users where role in ('SUPERVISOR', 'ADMIN') and enabled and deleted_at is null and email_notifications order by email`,
  );
  return rows.map((r) => r.email);
}
