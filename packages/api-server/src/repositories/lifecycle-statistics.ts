// Response and clearance times and SLA compliance for GET /api/report/reportStatistic (issue 26):
// median and 90th percentile (percentile_cont) of the minutes from T1 to T4, T5 and T6, overall and
// per severity, over the events of the last 30 local days the caller may count. A pass over those
// days' events only (an index-only scan of tickets_lifecycle_idx, migration 0017), and their
// milestones found by time (ticket_milestones_at_idx).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  CLOSED_STATUS,
  DUPLICATE_CLOSE_REASON,
  SEVERITIES,
  type DurationStatistic,
  type LifecycleStatistic,
  type LifecycleTimes,
  type Severity,
} from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { tickets } from '../db/schema.ts';
import { closedWithinSla } from '../lib/sla.ts';
import { REPORT_TIME_ZONE } from './reports.ts';
import type { TicketOwner } from './report-statistics.ts';

const ownerCondition = (owner: TicketOwner | undefined): SQL | undefined =>
  owner ? eq(owner.kind === 'created_by' ? tickets.createdById : tickets.assignedToId, owner.userId) : undefined;

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
    closed,
    withinSla,
    withinSlaShare: closed === 0 ? null : Math.round((withinSla / closed) * 1000) / 1000,
  };
}

/** The figures over the events whose date falls on or after local day `from` (YYYY-MM-DD). */
export async function lifecycleStatistic(db: Db, owner: TicketOwner | undefined, from: string): Promise<LifecycleStatistic> {
  const figures = ['response', 'roadway', 'incident'].map(
    // FILTER: each percentile sorts only the events that reached the milestone, not all of them.
    (name) => sql`count(${sql.raw(name)}) as ${sql.raw(`${name}_n`)},
      percentile_cont(0.5) within group (order by ${sql.raw(name)}) filter (where ${sql.raw(name)} is not null) as ${sql.raw(`${name}_median`)},
      percentile_cont(0.9) within group (order by ${sql.raw(name)}) filter (where ${sql.raw(name)} is not null) as ${sql.raw(`${name}_p90`)}`,
  );
  // One pass over tens of thousands of index entries: compiling it (JIT) would cost more than it saves.
  const result = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(sql`
    with w as materialized (
      select ${tickets.id} as id, ${tickets.severity} as severity, ${tickets.createdAt} as created_at,
        (${tickets.statusCode} = ${CLOSED_STATUS} and ${tickets.closeReason} is distinct from ${DUPLICATE_CLOSE_REASON}) as counted_closed,
        ${closedWithinSla} as within_sla
      from ${tickets}
      join sla_targets on sla_targets.severity = ${tickets.severity}
      where ${and(ownerCondition(owner), sql`${tickets.dateEvent} >= (${from}::date)::timestamp at time zone ${REPORT_TIME_ZONE}`)}
    ),
    -- A milestone is never before its event's report (the API refuses it), so those of the window's
    -- events are among the milestones since its earliest report: found by time, not one probe per event.
    ms as (
      select m.ticket_id,
        min(extract(epoch from m.at - w.created_at) / 60) filter (where m.code = 'ON_SCENE') as response,
        min(extract(epoch from m.at - w.created_at) / 60) filter (where m.code = 'LANES_OPEN') as roadway,
        min(extract(epoch from m.at - w.created_at) / 60) filter (where m.code = 'CLEARED') as incident
      from ticket_milestones m join w on w.id = m.ticket_id
      where m.at >= (select min(created_at) from w) and m.code in ('ON_SCENE', 'LANES_OPEN', 'CLEARED')
      group by m.ticket_id
    ),
    e as (
      select w.severity, ms.response, ms.roadway, ms.incident, w.counted_closed, w.within_sla,
        exists (select 1 from ticket_links l where l.ticket_id = w.id and l.kind = 'SECONDARY_OF') as secondary
      from w left join ms on ms.ticket_id = w.id
    )
    select severity, grouping(severity) = 1 as overall, ${sql.join(figures, sql`, `)},
      count(*) filter (where counted_closed) as closed,
      count(*) filter (where counted_closed and within_sla) as within_sla,
      count(*) filter (where secondary) as secondaries
    from e
    group by grouping sets ((severity), ())`);
  })) as unknown as { rows: Row[] };
  const overall = result.rows.find((r) => r.overall);
  return {
    from,
    ...times(overall),
    bySeverity: [...SEVERITIES].reverse().map((severity: Severity) => ({
      severity,
      ...times(result.rows.find((r) => !r.overall && r.severity === severity)),
    })),
    secondaries: Number(overall?.['secondaries'] ?? 0),
  };
}
