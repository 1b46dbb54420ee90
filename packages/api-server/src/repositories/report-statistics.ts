// The figures of GET /api/report/reportStatistic, read from the rollups that migration 0006 keeps
// exact with triggers: for everyone from the slotted tables, for a DRIVER or an OPERATOR from the
// rows keyed by them, each plus the creations not yet folded into it (the *_live views, 0015). No
// pass over the events or their history.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { CLOSED_STATUS, COMMUNES, ORIENTATIONS, type Orientation, type ReportStatistic } from '@vigia/domain';
import { ownerCondition } from '../access/ticket-policy.ts';
import type { Db } from '../db/client.ts';
import {
  categories,
  classifications,
  statuses,
  subcategories,
  ticketCountsLive,
  ticketDayCountsLive,
  ticketOwnerCountsLive,
  ticketOwnerPlacesLive,
  ticketPlaceCountsLive,
  tickets,
  type OwnerKind,
} from '../db/schema.ts';
import { channelStatistic } from './channel-statistics.ts';
import { lifecycleStatistic } from './lifecycle-statistics.ts';
import { lastDays, ORIENTATION_NAMES, PER_DAY_DAYS, REPORT_TIME_ZONE } from './reports.ts';

/** The events a scoped role sees: those it created (DRIVER) or those assigned to it (OPERATOR). */
export interface TicketOwner {
  kind: OwnerKind;
  userId: string;
}

/** The per-(status, classification) counters of the caller's events, as one subquery. */
function statusCounts(db: Db, owner: TicketOwner | undefined) {
  const source = owner ? ticketOwnerCountsLive : ticketCountsLive;
  const query = db
    .select({
      statusCode: source.statusCode,
      classificationId: source.classificationId,
      n: source.n,
      unassigned: source.unassigned,
      closeSeconds: source.closeSeconds,
    })
    .from(source);
  return (
    owner ? query.where(and(eq(ticketOwnerCountsLive.ownerId, owner.userId), eq(ticketOwnerCountsLive.ownerKind, owner.kind))) : query
  ).as('counts');
}

function placeCounts(db: Db, owner: TicketOwner | undefined) {
  if (!owner) {
    return db
      .select({ commune: ticketPlaceCountsLive.commune, orientation: ticketPlaceCountsLive.orientation, n: ticketPlaceCountsLive.n })
      .from(ticketPlaceCountsLive);
  }
  return db
    .select({ commune: ticketOwnerPlacesLive.commune, orientation: ticketOwnerPlacesLive.orientation, n: ticketOwnerPlacesLive.n })
    .from(ticketOwnerPlacesLive)
    .where(and(eq(ticketOwnerPlacesLive.ownerId, owner.userId), eq(ticketOwnerPlacesLive.ownerKind, owner.kind)));
}

/**
 * Events per local day from `first` on. Everyone: the day rollup. An owner: their events of the last
 * weeks through their (owner, date_event) index, bounded by the window, not the table (a rollup per
 * owner and day would hold about one row per event for the many reporters with few events).
 */
