// The anchored record's tests (issue 40 item 3): one fixed Ed25519 key (test only: never a real
// one), and the heads a digest covers read straight from the database.
import type { Database } from '../src/db/client';

export const TEST_LEDGER_KEY = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIN+ImqSwQP5ff6OAITfWMJmX9GNd3FSrYVSsCzFWU+wO
-----END PRIVATE KEY-----
`;

/** Each event's last history row (ascending by event), as stored. */
export async function storedHeads(database: Database): Promise<[number, string, number][]> {
  const rows = await database.query<{ ticket_id: number; hash: string; id: number }>(
    'select distinct on (ticket_id) ticket_id, hash, id from ticket_history order by ticket_id, id desc',
  );
  return rows.map((r) => [Number(r.ticket_id), r.hash, Number(r.id)]);
}
