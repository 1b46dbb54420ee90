// Writes that announce (NOTIFY) and may be lost in the last moments before a crash: unit positions
// (decision 023). PostgreSQL holds one database-wide lock from a notifying transaction's pre-commit
// to its end, so with synchronous commits every announcing transaction waits for its own WAL flush
// while the others wait for it. These commit without waiting for the flush (their own connections,
// `synchronous_commit = off`). Creations need their 201 to mean "on disk": they commit
// synchronously, one batch at a time (app.ts).
import type { Pool, QueryResultRow } from 'pg';
import type { Db } from './client.ts';
import { openPool } from './pool.ts';

export interface AnnouncingWrites {
  /** drizzle over the connections whose commits do not wait for the WAL flush. */
  db: Db;
  /** One raw statement on those connections (with a `name`, prepared once per connection). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
}

/** The pool of those connections. */
export async function openAnnouncingWrites(
  url: string,
  onError: (message: string, error: unknown) => void,
): Promise<{ writes: AnnouncingWrites; close(): Promise<void> }> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('./schema.ts');
  const pool: Pool = await openPool({ connectionString: url, max: 6, options: '-c synchronous_commit=off' }, onError);
  const writes: AnnouncingWrites = {
    db: drizzle(pool, { schema }),
    query: async <T>(text: string, params?: unknown[], name?: string) =>
      (await pool.query<T & QueryResultRow>(name ? { name, text, values: params ?? [] } : { text, values: params ?? [] })).rows,
  };
  return { writes, close: () => pool.end() };
}
