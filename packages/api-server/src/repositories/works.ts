// Planned works (issue 41): rows, periods, the list's filters and history (conflicts: work-conflicts.ts). The status a
// reader sees is derived here from the stored one, the periods and `now` (@vigia/domain/work-status).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { type Orientation, type Paged, type Work, type WorkHistoryEntry } from '@vigia/domain';
import { toSantiagoIso, type WorkPeriod, type WorkSchedule } from '@vigia/domain/work-schedule';
import { workStatusAt, type StoredWorkStatus, type WorkStatus } from '@vigia/domain/work-status';
import type { Db, Tx } from '../db/client.ts';
import { plannedWorkHistory, plannedWorkPeriods, plannedWorks, users } from '../db/schema.ts';
import { pageOf, paged, type PageRequest } from '../lib/paging.ts';
import { executeRows } from './execute-rows.ts';

export type { Tx } from '../db/client.ts';
type Row = typeof plannedWorks.$inferSelect;

/** What a create or an edit writes (the body, validated, with its periods). */
export interface WorkValues {
  title: string;
  kmFrom: number;
  kmTo: number;
  orientations: Orientation[];
  lanesClosed: { NORTH: Work['lanesClosed']['NORTH']; SOUTH: Work['lanesClosed']['SOUTH'] };
  shoulderClosed: boolean;
  speedLimit: number | null;
  contractor: string;
  contact: string;
  schedule: WorkSchedule;
  periods: WorkPeriod[];
}

function columnsOf(values: WorkValues) {
  return {
    title: values.title,
    kmFrom: values.kmFrom,
    kmTo: values.kmTo,
    orientations: values.orientations,
    lanesNorth: values.lanesClosed.NORTH,
    lanesSouth: values.lanesClosed.SOUTH,
    shoulderClosed: values.shoulderClosed,
    speedLimit: values.speedLimit,
    contractor: values.contractor,
    contact: values.contact,
    schedule: values.schedule,
    startsAt: new Date(values.periods[0]!.start),
    endsAt: new Date(values.periods.at(-1)!.end),
  };
}

async function writePeriods(tx: Tx, workId: number, periods: WorkPeriod[]) {
  await tx.delete(plannedWorkPeriods).where(eq(plannedWorkPeriods.workId, workId));
  await tx.insert(plannedWorkPeriods).values(periods.map((p) => ({ workId, startsAt: new Date(p.start), endsAt: new Date(p.end) })));
}

export async function insertWork(tx: Tx, values: WorkValues, createdBy: string, now: Date): Promise<number> {
  const [row] = await tx
    .insert(plannedWorks)
    .values({ ...columnsOf(values), createdBy, createdAt: now, updatedAt: now })
    .returning({ id: plannedWorks.id });
  await writePeriods(tx, row!.id, values.periods);
  return row!.id;
}

/** An edit: the new values and periods, a DRAFT again, the next version. */
export async function updateWork(tx: Tx, id: number, values: WorkValues, now: Date): Promise<void> {
  await tx
    .update(plannedWorks)
    .set({ ...columnsOf(values), status: 'DRAFT', rejectionReason: null, version: sql`${plannedWorks.version} + 1`, updatedAt: now })
    .where(eq(plannedWorks.id, id));
  await writePeriods(tx, id, values.periods);
}

export async function setWorkStatus(tx: Tx, id: number, status: StoredWorkStatus, rejectionReason: string | null, now: Date) {
  await tx
    .update(plannedWorks)
    .set({ status, rejectionReason, version: sql`${plannedWorks.version} + 1`, updatedAt: now })
    .where(eq(plannedWorks.id, id));
}

export async function recordWorkHistory(tx: Tx, workId: number, actorId: string, action: string, changes: Record<string, unknown>) {
  await tx.insert(plannedWorkHistory).values({ workId, changedById: actorId, action, changes });
}

