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
