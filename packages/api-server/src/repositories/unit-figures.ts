// Dispatch figures (issue 38 item 6): the units sent to an event with their times, and the first
// unit's arrivals against the event's SLA. The times are the dispatch rows' stamps, written in the
// same transaction as each line of the unit's status history (services/dispatch.ts): dispatched,
// en route, on scene, released.
//
// "Within the SLA" at the first arrival is the event's SLA state at that moment (lib/sla.ts slaOf):
// taken then → taken within the take target and arrived before the close target; not yet taken →
// arrived before the take target. There is no separate arrival target (sla_targets has take and close).
import { sql, type SQL } from 'drizzle-orm';
import { DUPLICATE_CLOSE_REASON, type EventUnit, type UnitArrivalStatistic } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { executeRows, isoTime, type RawTime } from './execute-rows.ts';

interface EventUnitRow extends Record<string, unknown> {
  unit_id: number;
  code: string;
  kind: string;
  dispatched_at: RawTime;
  en_route_at: RawTime | null;
  on_scene_at: RawTime | null;
  released_at: RawTime | null;
}

/** Every unit sent to the event, first sent first (a unit sent twice: twice). */
export async function eventUnits(db: Db, ticketId: number): Promise<EventUnit[]> {
  const { rows } = await executeRows<EventUnitRow>(
    db,
    sql`select d.unit_id, u.code, u.kind, d.dispatched_at, d.en_route_at, d.on_scene_at, d.released_at
    from unit_dispatches d join units u on u.id = d.unit_id
    where d.ticket_id = ${ticketId}
    order by d.dispatched_at, d.id`,
  );
  return rows.map((r) => ({
    unitId: Number(r.unit_id),
    code: r.code,
    kind: r.kind,
    dispatchedAt: isoTime(r.dispatched_at),
    enRouteAt: isoTime(r.en_route_at),
    onSceneAt: isoTime(r.on_scene_at),
    releasedAt: isoTime(r.released_at),
  }));
}

/**
 * Per event with a unit sent (`events` narrows which, on `tickets`): when the first unit arrived and
 * whether the event was within its SLA then. Duplicates closed as such are not counted (as the SLA
 * figures).
 */
function firstArrivals(events: SQL): SQL {
  return sql`select tickets.id, a.first_on_scene,
      a.first_on_scene is not null and (case
        when tickets.taken_at is not null and tickets.taken_at <= a.first_on_scene
          then tickets.taken_at <= tickets.created_at + make_interval(mins => s.take_minutes)
            and a.first_on_scene <= tickets.created_at + make_interval(mins => s.close_minutes)
        else a.first_on_scene <= tickets.created_at + make_interval(mins => s.take_minutes)
      end) as within_sla
    from tickets
    join sla_targets s on s.severity = tickets.severity
    join lateral (select min(d.on_scene_at) as first_on_scene from unit_dispatches d where d.ticket_id = tickets.id) a on true
    where ${events} and exists (select 1 from unit_dispatches d where d.ticket_id = tickets.id)
      and tickets.close_reason is distinct from ${DUPLICATE_CLOSE_REASON}`;
}

export interface FirstArrival {
  firstOnSceneAt: string | null;
  withinSla: boolean;
}

/** The first arrival of each of these events that had a unit sent (others absent from the map). */
export async function firstArrivalsOf(db: Db, ticketIds: readonly number[]): Promise<Map<number, FirstArrival>> {
  if (ticketIds.length === 0) return new Map();
  const ids = sql`tickets.id = any(${`{${ticketIds.map(Number).join(',')}}`}::int[])`;
  const { rows } = await executeRows<{ id: number; first_on_scene: RawTime | null; within_sla: boolean }>(db, firstArrivals(ids));
  return new Map(rows.map((r) => [Number(r.id), { firstOnSceneAt: isoTime(r.first_on_scene), withinSla: r.within_sla }]));
}

/** The statistics' figure over the events `events` selects (a condition on `tickets`). */
export async function unitArrivalStatistic(db: Db, events: SQL): Promise<UnitArrivalStatistic> {
  const { rows } = await executeRows<{ dispatched: number; reached: number; within_sla: number }>(
    db,
    sql`select count(*)::int as dispatched, count(first_on_scene)::int as reached,
      count(*) filter (where within_sla)::int as within_sla
    from (${firstArrivals(events)}) f`,
  );
  const row = rows[0];
  const reached = Number(row?.reached ?? 0);
  const withinSla = Number(row?.within_sla ?? 0);
  return {
    dispatched: Number(row?.dispatched ?? 0),
    reached,
    withinSla,
    withinSlaShare: reached === 0 ? null : Math.round((withinSla / reached) * 1000) / 1000,
  };
}
