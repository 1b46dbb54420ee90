// Writes that announce (NOTIFY) on a real PostgreSQL (decision 023). PostgreSQL holds one
// database-wide lock from a notifying transaction's pre-commit to its end, so with synchronous
// commits every announcing transaction waits for its own WAL flush while the others wait for it:
// creations and unit positions committed one after the other. Here they commit without waiting for
// the flush (their own connections, `synchronous_commit = off`), and whoever must answer only once
// the write is on disk calls `flush()`, which many callers share.
import type { Pool, QueryResultRow } from 'pg';
import type { Db } from './client.ts';
import { openPool } from './pool.ts';

export interface AnnouncingWrites {
  /** drizzle over the connections whose commits do not wait for the WAL flush. */
  db: Db;
  /** One raw statement on those connections (with a `name`, prepared once per connection). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /** Resolves once every commit made before the call, on any connection, is on disk. */
  flush(): Promise<void>;
}

/**
 * A synchronous commit that writes WAL flushes the log up to its own commit record, so every commit
 * before it. A transactional logical message is the smallest such write: no table, no lock, no row.
 */
export const FLUSH_STATEMENT = "select pg_logical_emit_message(true, 'vigia', 'flush')";

/**
 * `run` called once for all callers that can share it: a caller that arrives while one runs waits for
 * the next (the running one may have started before the caller's commit), which starts when it ends.
 */
export function shareFlushes(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const flush: Promise<void> = run().finally(() => {
      if (running === flush) running = null;
    });
    running = flush;
    return flush;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/** The pool of those connections, beside `main` (synchronous, used for the flush). */
export async function openAnnouncingWrites(
  url: string,
  main: Pool,
  onError: (message: string, error: unknown) => void,
): Promise<{ writes: AnnouncingWrites; close(): Promise<void> } | null> {
  // A role that may not write a logical message keeps every write synchronous (the main pool's).
  try {
    await main.query(FLUSH_STATEMENT);
  } catch (error) {
    onError('announcing writes stay synchronous: the database refused the flush statement', error);
    return null;
  }
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('./schema.ts');
  const pool = await openPool({ connectionString: url, max: 6, options: '-c synchronous_commit=off' }, onError);
  const writes: AnnouncingWrites = {
    db: drizzle(pool, { schema }),
    query: async <T>(text: string, params?: unknown[], name?: string) =>
      (await pool.query<T & QueryResultRow>(name ? { name, text, values: params ?? [] } : { text, values: params ?? [] })).rows,
    flush: shareFlushes(async () => void (await main.query(FLUSH_STATEMENT))),
  };
  return { writes, close: () => pool.end() };
}
