import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { batchItem } from '../../test/batch-item';
import { validEvent } from '../../test/payloads';
import { createTickets } from '../repositories/ticket-create';
import { openDatabase, type Database } from './client';
import { seed } from './seed';

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
      seed: (db) => seed(db, { demo: false }),
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const lsn = async (fn: 'insert' | 'flush') =>
    BigInt((await database.query<{ at: string }>(`select pg_wal_lsn_diff(pg_current_wal_${fn}_lsn(), '0/0')::text as at`))[0]!.at);

  test("their commits do not wait for the flush; the other connections' do", async () => {
    expect(await database.announcing.query("select current_setting('synchronous_commit') as setting")).toEqual([{ setting: 'off' }]);
    expect(await database.query("select current_setting('synchronous_commit') as setting")).toEqual([{ setting: 'on' }]);
  });

  test('a creation is on disk once it resolves', async () => {
    for (let i = 0; i < 5; i++) {
      // An announcing write first: its WAL is not flushed by its own commit.
      await database.announcing.query("insert into settings (key, value) values ($1, 'x') on conflict (key) do update set value = 'y'", [
        `t${i}`,
      ]);
      const [created] = await createTickets(database, [batchItem(validEvent({ description: `<p>Evento ${i}</p>` }), null)]);
      const written = await lsn('insert');
      expect(created!.id).toBeGreaterThan(0);
      // Everything up to the creation's commit (and so the announcing write before it) is flushed.
      expect(await lsn('flush')).toBeGreaterThanOrEqual(written);
    }
  });
});
