// The live unit feed (issue 38): each change to a unit is announced on `vigia_units` inside its
// transaction, so PostgreSQL delivers it on commit, once, to every instance (plugins/units.ts), and
// a rolled-back change is never announced.
import { sql } from 'drizzle-orm';
import type { Unit } from '@vigia/domain';
import type { Db } from '../db/client.ts';

export const UNIT_CHANNEL = 'vigia_units';

/** What changed: a new or edited unit, a shift, a status, a position, a dispatch. */
export type UnitChange = 'created' | 'edited' | 'shift' | 'status' | 'position' | 'dispatched';

/** The unit after the change, and the driver it concerns (the one who signed off, too). */
export interface UnitMessage {
  change: UnitChange;
  unit: Unit;
  driverId: string | null;
}

export async function announceUnit(db: Db, message: UnitMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${UNIT_CHANNEL}, ${JSON.stringify(message)})`);
}

/** A staff member's name as the units show it ("Ana Pérez"), from a users id column. */
export const staffNameSql = (idColumn: string) =>
  sql.raw(`(select nullif(trim(concat_ws(' ', n.first_name, n.last_name)), '') from users n where n.id = ${idColumn})`);

const isoSql = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The message of a change built in SQL from a flat unit row `f` (the columns of selectUnits), for a
 * write that announces in its own statement (positions: one round trip). Field for field what
 * toUnit gives (the driver's name read here: the row need not carry it); units-positions.test.ts
 * holds the two equal.
 */
export const unitMessageSql = (change: UnitChange) => sql`json_build_object(
  'change', ${change}::text,
  'unit', json_build_object(
    'id', f.id, 'code', f.code, 'kind', f.kind, 'plate', f.plate, 'baseKm', f.base_km, 'active', f.active,
    'version', f.version, 'status', f.status, 'statusSince', ${isoSql('f.status_since')}, 'driverId', f.driver_id,
    'driverName', ${staffNameSql('f.driver_id')}, 'ticketId', f.ticket_id, 'lat', f.lat, 'lon', f.lon, 'kilometer', f.kilometer, 'orientation', f.orientation,
    'positionAt', ${isoSql('f.position_at')}),
  'driverId', f.driver_id)::text`;
