// What the database-side API benches (insert-cost.ts, profile-create.ts) share: a throw-away Debian
// PostgreSQL (scripts/postgres.ts) with a temp dir, both gone afterwards, and node-postgres clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type LocalPostgres } from '../../scripts/postgres.ts';
import { root } from './server.ts';

// node-postgres is the API server's dependency, not the root's: loaded from there, typed here.
export interface PgClient {
  connect(): Promise<void>;
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  escapeLiteral(value: string): string;
  on(event: 'error', listener: () => void): unknown;
  end(): Promise<void>;
}
const pg = createRequire(path.join(root, 'packages', 'api-server', 'package.json'))('pg') as {
  Client: new (config: { connectionString: string }) => PgClient;
};

/** A connected client of `url`. */
export async function connect(url: string): Promise<PgClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** `--name=value` of this process's arguments, or `fallback`. */
export const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/**
 * Runs `work` with a new cluster on `port` (`settings` as `-c` options) and a temp dir named after
 * `name`; stops the cluster and removes the dir whatever happens. A failure is printed and sets the
 * exit code.
 */
export async function withThrowAwayPostgres(
  name: string,
  port: number,
  settings: Record<string, string>,
  work: (postgres: LocalPostgres, tmp: string) => Promise<void>,
): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `vigia-${name}-`));
  try {
    const postgres = await startPostgres(port, settings);
    try {
      await work(postgres, tmp);
    } finally {
      await postgres.stop();
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
