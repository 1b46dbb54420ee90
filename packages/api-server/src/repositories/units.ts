// Dispatch (issue 38): units as GET /api/unit answers them (flat: the open shift's driver, the open
// dispatch's event, the last position), and the writes the services make inside their transaction.
import { and, asc, eq, fillPlaceholders, isNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Orientation, Unit, UnitHistoryEntry, UnitKind } from '@vigia/domain';
import type { UnitFacts, UnitStatus } from '@vigia/domain/unit-status';
import type { AnnouncingWrites } from '../db/announcing-writes.ts';
import type { Db } from '../db/client.ts';
import { unitDispatches, unitKinds, units, unitShifts, unitStatusHistory } from '../db/schema.ts';
import { executeRows } from './execute-rows.ts';
import { staffNameSql, UNIT_CHANNEL, unitMessageSql } from './unit-feed.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface UnitRow extends Record<string, unknown> {
  id: number;
  code: string;
  kind: string;
  plate: string;
  base_km: number;
  active: boolean;
  version: number;
  status: UnitStatus;
  status_since: Date | string;
  driver_id: string | null;
  driver_name: string | null;
  ticket_id: number | null;
  lat: number | null;
  lon: number | null;
  kilometer: number | null;
  orientation: Orientation | null;
  position_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toUnit(row: UnitRow): Unit {
  return {
    id: Number(row.id),
    code: row.code,
    kind: row.kind,
    plate: row.plate,
    baseKm: Number(row.base_km),
    active: row.active,
    version: Number(row.version),
    status: row.status,
    statusSince: iso(row.status_since),
    driverId: row.driver_id,
    driverName: row.driver_name,
    ticketId: row.ticket_id === null ? null : Number(row.ticket_id),
    lat: row.lat,
    lon: row.lon,
    kilometer: row.kilometer,
    orientation: row.orientation,
    positionAt: row.position_at === null ? null : iso(row.position_at),
  };
}

/** The flat unit: its row, the driver (and name) of its open shift, the event of its open dispatch. */
const selectUnits = (where: SQL, lock = false) => sql`
  select u.id, u.code, u.kind, u.plate, u.base_km, u.active, u.version, u.status, u.status_since,
    s.driver_id, ${staffNameSql('s.driver_id')} as driver_name, d.ticket_id, u.lat, u.lon, u.kilometer, u.orientation,
    u.position_at
  from units u
  left join unit_shifts s on s.unit_id = u.id and s.ended_at is null
  left join unit_dispatches d on d.unit_id = u.id and d.released_at is null
  where ${where}
  order by u.code, u.id
  ${lock ? sql`for update of u` : sql``}`;

export async function listUnitKinds(db: Db): Promise<UnitKind[]> {
  return db
    .select({ code: unitKinds.code, name: unitKinds.name, nameEn: unitKinds.nameEn, sortOrder: unitKinds.sortOrder })
    .from(unitKinds)
    .orderBy(asc(unitKinds.sortOrder), asc(unitKinds.code));
}

export async function unitKindExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ code: unitKinds.code }).from(unitKinds).where(eq(unitKinds.code, code));
  return row !== undefined;
}

/** Every unit (the active first), or only the active ones. */
export async function listUnits(db: Db, options: { activeOnly?: boolean } = {}): Promise<Unit[]> {
  const result = await executeRows<UnitRow>(db, selectUnits(options.activeOnly ? sql`u.active` : sql`true`));
  return result.rows.map(toUnit).sort((a, b) => Number(b.active) - Number(a.active));
}

export async function findUnit(db: Db, id: number): Promise<Unit | null> {
  const result = await executeRows<UnitRow>(db, selectUnits(sql`u.id = ${id}`));
  return result.rows[0] ? toUnit(result.rows[0]) : null;
}

/** The unit locked for this transaction (its row; shifts and dispatches change only under it). */
export async function lockUnit(tx: Tx, id: number): Promise<Unit | null> {
  const result = await executeRows<UnitRow>(tx, selectUnits(sql`u.id = ${id}`, true));
  return result.rows[0] ? toUnit(result.rows[0]) : null;
}

