// The PostgreSQL rate-limit store groups concurrent increments (issue 36): however they are
// batched, each call gets its own number within its key's window, none twice, none skipped, and a
// window that has ended starts again at 1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { openDatabase, type Database } from '../db/client';
import { pgRateLimitStore } from './pg-rate-limit-store';

const PORT = 55712;
const MIGRATIONS = join(__dirname, '..', 'db', 'migrations');

let postgres: LocalPostgres;
let database: Database;
let dir: string;
let store: ReturnType<typeof pgRateLimitStore>;

beforeAll(async () => {
  if (!postgresAvailable()) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing): apt-get install -y postgresql');
  dir = mkdtempSync(join(tmpdir(), 'vigia-rate-store-'));
  postgres = await startPostgres(PORT);
  database = await openDatabase({ databaseUrl: postgres.url, dataDir: dir, migrationsFolder: MIGRATIONS });
  store = pgRateLimitStore(database, (error) => {
    throw error;
  });
}, 60_000);

afterAll(async () => {
  store?.stop();
  await database?.close();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const limiter = new store.Store(undefined, 'POST /api/test ');
  return new Promise((resolve, reject) => limiter.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs));
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

it('concurrent increments of two keys: each key counts 1..n, every number once', async () => {
  const calls = [...range(60).map(() => 'a'), ...range(25).map(() => 'b')].sort(() => Math.random() - 0.5);
  const results = await Promise.all(calls.map(async (key) => ({ key, ...(await incr(key, 60_000)) })));
  const counts = (key: string) =>
    results
      .filter((r) => r.key === key)
      .map((r) => r.current)
      .sort((x, y) => x - y);
  expect(counts('a')).toEqual(range(60));
  expect(counts('b')).toEqual(range(25));
  expect(results.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true);
  const stored = await database.query<{ key: string; count: number }>('select key, count from rate_limits order by key');
  expect(stored).toEqual([
    { key: 'POST /api/test a', count: 60 },
    { key: 'POST /api/test b', count: 25 },
  ]);
});

it('a window that has ended starts again at 1, also for a batch', async () => {
  await Promise.all(range(5).map(() => incr('c', 200)));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const again = await Promise.all(range(8).map(() => incr('c', 200)));
  expect(again.map((r) => r.current).sort((x, y) => x - y)).toEqual(range(8));
});
