// Raw SQL through drizzle: `db.execute` is typed per driver (PGlite's and node-postgres's results
// differ) and our `Db` is their common base, whose result type is unknown. Both carry `rows`.
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/** Runs one statement and gives its rows as `Row` (what the statement's select list names). */
export async function executeRows<Row extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<{ rows: Row[] }> {
  // The one place the rows get their type: the SQL text is what says it.
  return db.execute<Row>(query);
}
