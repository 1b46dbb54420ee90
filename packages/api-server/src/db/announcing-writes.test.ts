import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { shareFlushes } from './announcing-writes';
import { openDatabase, type Database } from './client';

/** A flush whose runs the test ends one by one. */
function controlledFlush() {
  const runs: { end: () => void; fail: (error: Error) => void }[] = [];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ end: resolve, fail: reject });
    });
  return { runs, flush: shareFlushes(run) };
}

const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

test('a lone caller starts a flush at once', async () => {
  const { runs, flush } = controlledFlush();
  const done = flush();
  expect(runs).toHaveLength(1);
  runs[0]!.end();
  await expect(done).resolves.toBeUndefined();
});

test('callers during a flush share the next one, which starts when it ends', async () => {
  const { runs, flush } = controlledFlush();
  const first = flush();
  let laterDone = 0;
  const later = [flush(), flush(), flush()].map((p) => p.then(() => laterDone++));
  await settled();
  // The running flush may have begun before their commits: it does not answer them.
  expect(runs).toHaveLength(1);
  runs[0]!.end();
  await first;
  await settled();
  expect(laterDone).toBe(0);
  expect(runs).toHaveLength(2);
  runs[1]!.end();
  await Promise.all(later);
  expect(laterDone).toBe(3);
  expect(runs).toHaveLength(2);
});

test('a caller after the next flush started waits for the one after it', async () => {
  const { runs, flush } = controlledFlush();
  void flush();
  const second = flush();
  runs[0]!.end();
  await settled();
  expect(runs).toHaveLength(2);
  const third = flush();
  runs[1]!.end();
  await second;
  await settled();
  expect(runs).toHaveLength(3);
  runs[2]!.end();
  await expect(third).resolves.toBeUndefined();
});

test('a failed flush fails its callers and the next one still runs', async () => {
  const { runs, flush } = controlledFlush();
  const first = flush();
  const second = flush();
  runs[0]!.fail(new Error('connection lost'));
  await expect(first).rejects.toThrow('connection lost');
  await settled();
  runs[1]!.end();
  await expect(second).resolves.toBeUndefined();
});

describe('on PostgreSQL', () => {
  let postgres: LocalPostgres;
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    if (!postgresAvailable()) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing): apt-get install -y postgresql');
    dir = mkdtempSync(join(tmpdir(), 'vigia-announcing-'));
    // The WAL writer's own flushes as rare as PostgreSQL allows: only ours put the commits on disk.
    postgres = await startPostgres(55715, { wal_writer_delay: '10000ms', wal_writer_flush_after: '0' });
    database = await openDatabase({
      databaseUrl: postgres.url,
      dataDir: dir,
      migrationsFolder: join(__dirname, 'migrations'),
      seed: async () => undefined,
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const lsn = async (fn: 'insert' | 'flush') =>
    (await database.query<{ behind: string }>(`select pg_wal_lsn_diff(pg_current_wal_${fn}_lsn(), '0/0')::text as behind`))[0]!.behind;

  test('their commits do not wait for the flush, and are on disk once flush() resolves', async () => {
    const settings = await database.announcing.query<{ setting: string }>("select current_setting('synchronous_commit') as setting");
    expect(settings).toEqual([{ setting: 'off' }]);
    expect(await database.query("select current_setting('synchronous_commit') as setting")).toEqual([{ setting: 'on' }]);
    for (let i = 0; i < 5; i++) {
      await database.announcing.query("select pg_notify('vigia_test', $1)", [String(i)]);
      await database.announcing.query("insert into settings (key, value) values ($1, 'x') on conflict (key) do update set value = 'y'", [
        `t${i}`,
      ]);
      const written = BigInt(await lsn('insert'));
      await database.announcing.flush();
      expect(BigInt(await lsn('flush'))).toBeGreaterThanOrEqual(written);
    }
  });
});
