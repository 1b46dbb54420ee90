// One statement that writes the history of thousands of events (a bulk load or an import of past
// events) must not run out of PostgreSQL's shared lock table: the chain trigger (0012, 0016) keeps
// one lock per event for the transaction, and advisory locks live in that table.
import { postgresAvailable } from '../../../scripts/postgres';
import { verifyHistoryChains } from '../src/repositories/history-chain';
import { withPostgresApps } from './postgres-apps';

const PG_PORT = 55662;
/** A small lock table (64 locks × 40 connections, and some slack), so that a few thousand events exceed it. */
const SETTINGS = { max_connections: '40', max_locks_per_transaction: '64' };
const EVENTS = 8_000;

(postgresAvailable() ? describe : describe.skip)('the history chain on PostgreSQL', () => {
  const apps = withPostgresApps(PG_PORT, 1, {}, SETTINGS);
  const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => apps[0]!.database.query<T>(text, params);

  it('takes the history of thousands of events in one statement, each chain verified', async () => {
    const columns = (
      await query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_name = 'tickets' and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
      )
    )
      .map((c) => `"${c.column_name}"`)
      .join(', ');
    const [{ max }] = (await query<{ max: number }>('select max(id)::int as max from tickets')) as [{ max: number }];
    await query(`insert into tickets (${columns}) select ${columns} from tickets, generate_series(1, $1) where id = 1`, [EVENTS]);

    await query(
      `insert into ticket_history (ticket_id, changed_by_id, action, changes, changed_at)
       select id, null, 'UPDATED', '{"statusCode": ["ABIERTO", "EN_PROCESO"]}'::jsonb, now() from tickets where id > $1`,
      [max],
    );

    const [{ n }] = (await query<{ n: number }>('select count(*)::int as n from ticket_history where ticket_id > $1', [max])) as [
      { n: number },
    ];
    expect(n).toBeGreaterThanOrEqual(EVENTS);
    const sample = [max + 1, max + EVENTS / 2, max + EVENTS];
    const states = await verifyHistoryChains(apps[0]!.db, sample);
    expect(sample.map((id) => states.get(id))).toEqual(['VERIFIED', 'VERIFIED', 'VERIFIED']);
  }, 60_000);
});