export const unitFacts = (unit: Unit): UnitFacts => ({ status: unit.status, driverId: unit.driverId, active: unit.active });

export interface UnitInput {
  code: string;
  kind: string;
  plate: string;
  baseKm: number;
}

export async function insertUnit(db: Db, input: UnitInput, now: Date): Promise<number> {
  const [row] = await db
    .insert(units)
    .values({ ...input, status: 'OUT_OF_SERVICE', statusSince: now, createdAt: now, updatedAt: now })
    .returning({ id: units.id });
  await db.insert(unitStatusHistory).values({ unitId: row!.id, status: 'OUT_OF_SERVICE', at: now });
  return row!.id;
}

/** ADMIN's edit: the fields sent, and the version moves. */
export async function updateUnit(tx: Tx, id: number, values: Partial<UnitInput & { active: boolean }>, now: Date): Promise<void> {
  await tx
    .update(units)
    .set({ ...values, version: sql`${units.version} + 1`, updatedAt: now })
    .where(eq(units.id, id));
}

/** The unit's new status, and its line in the history (with the driver and event of that moment). */
export async function writeUnitStatus(
  tx: Tx,
  unitId: number,
  status: UnitStatus,
  at: Date,
  context: { byId: string; driverId: string | null; ticketId: number | null },
): Promise<void> {
  await tx.update(units).set({ status, statusSince: at, updatedAt: at }).where(eq(units.id, unitId));
  await tx.insert(unitStatusHistory).values({ unitId, status, at, ...context });
}

/** Opens a shift: a second open one for the unit or the driver is a unique violation (23505). */
export async function openShift(tx: Tx, unitId: number, driverId: string, at: Date): Promise<void> {
  await tx.insert(unitShifts).values({ unitId, driverId, startedAt: at });
}

export async function closeShift(tx: Tx, unitId: number, at: Date): Promise<void> {
  await tx
    .update(unitShifts)
    .set({ endedAt: at })
    .where(and(eq(unitShifts.unitId, unitId), isNull(unitShifts.endedAt)));
}

/** The unit a driver is on shift on, if any. */
export async function shiftUnitOf(db: Db, driverId: string): Promise<number | null> {
  const [row] = await db
    .select({ unitId: unitShifts.unitId })
    .from(unitShifts)
    .where(and(eq(unitShifts.driverId, driverId), isNull(unitShifts.endedAt)));
  return row?.unitId ?? null;
}

/** Whether the driver is on shift on a unit with an open dispatch to the event (its crew may read it). */
export async function isDispatchedCrew(db: Db, driverId: string, ticketId: number): Promise<boolean> {
  const result = await executeRows<{ one: number }>(
    db,
    sql`
    select 1 as one from unit_shifts s
    join unit_dispatches d on d.unit_id = s.unit_id and d.released_at is null
    where s.driver_id = ${driverId} and s.ended_at is null and d.ticket_id = ${ticketId}
    limit 1`,
  );
  return result.rows.length > 0;
}

/** Links the unit to the event: a second open dispatch of the unit is a unique violation. */
export async function openDispatch(tx: Tx, unitId: number, ticketId: number, at: Date, byId: string): Promise<void> {
  await tx.insert(unitDispatches).values({ unitId, ticketId, dispatchedAt: at, dispatchedBy: byId });
}

/** Stamps the unit's open dispatch with its arrival steps, or closes it (released). */
export async function stampDispatch(
  tx: Tx,
  unitId: number,
  values: { enRouteAt?: Date; onSceneAt?: Date; releasedAt?: Date; releasedBy?: string },
): Promise<void> {
  await tx
    .update(unitDispatches)
    .set(values)
    .where(and(eq(unitDispatches.unitId, unitId), isNull(unitDispatches.releasedAt)));
}

export async function unitHistory(db: Db, unitId: number, limit: number): Promise<UnitHistoryEntry[]> {
  const rows = await db
    .select()
    .from(unitStatusHistory)
    .where(eq(unitStatusHistory.unitId, unitId))
    .orderBy(sql`${unitStatusHistory.at} desc, ${unitStatusHistory.id} desc`)
    .limit(limit);
  return rows.map((r) => ({ status: r.status, at: r.at.toISOString(), byId: r.byId, driverId: r.driverId, ticketId: r.ticketId }));
}

