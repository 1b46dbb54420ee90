// Shift handovers (issue 39 item 6): what a summary states, gathered in the handover's transaction,
// and the stored handover with its hash. The hash is SQL's SHA-256 over a canonical text (jsonb's text
// is canonical, times in UTC): the same expression seals it and verifies it on every read.
import { and, asc, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, SEVERITIES, type Handover, type HandoverSummary } from '@vigia/domain';
import { UNIT_STATUSES } from '@vigia/domain/unit-status';
import type { Db } from '../db/client.ts';
import { agencies, shiftHandovers, ticketAgencies, tickets, units } from '../db/schema.ts';
import { executeRows, isoTime, type RawTime } from './execute-rows.ts';
import { logEntries } from './shift-log.ts';
import { baseQuery, toTicket, type Tx } from './tickets.ts';

/** Events listed per severity (the most urgent first); `total` counts them all. */
export const EVENTS_PER_SEVERITY = 100;
/** Log entries of the shift in a summary (a shift writes far fewer). */
export const LOG_ENTRIES_MAX = 500;
/** A first handover (none acknowledged before) covers at most this much of the log. */
const FIRST_SHIFT_MS = 24 * 3600 * 1000;

const hashOf = (createdAt: SQL, createdBy: SQL, since: SQL, summary: SQL) =>
  sql`encode(sha256(convert_to(concat_ws(E'\\n', to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ${createdBy}::text,
    to_char(${since} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ${summary}::text), 'UTF8')), 'hex')`;

/** Where the shift began: the last acknowledgement, or a day ago for the first handover. */
export async function shiftStart(tx: Tx, now: Date): Promise<Date> {
  const [last] = await tx
    .select({ at: shiftHandovers.acknowledgedAt })
    .from(shiftHandovers)
    .where(isNotNull(shiftHandovers.acknowledgedAt))
    .orderBy(desc(shiftHandovers.acknowledgedAt))
    .limit(1);
  return last?.at ?? new Date(now.getTime() - FIRST_SHIFT_MS);
}

