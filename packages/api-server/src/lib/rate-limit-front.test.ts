// A route's write-behind rate limit (issue 38, rate-limit-front.ts) on a real PostgreSQL: within one
// instance each request gets its own number, none twice, none skipped, and every count reaches the
// shared row; two instances see each other's counts one batch later; a window that ends starts again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { openDatabase, type Database } from '../db/client';
import { pgRateLimitStore, WRITE_BEHIND_MS } from './pg-rate-limit-store';

const PORT = 55714;
const MIGRATIONS = join(__dirname, '..', 'db', 'migrations');

let postgres: LocalPostgres;
let database: Database;
let dir: string;
const instances: ReturnType<typeof pgRateLimitStore>[] = [];

beforeAll(async () => {
  if (!postgresAvailable()) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing): apt-get install -y postgresql');
  dir = mkdtempSync(join(tmpdir(), 'vigia-rate-front-'));
  postgres = await startPostgres(PORT);
  database = await openDatabase({ databaseUrl: postgres.url, dataDir: dir, migrationsFolder: MIGRATIONS });
}, 60_000);

afterAll(async () => {
  for (const instance of instances) await instance.stop();
  await database?.close();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** One instance's store for a route that asks for write-behind. */
function instance(): FastifyRateLimitStore {
  const shared = pgRateLimitStore(database, (error) => {
    throw error;
  });
  instances.push(shared);
  const root = new shared.Store(undefined);
  return root.child({ routeInfo: { method: 'POST', url: '/api/test/:id', config: { rateLimitWriteBehind: true } } } as never);
}

function incr(store: FastifyRateLimitStore, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 1_000));
}

async function sharedCount(key: string): Promise<number | undefined> {
  const [row] = await database.query<{ count: number }>('select count from rate_limits where key = $1', [`POST /api/test/:id ${key}`]);
  return row?.count;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, WRITE_BEHIND_MS * 3));

it('gives each request of one instance its own number and writes every one through', async () => {
  const store = instance();
  const first = await incr(store, 'driver-a', 60_000);
  const rest = await Promise.all(Array.from({ length: 39 }, () => incr(store, 'driver-a', 60_000)));
  const counts = [first, ...rest].map((r) => r.current).sort((a, b) => a - b);
  expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  expect(rest.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true);
  await settle();
  expect(await sharedCount('driver-a')).toBe(40);
});

it('counts what another instance wrote one batch later', async () => {
  const a = instance();
  const b = instance();
  for (let i = 1; i <= 5; i++) expect((await incr(a, 'driver-b', 60_000)).current).toBe(i);
  await settle();
  // B has not seen the key: its first request is counted in the shared row, after A's five.
  for (let i = 6; i <= 10; i++) expect((await incr(b, 'driver-b', 60_000)).current).toBe(i);
  await settle();
  // A learnt the shared count when it wrote its own; its next write brings B's in.
  await incr(a, 'driver-b', 60_000);
  await settle();
  expect(await sharedCount('driver-b')).toBe(11);
  expect((await incr(a, 'driver-b', 60_000)).current).toBe(12);
});

it('starts a window again once it has ended', async () => {
  const store = instance();
  for (let i = 1; i <= 3; i++) expect((await incr(store, 'driver-c', 2_000)).current).toBe(i);
  await settle();
  expect(await sharedCount('driver-c')).toBe(3);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect((await incr(store, 'driver-c', 2_000)).current).toBe(1);
});

it("counts a creation's two limits in memory as the shared statement does: the second only within the first's cap", async () => {
  const shared = pgRateLimitStore(database, (error) => {
    throw error;
  });
  instances.push(shared);
  const pair = () =>
    shared.counter.incrementPair({
      first: { key: 'address:10.0.0.9', windowMs: 60_000, max: 3 },
      then: { key: 'caller:10.0.0.9', windowMs: 60_000 },
    });
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await pair());
  expect(answers.map((a) => a.first?.current)).toEqual([1, 2, 3, 4, 5]);
  expect(answers.map((a) => a.then?.current ?? null)).toEqual([1, 2, 3, null, null]);
  await settle();
  const rows = await database.query<{ key: string; count: number }>(
    "select key, count from rate_limits where key in ('address:10.0.0.9', 'caller:10.0.0.9') order by key",
  );
  expect(rows).toEqual([
    { key: 'address:10.0.0.9', count: 5 },
    { key: 'caller:10.0.0.9', count: 3 },
  ]);
});