export interface LocatedPosition {
  at: Date;
  lat: number;
  lon: number;
  accuracy: number | null;
  kilometer: number;
  orientation: Orientation;
}

/** What storing positions did: nothing when the driver is not on shift on the unit. */
export interface StoredPositions {
  stored: boolean;
  /** The unit, when the newest became its last position (then announced on the feed). */
  moved: Unit | null;
}

// Built once: a unit reports every few seconds, and building the statement with drizzle and having
// PostgreSQL parse it again each time cost more than the write (bench/api/README.md).
const STORE_POSITIONS = new PgDialect().sqlToQuery(sql`
    with input as (
      select * from jsonb_to_recordset(${sql.placeholder('input')}::jsonb)
        as p(at timestamptz, lat float8, lon float8, accuracy float8, kilometer float8, orientation text)
    ),
    on_shift as (select 1 from unit_shifts where unit_id = ${sql.placeholder('unitId')}::int and driver_id = ${sql.placeholder('driverId')}::uuid and ended_at is null),
    stored as (
      insert into unit_positions (unit_id, driver_id, at, lat, lon, accuracy, kilometer, orientation)
      select ${sql.placeholder('unitId')}::int, ${sql.placeholder('driverId')}::uuid, p.at, p.lat, p.lon, p.accuracy, p.kilometer, p.orientation
      from input p where exists (select 1 from on_shift)
      returning 1
    ),
    newest as (select * from input order by at desc limit 1),
    moved as (
      update units u set lat = n.lat, lon = n.lon, accuracy = n.accuracy, kilometer = n.kilometer,
        orientation = n.orientation, position_at = n.at
      from newest n
      where u.id = ${sql.placeholder('unitId')}::int and exists (select 1 from on_shift) and (u.position_at is null or u.position_at < n.at)
      returning u.*
    ),
    f as (
      select u.id, u.code, u.kind, u.plate, u.base_km, u.active, u.version, u.status, u.status_since,
        s.driver_id, ${staffNameSql('s.driver_id')} as driver_name, d.ticket_id, u.lat, u.lon, u.kilometer, u.orientation, u.position_at
      from moved u
      left join unit_shifts s on s.unit_id = u.id and s.ended_at is null
      left join unit_dispatches d on d.unit_id = u.id and d.released_at is null
    ),
    announced as (select pg_notify(${UNIT_CHANNEL}, ${unitMessageSql('position')}) from f)
    select (select count(*) from stored)::int as stored, (select count(*) from announced)::int as announced, f.*
    from (select 1) as one left join f on true`);

/**
 * Stores positions (history) if the driver is on shift on the unit, and makes the newest the unit's
 * last position only if it is newer than the one it has: a late (queued) position never overwrites
 * a newer one. One prepared statement, announce included (delivered on its commit).
 */
export async function storePositions(
  database: Pick<AnnouncingWrites, 'query'>,
  unitId: number,
  driverId: string,
  positions: LocatedPosition[],
): Promise<StoredPositions> {
  if (positions.length === 0) return { stored: false, moved: null };
  const input = JSON.stringify(positions.map((p) => ({ ...p, at: p.at.toISOString() })));
  const [row] = await database.query<UnitRow & { stored: number }>(
    STORE_POSITIONS.sql,
    fillPlaceholders(STORE_POSITIONS.params, { input, unitId, driverId }),
    'store-positions',
  );
  return { stored: Number(row!.stored) > 0, moved: row!.id === null ? null : toUnit(row!) };
}

/** The kinds the event's category needs first (category_unit_kinds). */
export async function preferredKinds(db: Db, ticketId: number): Promise<string[]> {
  const result = await executeRows<{ kind: string }>(
    db,
    sql`
    select k.kind from tickets t
    join classifications cl on cl.id = t.classification_id
    join subcategories sc on sc.id = cl.subcategory_id
    join categories c on c.id = sc.category_id
    join category_unit_kinds k on k.category_code = c.code
    where t.id = ${ticketId}`,
  );
  return result.rows.map((r) => r.kind);
}
