// Response and clearance times and SLA compliance for GET /api/report/reportStatistic (issue 26):
// median and 90th percentile (percentile_cont) of the minutes from T1 to T4, T5, T6 and closing,
// overall and per severity, over the events of the last 30 local days the caller may count, and the
// events open now per severity (issue 37). Three reads at once: the window's events counted per
// severity with their closing times (an index-only scan of tickets_lifecycle_idx, migration 0017), the
// durations of those that reached a milestone, found by time (ticket_milestones_at_idx), and the open
// events (tickets_open_severity_idx, 0010).
import { and, sql, type SQL } from 'drizzle-orm';
import {
  CLOSED_STATUS,
  DUPLICATE_CLOSE_REASON,
  SEVERITIES,
  type DurationStatistic,
  type LifecycleStatistic,
  type LifecycleTimes,
  type Severity,
} from '@vigia/domain';
import { ownerCondition } from '../access/ticket-policy.ts';
import type { Db } from '../db/client.ts';
import { tickets } from '../db/schema.ts';
import { closedWithinSla } from '../lib/sla.ts';
import { REPORT_TIME_ZONE } from './reports.ts';
import type { TicketOwner } from './report-statistics.ts';
import { executeRows, executeRowsWithoutJit } from './execute-rows.ts';
import { unitArrivalStatistic } from './unit-figures.ts';

interface Row {
  severity: string | null;
  overall: boolean;
  [figure: string]: unknown;
}

const round1 = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

function duration(row: Row | undefined, name: string): DurationStatistic {
  return { count: Number(row?.[`${name}_n`] ?? 0), median: round1(row?.[`${name}_median`]), p90: round1(row?.[`${name}_p90`]) };
}

function times(row: Row | undefined): LifecycleTimes {
  const closed = Number(row?.['closed'] ?? 0);
  const withinSla = Number(row?.['within_sla'] ?? 0);
  return {
    response: duration(row, 'response'),
    roadwayClearance: duration(row, 'roadway'),
    incidentClearance: duration(row, 'incident'),
    close: duration(row, 'close'),
    closed,
    withinSla,
    withinSlaShare: closed === 0 ? null : Math.round((withinSla / closed) * 1000) / 1000,
  };
}

/** One read without JIT: a pass over tens of thousands of index entries costs less than compiling it. */
const readWithoutJit = async (db: Db, query: SQL): Promise<Row[]> => (await executeRowsWithoutJit<Row>(db, query)).rows;

/** The figures over the events whose date falls on or after local day `from` (YYYY-MM-DD). */
export async function lifecycleStatistic(db: Db, owner: TicketOwner | undefined, from: string): Promise<LifecycleStatistic> {
  const inWindow = and(ownerCondition(owner), sql`${tickets.dateEvent} >= (${from}::date)::timestamp at time zone ${REPORT_TIME_ZONE}`);
  const figures = ['response', 'roadway', 'incident'].map(
    (name) => sql`count(${sql.raw(name)}) as ${sql.raw(`${name}_n`)},
      percentile_cont(0.5) within group (order by ${sql.raw(name)}) as ${sql.raw(`${name}_median`)},
      percentile_cont(0.9) within group (order by ${sql.raw(name)}) as ${sql.raw(`${name}_p90`)}`,
  );
  const counted = sql`${tickets.statusCode} = ${CLOSED_STATUS} and ${tickets.closeReason} is distinct from ${DUPLICATE_CLOSE_REASON}`;
  // Minutes from the report to closing, of the closed events that count (null otherwise: not ranked).
  const closeMinutes = sql`case when ${counted} then extract(epoch from ${tickets.closedAt} - ${tickets.createdAt}) / 60 end`;
  const minutesTo = (code: string) => sql`extract(epoch from min(m.at) filter (where m.code = ${code}) - ${tickets.createdAt}) / 60`;
  const [allCounts, durations, open, unitArrival] = await Promise.all([
    // Every event of the window, counted per severity and overall (a percentile is not a sum).
    readWithoutJit(
      db,
      sql`select ${tickets.severity} as severity, grouping(${tickets.severity}) = 1 as overall,
        count(*) filter (where ${counted}) as closed,
        count(*) filter (where ${counted} and ${closedWithinSla}) as within_sla,
        count(*) filter (where exists (select 1 from ticket_links l where l.ticket_id = ${tickets.id} and l.kind = 'SECONDARY_OF')) as secondaries,
        count(${closeMinutes}) as close_n,
        percentile_cont(0.5) within group (order by ${closeMinutes}) as close_median,
        percentile_cont(0.9) within group (order by ${closeMinutes}) as close_p90
      from ${tickets}
      join sla_targets on sla_targets.severity = ${tickets.severity}
      where ${inWindow}
      group by grouping sets ((${tickets.severity}), ())`,
    ),
    // Only the events that reached a milestone. A milestone is never before its event's report (the
    // API refuses it), so theirs are among the milestones since the window's earliest report: found
    // by time (ticket_milestones_at_idx), not probed event by event.
    readWithoutJit(
      db,
      sql`with reached as (
        select ${tickets.severity} as severity,
          ${minutesTo('ON_SCENE')} as response,
          ${minutesTo('LANES_OPEN')} as roadway,
          ${minutesTo('CLEARED')} as incident
        from ticket_milestones m
        join ${tickets} on ${tickets.id} = m.ticket_id
        where m.at >= (select min(${tickets.createdAt}) from ${tickets} where ${inWindow})
          and m.code in ('ON_SCENE', 'LANES_OPEN', 'CLEARED') and ${inWindow}
        group by ${tickets.id}
      )
      select severity, grouping(severity) = 1 as overall, ${sql.join(figures, sql`, `)}
      from reached
      group by grouping sets ((severity), ())`,
    ),
    // Open now, whatever their date: the partial index of the open events.
    executeRows<{ severity: string; n: number }>(
      db,
      sql`select ${tickets.severity} as severity, count(*)::int as n from ${tickets}
      where ${and(ownerCondition(owner), sql`${tickets.statusCode} <> ${CLOSED_STATUS}`)}
      group by ${tickets.severity}`,
    ),
    // Issue 38: the first unit's arrivals of the window's events.
    unitArrivalStatistic(db, inWindow!),
  ]);
  const counts = allCounts.filter((r) => !r.overall);
  const overallCounts = allCounts.find((r) => r.overall);
  const bySeverity = (severity: string): Row => ({
    ...durations.find((r) => !r.overall && r.severity === severity),
    ...counts.find((r) => r.severity === severity),
    severity,
    overall: false,
  });
  const sum = (name: string) => counts.reduce((n, r) => n + Number(r[name] ?? 0), 0);
  const overall: Row = {
    ...durations.find((r) => r.overall),
    close_n: overallCounts?.['close_n'],
    close_median: overallCounts?.['close_median'],
    close_p90: overallCounts?.['close_p90'],
    closed: sum('closed'),
    within_sla: sum('within_sla'),
    severity: null,
    overall: true,
  };
  return {
    from,
    ...times(overall),
    bySeverity: [...SEVERITIES].reverse().map((severity: Severity) => ({ severity, ...times(bySeverity(severity)) })),
    secondaries: sum('secondaries'),
    openNow: [...SEVERITIES].reverse().map((severity) => ({
      severity,
      count: Number(open.rows.find((r) => r.severity === severity)?.n ?? 0),
    })),
    unitArrival,
  };
}