async function periodsOf(db: Db | Tx, ids: number[]): Promise<Map<number, WorkPeriod[]>> {
  const map = new Map<number, WorkPeriod[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(plannedWorkPeriods)
    .where(sql`${plannedWorkPeriods.workId} = any(${`{${ids.join(',')}}`}::int[])`)
    .orderBy(asc(plannedWorkPeriods.workId), asc(plannedWorkPeriods.startsAt));
  for (const row of rows)
    map.get(row.workId)?.push({ start: toSantiagoIso(row.startsAt.getTime()), end: toSantiagoIso(row.endsAt.getTime()) });
  return map;
}

function toWork(row: Row, periods: WorkPeriod[], now: Date): Work {
  return {
    id: row.id,
    title: row.title,
    kmFrom: row.kmFrom,
    kmTo: row.kmTo,
    orientations: row.orientations,
    lanesClosed: { NORTH: row.lanesNorth, SOUTH: row.lanesSouth },
    shoulderClosed: row.shoulderClosed,
    speedLimit: row.speedLimit,
    contractor: row.contractor,
    contact: row.contact,
    schedule: row.schedule,
    periods,
    status: workStatusAt(row.status, periods, now),
    version: row.version,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function worksOf(db: Db | Tx, rows: Row[], now: Date): Promise<Work[]> {
  const periods = await periodsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toWork(row, periods.get(row.id) ?? [], now));
}

export async function findWork(db: Db | Tx, id: number, now: Date): Promise<Work | null> {
  const rows = await db.select().from(plannedWorks).where(eq(plannedWorks.id, id));
  return rows[0] ? ((await worksOf(db, rows, now))[0] ?? null) : null;
}

/** The work locked for a write (read-check-write in one transaction), or null. */
export async function lockWork(tx: Tx, id: number, now: Date): Promise<Work | null> {
  const rows = await tx.select().from(plannedWorks).where(eq(plannedWorks.id, id)).for('update');
  return rows[0] ? ((await worksOf(tx, rows, now))[0] ?? null) : null;
}

const stamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const activeAtCondition = (at: Date) =>
  sql`exists (select 1 from planned_work_periods p where p.work_id = ${plannedWorks.id} and p.starts_at <= ${stamp(at)} and p.ends_at > ${stamp(at)})`;

/** A status as read, as a condition on the stored row (ACTIVE and DONE need the clock). */
function statusCondition(status: WorkStatus, now: Date): SQL | undefined {
  if (status === 'ACTIVE') return and(eq(plannedWorks.status, 'APPROVED'), activeAtCondition(now));
  if (status === 'DONE') return and(eq(plannedWorks.status, 'APPROVED'), sql`${plannedWorks.endsAt} <= ${stamp(now)}`);
  if (status === 'APPROVED')
    return and(eq(plannedWorks.status, 'APPROVED'), sql`${plannedWorks.endsAt} > ${stamp(now)}`, sql`not ${activeAtCondition(now)}`);
  return eq(plannedWorks.status, status);
}

export interface WorkFilter {
  status?: WorkStatus;
  kmFrom?: number;
  kmTo?: number;
  activeAt?: Date;
}

/** GET /api/works: soonest first; a km range keeps the works that overlap it. */
export async function listWorks(db: Db, filter: WorkFilter, request: PageRequest, now: Date): Promise<Paged<Work>> {
  const where = and(
    filter.status ? statusCondition(filter.status, now) : undefined,
    filter.kmFrom !== undefined ? sql`${plannedWorks.kmTo} >= ${filter.kmFrom}` : undefined,
    filter.kmTo !== undefined ? sql`${plannedWorks.kmFrom} <= ${filter.kmTo}` : undefined,
    filter.activeAt ? and(eq(plannedWorks.status, 'APPROVED'), activeAtCondition(filter.activeAt)) : undefined,
  );
  const [rows, total] = await Promise.all([
    pageOf(db.select().from(plannedWorks).where(where).orderBy(asc(plannedWorks.startsAt), asc(plannedWorks.id)), request),
    db.$count(plannedWorks, where),
  ]);
  return paged(await worksOf(db, rows, now), request, total);
}

/** The most works a public answer lists (the road is 170 km: far more than can be under way at once). */
export const ACTIVE_WORKS_MAX = 100;

/**
 * APPROVED works with a period under way at `at` and those whose periods start before `until`,
 * each with its periods from `at` on; soonest first. The public reads these: the caller picks fields.
 */
export async function worksAround(db: Db, at: Date, until: Date): Promise<Work[]> {
  const rows = await db
    .select()
    .from(plannedWorks)
    .where(
      and(
        eq(plannedWorks.status, 'APPROVED'),
        sql`exists (select 1 from planned_work_periods p where p.work_id = ${plannedWorks.id} and p.ends_at > ${stamp(at)} and p.starts_at < ${stamp(until)})`,
      ),
    )
    .orderBy(asc(plannedWorks.startsAt), asc(plannedWorks.id))
    .limit(ACTIVE_WORKS_MAX);
  return (await worksOf(db, rows, at)).map((work) => ({ ...work, periods: work.periods.filter((p) => Date.parse(p.end) > at.getTime()) }));
}

/** A work's history, oldest first, with names, and whether its hash chain verifies. */
export async function workHistory(db: Db, workId: number): Promise<{ entries: WorkHistoryEntry[]; chain: 'VERIFIED' | 'BROKEN' }> {
  const rows = await db
    .select({
      id: plannedWorkHistory.id,
      action: plannedWorkHistory.action,
      changes: plannedWorkHistory.changes,
      changedAt: plannedWorkHistory.changedAt,
      actorId: plannedWorkHistory.changedById,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(plannedWorkHistory)
    .leftJoin(users, eq(plannedWorkHistory.changedById, users.id))
    .where(eq(plannedWorkHistory.workId, workId))
    .orderBy(asc(plannedWorkHistory.id));
  const broken = await executeRows<{ n: number }>(
    db,
    sql`
    with c as (
      select h.hash, h.prev_hash, lag(h.hash) over (order by h.id) as before,
        ticket_history_hash(h.id, h.work_id, h.changed_by_id, h.action, h.changes, h.changed_at, h.prev_hash) as computed
      from planned_work_history h where h.work_id = ${workId}
    )
    select count(*)::int as n from c where hash is distinct from computed or prev_hash is distinct from before`,
  );
  return {
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action,
      changes: row.changes,
      changedAt: row.changedAt.toISOString(),
      actorId: row.actorId,
      actorName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    })),
    chain: Number(broken.rows[0]?.n ?? 0) > 0 ? 'BROKEN' : 'VERIFIED',
  };
}
