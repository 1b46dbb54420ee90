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

it('pairs: the second key counts only the calls the first allowed, each once, whatever the batches', async () => {
  // 40 calls from one address (cap 30) by two callers, and 10 staff calls with no address count.
  const calls = [
    ...range(40).map((i) => ({
      first: { key: 'address:x', windowMs: 60_000, max: 30 },
      then: { key: i % 2 ? 'user:1' : 'user:2', windowMs: 60_000 },
    })),
    ...range(10).map(() => ({ first: null, then: { key: 'user:staff', windowMs: 60_000 } })),
  ].sort(() => Math.random() - 0.5);
  const results = await Promise.all(calls.map(async (call) => ({ call, ...(await store.counter.incrementPair(call)) })));
  const sorted = (numbers: number[]) => numbers.sort((x, y) => x - y);
  const fromAddress = results.filter((r) => r.call.first);
  expect(sorted(fromAddress.map((r) => r.first!.current))).toEqual(range(40));
  // Allowed by the address: exactly those numbered 1..30, and only they reach their caller's count.
  const allowed = fromAddress.filter((r) => r.first!.current <= 30);
  expect(fromAddress.filter((r) => r.then !== null)).toEqual(allowed);
  const callerCounts = (key: string) => sorted(results.filter((r) => r.then && r.call.then.key === key).map((r) => r.then!.current));
  const perCaller = (key: string) => allowed.filter((r) => r.call.then.key === key).length;
  expect(callerCounts('user:1')).toEqual(range(perCaller('user:1')));
  expect(callerCounts('user:2')).toEqual(range(perCaller('user:2')));
  expect(perCaller('user:1') + perCaller('user:2')).toBe(30);
  expect(callerCounts('user:staff')).toEqual(range(10));
  expect(results.filter((r) => !r.call.first).every((r) => r.first === null)).toBe(true);
  expect(results.every((r) => (r.then ?? r.first)!.ttl > 0)).toBe(true);
  const stored = await database.query<{ key: string; count: number }>(
    `select key, count from rate_limits where key in ('address:x', 'user:1', 'user:2', 'user:staff') order by key`,
  );
  expect(stored).toEqual([
    { key: 'address:x', count: 40 },
    { key: 'user:1', count: perCaller('user:1') },
    { key: 'user:2', count: perCaller('user:2') },
    { key: 'user:staff', count: 10 },
  ]);
});
