// The scans that notify once per event (SLA breaches, the inspector clock) claim their events the
// same way: FOR UPDATE SKIP LOCKED in the statement that marks them, so instances scanning at once
// never take the same event and a crash never loses one.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { executeRows } from './execute-rows.ts';

/** Events per scan: a backlog is worked off over the next scans. */
const BATCH = 200;

/** The `due` step of a scan: the events that meet `where`, with their km and category name. */
export function dueEvents(where: SQL, join: SQL = sql``): SQL {
  return sql`due as (
      select tickets.id, tickets.kilometer, categories.name as category_name
      from tickets
      ${join}
      join classifications on classifications.id = tickets.classification_id
      join subcategories on subcategories.id = classifications.subcategory_id
      join categories on categories.id = subcategories.category_id
      where ${where}
      order by tickets.id
      limit ${BATCH}
      for update of tickets skip locked
    )`;
}

/** The `due` event's km as formatKm (@vigia/domain) writes it in Spanish: up to 3 decimals, decimal comma. */
export const dueKm = sql`replace(trim_scale(round(due.kilometer::numeric, 3))::text, '.', ',')`;

/** Runs a scan whose statement answers the ids of the events it marked. */
export async function scanIds(db: Db, statement: SQL): Promise<number[]> {
  const result = await executeRows<{ id: number }>(db, statement);
  return result.rows.map((row) => Number(row.id));
}
