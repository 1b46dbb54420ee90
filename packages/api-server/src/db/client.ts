// Opens the database: embedded PGlite in a data directory, or a real PostgreSQL via DATABASE_URL.
// Both go through drizzle with the same schema, so the repositories never know which one it is.
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * One raw SQL statement with $n parameters, outside drizzle (hot paths, benchmarks, maintenance).
   * With a `name`, PostgreSQL prepares it once per connection (the text must never change).
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  migrationsFolder: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: options.migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      query: async <T>(text: string, params?: unknown[], name?: string) =>
        (await pool.query(name ? { name, text, values: params ?? [] } : { text, values: params ?? [] })).rows as T[],
      close: () => pool.end(),
    };
  }
  // PGlite does not create parent directories of its data dir.
  mkdirSync(options.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm backs the text search (`q`); PostgreSQL ships it in contrib, PGlite as a loadable bundle.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: options.migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}
