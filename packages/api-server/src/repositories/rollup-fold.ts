// Moving the creations' pending rows (migration 0015) into the statistics rollups. Reads already
// count pending rows (the *_live views), so folding changes no figure: it keeps the pending table,
// which every read scans, as small as what arrives between two folds.
import type { Database } from '../db/client.ts';

/** Pending events moved per transaction: bounded arrays and short row locks. */
export const FOLD_BATCH = 20_000;

/** Above this many pending events a statistics read folds first: each read scans them all. */
export const PENDING_READ_LIMIT = 3_000;

/** Whether more than `limit` events are pending (reads at most limit + 1 rows). */
export async function pendingOver(database: Pick<Database, 'query'>, limit = PENDING_READ_LIMIT): Promise<boolean> {
  const [row] = await database.query<{ over: boolean }>('select exists (select from ticket_rollup_pending offset $1) as over', [limit]);
  return row?.over === true;
}

/**
 * Folds in transactions of up to `batch` events until fewer remain, or until another instance holds
 * the fold (its try-lock; that one drains what is left). Then, when rows went, vacuums the pending
 * table: PGlite has no autovacuum, and PostgreSQL's wakes once a minute, while each read scans every
 * page the deleted rows leave behind. Returns how many events it folded.
 */
export async function foldRollups(database: Pick<Database, 'query'>, batch = FOLD_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await database.query<{ folded: number }>('select ticket_rollups_fold($1) as folded', [batch]);
    const folded = Number(row?.folded ?? 0);
    if (folded > 0) total += folded;
    if (folded < batch) break;
  }
  if (total > 0) await database.query('vacuum (skip_locked) ticket_rollup_pending');
  return total;
}