/** The summary at `now`: open events by severity with their SLA state, units by status, agencies awaited, the shift's log. */
export async function buildSummary(tx: Tx, now: Date, since: Date, note: string | null): Promise<HandoverSummary> {
  const open = ne(tickets.statusCode, CLOSED_STATUS);
  const counts = await tx
    .select({ severity: tickets.severity, n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(open)
    .groupBy(tickets.severity);
  const openEvents = [];
  for (const severity of [...SEVERITIES].reverse()) {
    const total = Number(counts.find((c) => c.severity === severity)?.n ?? 0);
    if (total === 0) continue;
    const rows = await baseQuery(tx)
      .where(and(open, eq(tickets.severity, severity)))
      .orderBy(asc(tickets.createdAt), asc(tickets.id))
      .limit(EVENTS_PER_SEVERITY);
    const events = rows
      .map((row) => toTicket(row, now))
      .map((t) => ({
        id: t.id,
        categoryName: t.categoryName,
        classificationName: t.classificationName,
        kilometer: t.kilometer,
        orientation: t.orientation,
        statusName: t.statusName,
        assignedToName: t.assignedToName,
        slaState: t.slaState,
        slaDueAt: t.slaDueAt,
        inspectorNoticeDueAt: t.inspectorNoticeDueAt,
      }));
    openEvents.push({ severity, total, events });
  }
  const unitRows = await tx
    .select({
      id: units.id,
      code: units.code,
      kind: units.kind,
      status: units.status,
      ticketId: sql<number | null>`(
      select d.ticket_id from unit_dispatches d where d.unit_id = ${units.id} and d.released_at is null limit 1)`,
    })
    .from(units)
    .where(eq(units.active, true))
    .orderBy(asc(units.code));
  const unitGroups = UNIT_STATUSES.map((status) => ({
    status,
    units: unitRows
      .filter((u) => u.status === status)
      .map(({ status: _s, ...u }) => ({ ...u, ticketId: u.ticketId === null ? null : Number(u.ticketId) })),
  })).filter((g) => g.units.length > 0);
  const awaited = await tx
    .select({
      entryId: ticketAgencies.id,
      ticketId: ticketAgencies.ticketId,
      agencyName: agencies.name,
      notifiedAt: ticketAgencies.notifiedAt,
      reference: ticketAgencies.reference,
    })
    .from(ticketAgencies)
    .innerJoin(agencies, eq(agencies.code, ticketAgencies.agencyCode))
    .innerJoin(tickets, eq(tickets.id, ticketAgencies.ticketId))
    .where(and(sql`${ticketAgencies.arrivedAt} is null and ${ticketAgencies.leftAt} is null`, open))
    .orderBy(asc(ticketAgencies.notifiedAt), asc(ticketAgencies.id));
  const { entries } = await logEntries(tx, { from: since }, { offset: 0, limit: LOG_ENTRIES_MAX }, 'asc');
  return {
    note,
    openEvents,
    units: unitGroups,
    awaitedAgencies: awaited.map((a) => ({ ...a, notifiedAt: a.notifiedAt.toISOString() })),
    log: entries.map((e) => ({ id: e.id, at: e.at, authorName: e.authorName, kind: e.kind, text: e.text })),
  };
}

/** Stores the handover sealed with its hash; its id and hash. */
export async function insertHandover(
  tx: Tx,
  values: { createdAt: Date; createdBy: string; since: Date; summary: HandoverSummary },
): Promise<{ id: number; hash: string }> {
  const at = sql`${values.createdAt.toISOString()}::timestamptz`;
  const since = sql`${values.since.toISOString()}::timestamptz`;
  const summary = sql`${JSON.stringify(values.summary)}::jsonb`;
  const by = sql`${values.createdBy}::uuid`;
  const result = await executeRows<{ id: number; hash: string }>(
    tx,
    sql`insert into shift_handovers (created_at, created_by, since, summary, hash)
      values (${at}, ${by}, ${since}, ${summary}, ${hashOf(at, by, since, summary)}) returning id, hash`,
  );
  const row = result.rows[0]!;
  return { id: Number(row.id), hash: row.hash };
}

/** Locks the handover until the transaction ends. */
export async function lockHandover(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: shiftHandovers.id, createdBy: shiftHandovers.createdBy, acknowledgedAt: shiftHandovers.acknowledgedAt })
    .from(shiftHandovers)
    .where(eq(shiftHandovers.id, id))
    .for('update');
  return row;
}

export async function acknowledgeHandover(tx: Tx, id: number, by: string, at: Date): Promise<void> {
  await tx.update(shiftHandovers).set({ acknowledgedAt: at, acknowledgedBy: by }).where(eq(shiftHandovers.id, id));
}

type HandoverRow = {
  id: number;
  created_at: RawTime;
  created_by: string;
  created_by_name: string;
  since: RawTime;
  hash: string;
  verified: boolean;
  acknowledged_at: RawTime | null;
  acknowledged_by: string | null;
  acknowledged_by_name: string | null;
  summary: HandoverSummary | string;
};

/** The handover as stored, and whether its summary still matches its hash. */
export async function findHandover(db: Db | Tx, id: number): Promise<Handover | null> {
  const h = sql.raw('h');
  const result = await executeRows<HandoverRow>(
    db,
    sql`select h.id, h.created_at, h.created_by, c.first_name || ' ' || c.last_name as created_by_name, h.since, h.hash, h.summary,
      h.hash = ${hashOf(sql`${h}.created_at`, sql`${h}.created_by`, sql`${h}.since`, sql`${h}.summary`)} as verified,
      h.acknowledged_at, h.acknowledged_by, a.first_name || ' ' || a.last_name as acknowledged_by_name
    from shift_handovers h join users c on c.id = h.created_by left join users a on a.id = h.acknowledged_by
    where h.id = ${id}`,
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    createdAt: isoTime(row.created_at),
    createdById: row.created_by,
    createdByName: row.created_by_name,
    since: isoTime(row.since),
    hash: row.hash,
    verified: row.verified === true,
    acknowledgedAt: isoTime(row.acknowledged_at),
    acknowledgedById: row.acknowledged_by,
    acknowledgedByName: row.acknowledged_by_name,
    // JSON.parse answers any: the text is the summary this module stored.
    summary: typeof row.summary === 'string' ? (JSON.parse(row.summary) as HandoverSummary) : row.summary,
  };
}
