// The highway strip and the monthly report rows, always over the events the caller may see (`scope`
// from visibilityScope); the figures are in report-statistics.ts. Days are counted in the
// concession's time zone.
import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, type Orientation, type StripEvent } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { categories, classifications, comments, statuses, subcategories, ticketHistory, tickets } from '../db/schema.ts';
import { withCategoryPath } from './ticket-path.ts';

export type { CountBy, ReportStatistic } from '@vigia/domain';

export const REPORT_TIME_ZONE = 'America/Santiago';
export const PER_DAY_DAYS = 30;
export const STRIP_LIMIT = 500;
export const ORIENTATION_NAMES: Record<Orientation, string> = { NORTH: 'Norte a sur', SOUTH: 'Sur a norte' };

/** 'YYYY-MM-DD' of an instant in the concession's time zone. */
export function localDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant on the concession's wall clock: its fields as digits ('2026', '03', '07', '09', …). */
export function chileClock(date: Date | string) {
  const parts = wallClock.formatToParts(new Date(date));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** 'YYYY-MM-DD HH:mm' in the concession's time zone (report cells). */
export function localDateTime(date: Date | string): string {
  const { year, month, day, hour, minute } = chileClock(date);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** The last `days` local days, oldest first, ending today. */
export function lastDays(days: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) out.push(localDay(new Date(now.getTime() - i * 24 * 3600 * 1000)));
  return [...new Set(out)];
}

/** Open events for the highway strip (no personal data), newest first. */
export async function stripEvents(db: Db, scope: SQL | undefined): Promise<StripEvent[]> {
  const rows = await withCategoryPath(
    db
      .select({
        id: tickets.id,
        kilometer: tickets.kilometer,
        orientation: tickets.orientation,
        commune: tickets.commune,
        category: categories.code,
        categoryName: categories.name,
        classificationName: classifications.name,
        statusCode: tickets.statusCode,
        statusName: statuses.name,
        dateEvent: tickets.dateEvent,
        assignedToId: tickets.assignedToId,
        injured: tickets.injured,
      })
      .from(tickets)
      .$dynamic(),
  )
    .innerJoin(statuses, eq(tickets.statusCode, statuses.code))
    .where(and(scope, ne(tickets.statusCode, CLOSED_STATUS)))
    .orderBy(desc(tickets.dateEvent), desc(tickets.id))
    .limit(STRIP_LIMIT);
  return rows.map(({ assignedToId, dateEvent, ...r }) => ({
    ...r,
    dateEvent: dateEvent.toISOString(),
    assigned: assignedToId !== null,
  }));
}

export interface HistoryEntry {
  ticketId: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  changedAt: Date;
  /** Null: the public (the reporter). */
  actorId: string | null;
}

/** The history of many events, oldest first per event. */
export async function historiesOf(db: Db, ticketIds: number[]): Promise<Map<number, HistoryEntry[]>> {
  const out = new Map<number, HistoryEntry[]>();
  if (ticketIds.length === 0) return out;
  const rows = await db
    .select({
      ticketId: ticketHistory.ticketId,
      action: ticketHistory.action,
      changes: ticketHistory.changes,
      changedAt: ticketHistory.changedAt,
      actorId: ticketHistory.changedById,
    })
    .from(ticketHistory)
    .where(inArray(ticketHistory.ticketId, ticketIds))
    .orderBy(asc(ticketHistory.ticketId), asc(ticketHistory.changedAt), asc(ticketHistory.id));
  for (const row of rows) {
    const list = out.get(row.ticketId) ?? [];
    list.push({ ...row, changes: row.changes ?? {} });
    out.set(row.ticketId, list);
  }
  return out;
}

export async function statusNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: statuses.code, name: statuses.name }).from(statuses);
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The follow-up's view of an event; the caller has checked the reporter's token (issue 34). */
export async function followUpTicket(db: Db, id: number) {
  const [row] = await withCategoryPath(
    db
      .select({
        id: tickets.id,
        statusCode: tickets.statusCode,
        statusName: statuses.name,
        category: categories.code,
        categoryName: categories.name,
        subcategoryName: subcategories.name,
        classificationName: classifications.name,
        commune: tickets.commune,
        sector: tickets.sector,
        kilometer: tickets.kilometer,
        orientation: tickets.orientation,
        dateEvent: tickets.dateEvent,
        createdAt: tickets.createdAt,
        updatedAt: tickets.updatedAt,
      })
      .from(tickets)
      .$dynamic(),
  )
    .innerJoin(statuses, eq(tickets.statusCode, statuses.code))
    .where(eq(tickets.id, id))
    .limit(1);
  if (!row) return null;
  const [history, notes] = await Promise.all([
    historiesOf(db, [id]),
    db
      .select({ body: comments.body, authorKind: comments.authorKind, createdAt: comments.createdAt })
      .from(comments)
      // Internal notes are for the team: the reporter sees public comments only (issue 23).
      .where(and(eq(comments.ticketId, id), eq(comments.visibility, 'PUBLIC')))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
  ]);
  return { ticket: row, history: history.get(id) ?? [], comments: notes };
}
