// What a planned work overlaps (issue 41 item 2): other approved works and open major incidents.
import { and, asc, eq, sql } from 'drizzle-orm';
import { CLOSED_STATUS, formatKm, type Orientation, type Severity, type WorkConflict } from '@vigia/domain';
import { toSantiagoIso } from '@vigia/domain/work-schedule';
import type { Db } from '../db/client.ts';
import { plannedWorks, tickets } from '../db/schema.ts';
import { executeRows } from './execute-rows.ts';
import type { Tx } from './works.ts';

/**
 * What a work overlaps: APPROVED works (ACTIVE ones included, DONE ones cannot overlap a later
 * period) sharing a carriageway and km, with a period that overlaps one of this work's; and open
 * MAJOR/CRITICAL events within its km range.
 */
export async function workConflicts(db: Db | Tx, id: number): Promise<WorkConflict[]> {
  const works = await executeRows<{ id: number; title: string; km_from: number; km_to: number; orientations: Orientation[]; start: Date }>(
    db,
    sql`
    select o.id, o.title, o.km_from, o.km_to, o.orientations, min(greatest(op.starts_at, wp.starts_at)) as start
    from planned_works w
    join planned_works o on o.id <> w.id and o.status = 'APPROVED' and o.orientations && w.orientations
      and o.km_from <= w.km_to and o.km_to >= w.km_from
    join planned_work_periods wp on wp.work_id = w.id
    join planned_work_periods op on op.work_id = o.id and op.starts_at < wp.ends_at and wp.starts_at < op.ends_at
    where w.id = ${id}
    group by o.id order by o.id limit 50`,
  );
  const events = await db
    .select({ id: tickets.id, kilometer: tickets.kilometer, orientation: tickets.orientation, severity: tickets.severity })
    .from(tickets)
    .innerJoin(plannedWorks, eq(plannedWorks.id, id))
    .where(
      and(
        sql`${tickets.statusCode} <> ${CLOSED_STATUS}`,
        sql`${tickets.severity} in ('MAJOR', 'CRITICAL')`,
        sql`${tickets.kilometer} between ${plannedWorks.kmFrom} and ${plannedWorks.kmTo}`,
      ),
    )
    .orderBy(asc(tickets.id))
    .limit(50);
  return [
    ...works.rows.map((row): WorkConflict => ({
      kind: 'WORK',
      id: Number(row.id),
      message: `Se superpone con la faena aprobada «${row.title}»`,
      title: row.title,
      kmFrom: Number(row.km_from),
      kmTo: Number(row.km_to),
      orientations: row.orientations,
      start: toSantiagoIso(new Date(row.start).getTime()),
    })),
    ...events.map((row): WorkConflict => ({
      kind: 'INCIDENT',
      id: row.id,
      message: `Hay un evento abierto de severidad ${row.severity === 'CRITICAL' ? 'crítica' : 'mayor'} en el km ${formatKm(row.kilometer)}`,
      kilometer: row.kilometer,
      orientation: row.orientation,
      severity: row.severity as Severity,
    })),
  ];
}
