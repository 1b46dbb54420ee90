// Raw SQL through drizzle: `db.execute` is typed per driver (PGlite's and node-postgres's results
// differ) and our `Db` is their common base, whose result type is unknown. Both carry `rows`.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/** Runs one statement and gives its rows as `Row` (what the statement's select list names). */
export async function executeRows<Row extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<{ rows: Row[] }> {
  // The one place the rows get their type: the SQL text is what says it.
  return db.execute<Row>(query);
}

/**
 * One statement without JIT, in its own transaction: for a pass over many rows that the planner
 * overprices, compiling the plan took longer than running it (lifecycle figures, route alerts).
 */
export async function executeRowsWithoutJit<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<{ rows: Row[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return executeRows<Row>(tx, query);
  });
}

/** A time in a raw row: a Date or its text, as the driver gives it. */
export type RawTime = Date | string;

/** A raw row's time as ISO text; null stays null. */
export function isoTime(value: RawTime): string;
export function isoTime(value: RawTime | null): string | null;
export function isoTime(value: RawTime | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A raw row's time as a Date; null stays null. */
export const dateOrNull = (value: RawTime | null) => (value === null ? null : new Date(value));