function dayCounts(db: Db, owner: TicketOwner | undefined, first: string) {
  if (!owner) {
    return db
      .select({
        date: sql<string>`to_char(${ticketDayCountsLive.day}, 'YYYY-MM-DD')`,
        count: sql<number>`sum(${ticketDayCountsLive.n})::int`,
      })
      .from(ticketDayCountsLive)
      .where(gte(ticketDayCountsLive.day, first))
      .groupBy(ticketDayCountsLive.day);
  }
  const localDate = sql<string>`to_char(${tickets.dateEvent} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ date: localDate, count: sql<number>`count(*)::int` })
      .from(tickets)
      // The date_event bound (a day early: time-zone shifts) picks the index range; the local-date
      // test is the exact one.
      .where(and(ownerCondition(owner), sql`${tickets.dateEvent} >= ${first}::date - 1`, sql`${localDate} >= ${first}`))
      .groupBy(localDate)
  );
}

/** Counts over the events the caller may see (owner; none: every event), every status and category listed even at 0. */
export async function reportStatistic(db: Db, owner: TicketOwner | undefined, now = new Date()): Promise<ReportStatistic> {
  const days = lastDays(PER_DAY_DAYS, now);
  const counts = statusCounts(db, owner);
  const [statusRows, byCategory, places, perDayRows, lifecycle, byChannel] = await Promise.all([
    db
      .select({
        code: statuses.code,
        name: statuses.name,
        count: sql<number>`coalesce(sum(${counts.n}), 0)::int`,
        unassigned: sql<number>`coalesce(sum(${counts.unassigned}), 0)::int`,
        // Numeric, divided in SQL: the same rounding as the mean computed over the events before.
        meanHours: sql<string | null>`sum(${counts.closeSeconds}) / nullif(sum(${counts.n}), 0) / 3600`,
      })
      .from(statuses)
      .leftJoin(counts, eq(counts.statusCode, statuses.code))
      .groupBy(statuses.code, statuses.name, statuses.sortOrder)
      .orderBy(asc(statuses.sortOrder)),
    db
      .select({ code: categories.code, name: categories.name, count: sql<number>`coalesce(sum(${counts.n}), 0)::int` })
      .from(categories)
      .leftJoin(subcategories, eq(subcategories.categoryId, categories.id))
      .leftJoin(classifications, eq(classifications.subcategoryId, subcategories.id))
      .leftJoin(counts, eq(counts.classificationId, classifications.id))
      .groupBy(categories.id, categories.code, categories.name)
      .orderBy(asc(categories.id)),
    placeCounts(db, owner),
    dayCounts(db, owner, days[0]!),
    lifecycleStatistic(db, owner, days[0]!),
    channelStatistic(db, owner, days[0]!),
  ]);

  const byStatus = statusRows.map(({ code, name, count }) => ({ code, name, count }));
  const closedRow = statusRows.find((s) => s.code === CLOSED_STATUS);
  return {
    ...statisticFigures({
      days,
      byStatus,
      byCategory,
      places: places.map((r) => ({ commune: r.commune, orientation: r.orientation, count: Number(r.n) })),
      perDay: perDayRows.map((r) => ({ date: r.date, count: Number(r.count) })),
      total: byStatus.reduce((n, s) => n + s.count, 0),
      closed: closedRow?.count ?? 0,
      unassigned: statusRows.filter((s) => s.code !== CLOSED_STATUS).reduce((n, s) => n + s.unassigned, 0),
      meanHours: closedRow?.meanHours ?? null,
    }),
    lifecycle,
    byChannel,
  };
}

/** What the figures of the answer are computed from: counts, however they were counted. */
export interface StatisticCounts {
  /** The local days of `perDay`, oldest first. */
  days: string[];
  byStatus: ReportStatistic['byStatus'];
  byCategory: ReportStatistic['byCategory'];
  /** Events per commune and direction; a row may be 0 (a rollup row and a pending row cancel out). */
  places: { commune: string; orientation: string; count: number }[];
  perDay: { date: string; count: number }[];
  total: number;
  closed: number;
  unassigned: number;
  meanHours: number | string | null;
}

/**
 * The answer from its counts: the rollups' (reportStatistic) and the test's scan of the events
 * (test/statistics-scan.ts) share it, so they differ only in how they count. The lifecycle and
 * channel figures are direct counts of their own (their tests: lifecycle-, channel-statistics).
 */
export function statisticFigures(counts: StatisticCounts): Omit<ReportStatistic, 'lifecycle' | 'byChannel'> {
  const { days, total, closed } = counts;
  const byCommuneDirection = counts.places.filter((r) => r.count !== 0);
  // Communes in road order (all seven, even at 0), then any other name found in the data.
  const names = [
    ...COMMUNES.map((c) => c.name),
    ...byCommuneDirection.map((r) => r.commune).filter((n) => !COMMUNES.some((c) => c.name === n)),
  ];
  // Another name stays only if its sum is not zero.
  const communeRows = [...new Set(names)]
    .map((commune) => {
      const count = (o: Orientation) =>
        byCommuneDirection.filter((r) => r.commune === commune && r.orientation === o).reduce((n, r) => n + r.count, 0);
      return { commune, north: count('NORTH'), south: count('SOUTH') };
    })
    .filter((r) => r.north + r.south !== 0 || COMMUNES.some((c) => c.name === r.commune));
  const perDay = new Map(counts.perDay.map((r) => [r.date, r.count]));
  return {
    total,
    byStatus: counts.byStatus,
    byCategory: counts.byCategory,
    byCommune: communeRows.map((r) => ({ code: r.commune, name: r.commune, count: r.north + r.south })),
    byDirection: ORIENTATIONS.map((o) => ({
      code: o,
      name: ORIENTATION_NAMES[o],
      count: byCommuneDirection.filter((r) => r.orientation === o).reduce((n, r) => n + r.count, 0),
    })),
    byCommuneDirection: communeRows,
    perDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    open: total - closed,
    closed,
    unassigned: counts.unassigned,
    meanHoursToClose: counts.meanHours == null ? null : Math.round(Number(counts.meanHours) * 10) / 10,
  };
}
