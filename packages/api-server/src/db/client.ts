// Opens the database: embedded PGlite in a data directory, or a real PostgreSQL via DATABASE_URL.
// Both go through drizzle with the same schema, so the repositories never know which one it is.
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import * as schema from './schema.ts';
import { openAnnouncingWrites, type AnnouncingWrites } from './announcing-writes.ts';
import { createListener } from './listen.ts';
import { openPool } from './pool.ts';
import { migrate } from './migrator.ts';

/** What `db.execute` answers on both drivers (PGlite's and node-postgres's results both carry `rows`). */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
type RowsResult<Row> = { rows: Row[] };

export type Db = PgDatabase<RowsResultHKT, typeof schema>;
/** A transaction's handle: what `db.transaction` gives its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Called with each payload sent on the channel; `onResync` once a lost listening connection is back. */
export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** `lostAt`: when the connection was lost; what was sent since did not arrive. */
  onResync?(lostAt: Date): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * One raw SQL statement with $n parameters, outside drizzle (hot paths, benchmarks, maintenance).
   * With a `name`, PostgreSQL prepares it once per connection (the text must never change).
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /**
   * Writes that announce (NOTIFY) and need not wait for the WAL flush before the next commit
   * (announcing-writes.ts); PGlite, or `synchronousAnnouncing`: the same as `db`/`query`.
   */
  announcing: AnnouncingWrites;
  /** LISTEN on a channel (PostgreSQL: one dedicated connection per instance that reconnects); returns the stop. */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  migrationsFolder: string;
  /** The SQL functions applied after the migrations; default `functions` beside the migrations. */
  functionsFolder?: string | undefined;
  /** Runs right after the migrations, under the same lock (an empty database is seeded once). */
  seed?: (db: Db) => Promise<void>;
  /** Every write commits synchronously, announcing ones too (the bench's before/after). */
  synchronousAnnouncing?: boolean | undefined;
  /** Where connection errors are reported (they must never crash the process). */
  onError?: (message: string, error: unknown) => void;
}

/** The advisory lock that serialises migrations and seeding across instances ('vigia' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x76696769;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const onError = options.onError ?? ((message, error) => console.error(message, error));
  if (options.databaseUrl) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A connection that PostgreSQL ends (restart, failover, pg_terminate_backend, a crash) is
    // reported, never thrown; the pool opens a new one on the next query.
    const pool = await openPool({ connectionString: options.databaseUrl, max: 10 }, onError);

    // K instances starting together on an empty database: the first migrates and seeds, the
    // others wait on the lock and then find nothing to do.
    const client = await pool.connect();
    const clientError = (error: unknown) => onError('database connection lost during migrations', error);
    client.on('error', clientError);
    let broken: Error | true | undefined;
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(
          {
            exec: async (sql) => void (await client.query(sql)),
            query: async <T>(text: string, params?: unknown[]) => (await client.query<T & QueryResultRow>(text, params)).rows,
          },
          options,
        );
        await options.seed?.(drizzle(client, { schema }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } catch (error) {
      broken = error instanceof Error ? error : true;
      throw error;
    } finally {
      client.off('error', clientError);
      client.release(broken);
      if (broken) await pool.end().catch(() => undefined);
    }

    const db = drizzle(pool, { schema });
    const query = async <T>(text: string, params?: unknown[], name?: string) =>
      (await pool.query<T & QueryResultRow>(name ? { name, text, values: params ?? [] } : { text, values: params ?? [] })).rows;
    const announcing = options.synchronousAnnouncing ? null : await openAnnouncingWrites(options.databaseUrl, onError);
    const listener = createListener(options.databaseUrl, onError);
    return {
      db,
      kind: 'postgres',
      query,
      announcing: announcing?.writes ?? { db, query },
      listen: (channel, handlers) => listener.listen(channel, handlers),
      async close() {
        await listener.close();
        await announcing?.close();
        await pool.end();
      },
    };
  }
  // PGlite does not create parent directories of its data dir.
  mkdirSync(options.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm backs the text search (`q`); PostgreSQL ships it in contrib, PGlite as a loadable bundle.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  const query = async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows;
  // One process owns a PGlite directory: no lock needed.
  await migrate(
    {
      exec: async (sql) => void (await client.exec(sql)),
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    },
    options,
  );
  await options.seed?.(db);
  return {
    db,
    kind: 'pglite',
    query,
    // One connection: no commit waits for another's.
    announcing: { db, query },
    // PGlite's LISTEN lives in its process and its connection never drops.
    listen: async (channel, handlers) => client.listen(channel, (payload) => handlers.onMessage(payload)),
    close: () => client.close(),
  };
}
