// The history's hash chain (issue 26, migration 0012): each ticket_history row stores the SHA-256 of
// a canonical text of itself and the previous row of the same event. A row edited, removed or
// inserted in the database afterwards no longer matches: its own hash, or the next row's prev_hash.
// Personal values (migration 0033) are hashed as a salted commitment, so erasing them keeps the row valid.
// (Rewriting every later row with the same function is not detected here: the signed daily digest
// of every chain's head, src/ledger/ and docs/decisions/021-anchored-ledger.md, is what catches it.)
import { sql } from 'drizzle-orm';
import type { HistoryChainState } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { executeRows } from './execute-rows.ts';

/** Whether each event's history chain verifies; an event without history rows is VERIFIED. */
export async function verifyHistoryChains(db: Db, ticketIds: number[]): Promise<Map<number, HistoryChainState>> {
  const states = new Map<number, HistoryChainState>(ticketIds.map((id) => [id, 'VERIFIED']));
  if (ticketIds.length === 0) return states;
  const result = await executeRows<{ ticket_id: number }>(
    db,
    sql`
    with c as (
      select h.ticket_id, h.hash, h.prev_hash,
        ticket_history_sealed_hash(h.id, h.ticket_id, h.changed_by_id, h.action, h.changes, h.changed_at, h.prev_hash, h.commitment) as computed,
        -- Personal values still held must match their commitment (erased ones: only the commitment is left).
        h.personal_salt is null or h.commitment = ticket_history_commitment(h.personal_salt, h.personal) as sealed,
        lag(h.hash) over (partition by h.ticket_id order by h.id) as before
      from ticket_history h
      where h.ticket_id = any(${`{${ticketIds.join(',')}}`}::int[])
    )
    select ticket_id from c
    where hash is distinct from computed or prev_hash is distinct from before or sealed is not true
    group by ticket_id`,
  );
  for (const row of result.rows) states.set(Number(row.ticket_id), 'BROKEN');
  return states;
}
