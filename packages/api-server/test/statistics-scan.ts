// GET /api/report/reportStatistic as it was computed before the rollups (migration 0006): passes
// over tickets and their history. The rollups' test compares the endpoint's answer with it: both
// make the answer from their counts with statisticFigures(), so only the counting differs.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, type ReportStatistic } from '@vigia/domain';
import type { Db } from '../src/db/client';
import { categories, classifications, statuses, subcategories, ticketHistory, tickets } from '../src/db/schema';
import { statisticFigures } from '../src/repositories/report-statistics';
import { lastDays, PER_DAY_DAYS, REPORT_TIME_ZONE } from '../src/repositories/reports';

/** When each closed event was closed: the last history entry that set CERRADO (else updated_at). */
const closedAt = sql<Date>`coalesce((select max(h.changed_at) from ${ticketHistory} h where h.ticket_id = ${tickets.id} and h.changes -> 'statusCode' ->> 1 = ${CLOSED_STATUS}), ${tickets.updatedAt})`;

/** reportStatistic as computed before migration 0006, by scanning tickets and their history (the lifecycle figures, a scan already, aside). */
export async function scanStatistic(
  db: Db,
  scope: SQL | undefined,
  now = new Date(),
): Promise<Omit<ReportStatistic, 'lifecycle' | 'byChannel'>> {
  const scoped = scope ?? sql`true`;
  const days = lastDays(PER_DAY_DAYS, now);
  const localDate = sql<string>`to_char(${tickets.dateEvent} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const [byStatus, byCategory, byCommuneDirection, perDayRows, [totals]] = await Promise.all([
    // Every figure counts the events themselves (the code before 0006 read ticket_counts for the
    // unscoped per-status and per-category figures; a scan keeps this reference independent of it).
    db
      .select({ code: statuses.code, name: statuses.name, count: sql<number>`count(${tickets.id})::int` })
      .from(statuses)
      .leftJoin(tickets, and(eq(tickets.statusCode, statuses.code), scoped))
      .groupBy(statuses.code, statuses.name, statuses.sortOrder)
      .orderBy(asc(statuses.sortOrder)),
    db
      .select({ code: categories.code, name: categories.name, count: sql<number>`count(${tickets.id})::int` })
      .from(categories)
      .leftJoin(subcategories, eq(subcategories.categoryId, categories.id))
      .leftJoin(classifications, eq(classifications.subcategoryId, subcategories.id))
      .leftJoin(tickets, and(eq(tickets.classificationId, classifications.id), scoped))
      .groupBy(categories.id, categories.code, categories.name)
      .orderBy(asc(categories.id)),
    db
      .select({ commune: tickets.commune, orientation: tickets.orientation, count: sql<number>`count(*)::int` })
      .from(tickets)
      .where(scope)
      .groupBy(tickets.commune, tickets.orientation),
    db
      .select({ date: localDate, count: sql<number>`count(*)::int` })
      .from(tickets)
      // The date_event bound (a day early: time-zone shifts) lets the index pick the last weeks;
      // the local-date test stays the exact one.
      .where(and(scope, sql`${tickets.dateEvent} >= ${days[0]!}::date - 1`, sql`${localDate} >= ${days[0]!}`))
      .groupBy(localDate),
    db
      .select({
        total: sql<number>`count(*)::int`,
        closed: sql<number>`count(*) filter (where ${tickets.statusCode} = ${CLOSED_STATUS})::int`,
        unassigned: sql<number>`count(*) filter (where ${tickets.statusCode} <> ${CLOSED_STATUS} and ${tickets.assignedToId} is null)::int`,
        meanHours: sql<
          number | null
        >`avg(extract(epoch from (${closedAt} - ${tickets.createdAt})) / 3600) filter (where ${tickets.statusCode} = ${CLOSED_STATUS})`,
      })
      .from(tickets)
      .where(scope),
  ]);

  return statisticFigures({
    days,
    byStatus,
    byCategory,
    places: byCommuneDirection,
    perDay: perDayRows,
    total: totals?.total ?? 0,
    closed: totals?.closed ?? 0,
    unassigned: totals?.unassigned ?? 0,
    meanHours: totals?.meanHours ?? null,
  });
}
