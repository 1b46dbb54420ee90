// Moves photos kept in the database (bytea) to the object store, batch by batch. Each row is
// switched to its key only after the object is stored and read back with the same SHA-256, in
// one conditional UPDATE; so the command can be stopped at any point and run again (it picks up
// the rows still in the database), and can run next to live servers on PostgreSQL.
import type { Database } from '../db/client.ts';
import { errorMessage } from './errors.ts';
import { digestObject, ObjectStoreError, sha256Hex, type ObjectStore } from './object-store.ts';

export interface MoveOptions {
  /** Rows read per query (each up to 2 MB in memory). */
  batchSize?: number;
  /** Rows of a batch moved at the same time. */
  parallel?: number;
  /** Stop after this many rows (a trial run); default all. */
  limit?: number;
  log?: (message: string) => void;
}

export interface MoveReport {
  moved: number;
  /** Rows left in the database: their bytes or the stored copy did not verify (see the log). */
  skipped: number[];
}

interface Row {
  id: number;
  ticket_id: number;
  content_type: string;
  sha256: string | null;
  data: Uint8Array;
}

/**
 * A moved row's key is fixed by its id: a run stopped between the upload and the switch uploads
 * the same key again instead of leaving an orphan object.
 */
export const movedAttachmentKey = (ticketId: number, attachmentId: number) => `attachments/${ticketId}/db-${attachmentId}`;

type Outcome = 'moved' | 'skipped' | 'gone';

async function moveRow(database: Database, store: ObjectStore, row: Row, log: (message: string) => void): Promise<Outcome> {
  // PGlite answers bytea as Uint8Array, node-postgres as Buffer.
  const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data);
  const sha256 = sha256Hex(data);
  if (row.sha256 && row.sha256 !== sha256) {
    log(`attachment ${row.id}: its bytes do not match the recorded SHA-256; left in the database`);
    return 'skipped';
  }
  const key = movedAttachmentKey(row.ticket_id, row.id);
  await store.put(key, data, row.content_type, sha256);
  const stored = await store.get(key);
  const copy = stored ? await digestObject(stored) : null;
  if (!copy || copy.sha256 !== sha256 || copy.size !== data.length) {
    log(`attachment ${row.id}: the stored copy at ${key} does not verify; left in the database`);
    return 'skipped';
  }
  // Conditional: a row another run (or a delete) changed meanwhile is left alone.
  const switched = await database.query<{ id: number }>(
    `update attachments set storage_key = $2, sha256 = $3, data = null
     where id = $1 and storage_key is null and data is not null returning id`,
    [row.id, key, sha256],
  );
  if (switched.length > 0) return 'moved';
  const [still] = await database.query<{ storage_key: string | null }>('select storage_key from attachments where id = $1', [row.id]);
  // The row was deleted while we copied it: its object would be an orphan.
  if (!still) await store.delete(key);
  return 'gone';
}

export async function moveAttachmentsToStore(database: Database, store: ObjectStore, options: MoveOptions = {}): Promise<MoveReport> {
  const batchSize = options.batchSize ?? 16;
  const parallel = Math.max(1, options.parallel ?? 4);
  const log = options.log ?? (() => undefined);
  const report: MoveReport = { moved: 0, skipped: [] };
  let afterId = 0;
  let remaining = options.limit ?? Infinity;
  while (remaining > 0) {
    // Keyset by id: a skipped row is not read again in this run, and each query is an index range.
    const rows = await database.query<Row>(
      `select id, ticket_id, content_type, sha256, data from attachments
       where storage_key is null and data is not null and id > $1 order by id limit $2`,
      [afterId, Math.min(batchSize, remaining)],
    );
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]!.id;
    remaining -= rows.length;
    for (let start = 0; start < rows.length; start += parallel) {
      const group = rows.slice(start, start + parallel);
      const outcomes = await Promise.allSettled(group.map((row) => moveRow(database, store, row, log)));
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome.status === 'fulfilled') {
          if (outcome.value === 'moved') report.moved += 1;
          if (outcome.value === 'skipped') report.skipped.push(group[index]!.id);
          continue;
        }
        // The store (or the database) failing is not about one row: stop; a new run resumes.
        const reason: unknown = outcome.reason;
        throw reason instanceof ObjectStoreError
          ? reason
          : new Error(`attachment ${group[index]!.id}: ${errorMessage(reason)}`, { cause: reason });
      }
    }
    log(`moved ${report.moved} so far (up to attachment ${afterId})`);
  }
  return report;
}
