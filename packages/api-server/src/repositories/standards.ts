// Service standards (issue 40 item 1) and the month's events as the compliance measure reads them:
// when each was reported (and its Chilean day) and when each limited time's milestone was reached.
import { asc, eq, sql } from 'drizzle-orm';
import { DUPLICATE_CLOSE_REASON, INSPECTOR_AGENCY, type ServiceStandard, type ServiceStandardInput, type Severity } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import type { Tx } from './tickets.ts';
import { classifications, serviceStandards } from '../db/schema.ts';
import type { MeasuredEvent, StandardRule } from '../lib/compliance.ts';
import { dateOrNull, executeRows, type RawTime } from './execute-rows.ts';
import { REPORT_TIME_ZONE } from './reports.ts';

const columns = {
  id: serviceStandards.id,
  severity: serviceStandards.severity,
  classificationId: serviceStandards.classificationId,
  classificationName: classifications.name,
  onSceneMinutes: serviceStandards.onSceneMinutes,
  lanesOpenMinutes: serviceStandards.lanesOpenMinutes,
  clearedMinutes: serviceStandards.clearedMinutes,
  inspectorNoticeMinutes: serviceStandards.inspectorNoticeMinutes,
  effectiveFrom: serviceStandards.effectiveFrom,
  createdAt: serviceStandards.createdAt,
};

/** Every standard, by severity, classification and first day. */
export async function listStandards(db: Db): Promise<ServiceStandard[]> {
  const rows = await db
    .select(columns)
    .from(serviceStandards)
    .leftJoin(classifications, eq(classifications.id, serviceStandards.classificationId))
    .orderBy(
      sql`array_position(array['CRITICAL','MAJOR','MODERATE','MINOR'], ${serviceStandards.severity})`,
      sql`${serviceStandards.classificationId} nulls first`,
      asc(serviceStandards.effectiveFrom),
      asc(serviceStandards.id),
    );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function standardExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: serviceStandards.id }).from(serviceStandards).where(eq(serviceStandards.id, id));
  return Boolean(row);
}

export async function classificationExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: classifications.id }).from(classifications).where(eq(classifications.id, id));
  return Boolean(row);
}

/** The new standard's id (a unique index refuses a second one for the same severity, classification and day). */
export async function insertStandard(db: Db, input: ServiceStandardInput, createdBy: string | null): Promise<number> {
  const [row] = await db
    .insert(serviceStandards)
    .values({ ...input, createdBy })
    .returning({ id: serviceStandards.id });
  return row!.id;
}

export const toRule = (s: ServiceStandard): StandardRule => ({
  id: s.id,
  severity: s.severity,
  classificationId: s.classificationId,
  effectiveFrom: s.effectiveFrom,
  limits: {
    ON_SCENE: s.onSceneMinutes,
    LANES_OPEN: s.lanesOpenMinutes,
    CLEARED: s.clearedMinutes,
    INSPECTOR_NOTICE: s.inspectorNoticeMinutes,
  },
});

interface EventRow extends Record<string, unknown> {
  id: number;
  severity: Severity;
  classification_id: number;
  day: string;
  created_at: RawTime;
  on_scene: RawTime | null;
  lanes_open: RawTime | null;
  cleared: RawTime | null;
  notice: RawTime | null;
}

/** A Chilean calendar month as instants: [from, to). */
export async function chileMonth(db: Db, year: number, month: number): Promise<{ from: Date; to: Date }> {
  const first = sql`make_date(${year}::int, ${month}::int, 1)`;
  const { rows } = await executeRows<{ from: RawTime; to: RawTime }>(
    db,
    sql`select (${first}::timestamp at time zone ${REPORT_TIME_ZONE}) as "from",
      ((${first} + interval '1 month')::timestamp at time zone ${REPORT_TIME_ZONE}) as "to"`,
  );
  return { from: new Date(rows[0]!.from), to: new Date(rows[0]!.to) };
}

/**
 * The events reported in [from, to) (duplicates closed as such are another event's, left out), with
 * their Chilean day, milestones (T4, T5, T6) and the Inspección Fiscal's first notice.
 */
export async function eventsReportedBetween(db: Db, from: Date, to: Date): Promise<MeasuredEvent[]> {
  const milestone = (code: string) => sql`(select m.at from ticket_milestones m where m.ticket_id = t.id and m.code = ${code})`;
  const { rows } = await executeRows<EventRow>(
    db,
    sql`
    select t.id, t.severity, t.classification_id, t.created_at,
      to_char(t.created_at at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD') as day,
      ${milestone('ON_SCENE')} as on_scene, ${milestone('LANES_OPEN')} as lanes_open, ${milestone('CLEARED')} as cleared,
      (select min(a.notified_at) from ticket_agencies a where a.ticket_id = t.id and a.agency_code = ${INSPECTOR_AGENCY}) as notice
    from tickets t
    where t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
      and t.close_reason is distinct from ${DUPLICATE_CLOSE_REASON}
    order by t.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    severity: r.severity,
    classificationId: Number(r.classification_id),
    day: r.day,
    reportedAt: new Date(r.created_at),
    reached: {
      ON_SCENE: dateOrNull(r.on_scene),
      LANES_OPEN: dateOrNull(r.lanes_open),
      CLEARED: dateOrNull(r.cleared),
      INSPECTOR_NOTICE: dateOrNull(r.notice),
    },
  }));
}
