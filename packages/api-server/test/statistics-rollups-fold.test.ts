// Folding the creations' pending rollup rows (migration 0015) while events are created, changed and
// deleted: two instances on one PostgreSQL, each with its fold timer and explicit folds on top, so
// folds run concurrently with each other and with writers. Every read, taken mid-load, must equal a
// recount in the same snapshot; after the load the rollup tables alone must.
import type { FastifyInstance } from 'fastify';
import { postgresAvailable } from '../../../scripts/postgres';
import { validEvent } from './helpers';
import { withPostgresApps } from './postgres-apps';
import { expectRollupsExact, mismatchesNow, pendingCount } from './rollup-recount';

const PG_PORT = 55661;

(postgresAvailable() ? describe : describe.skip)('statistics rollup folds on PostgreSQL', () => {
  const apps = withPostgresApps(PG_PORT, 2, { rollupFoldMs: 15 });
  const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => apps[0]!.database.query<T>(text, params);

  it('keep every read exact while creations, changes, deletes and folds run at once', async () => {
    let stop = false;
    let created = 0;
    const create = async (app: FastifyInstance, i: number) => {
      while (!stop) {
        const res = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ email: `carga${i}@correo.cl` }) });
        expect(res.statusCode).toBe(201);
        created++;
      }
    };
    const change = async () => {
      while (!stop) {
        await query(
          `update tickets set status_code = (array['ABIERTO', 'EN_PROCESO', 'CERRADO'])[1 + floor(random() * 3)::int]
           where id in (select id from tickets order by random() limit 3)`,
        );
        await query('delete from tickets where id in (select id from tickets order by id desc limit 1 offset 5)');
      }
    };
    const fold = async (app: FastifyInstance) => {
      while (!stop) await app.rollupFolder.fold();
    };
    const writers = [...Array.from({ length: 8 }, (_, i) => create(apps[i % 2]!, i)), change(), fold(apps[0]!), fold(apps[1]!)];
    const checks: number[] = [];
    const deadline = Date.now() + 4_000;
    while (Date.now() < deadline) checks.push(await mismatchesNow(query));
    stop = true;
    await Promise.all(writers);

    expect(created).toBeGreaterThan(50);
    expect(checks.length).toBeGreaterThan(3);
    expect(checks.filter((n) => n !== 0)).toEqual([]);
    await expectRollupsExact(query);
    await apps[0]!.rollupFolder.fold();
    expect(await pendingCount(query)).toBe(0);
    await expectRollupsExact(query, 'stored');
  }, 60_000);

  it('fold on a timer without being asked', async () => {
    const res = await apps[1]!.inject({ method: 'POST', url: '/api/ticket', payload: validEvent() });
    expect(res.statusCode).toBe(201);
    const deadline = Date.now() + 5_000;
    while ((await pendingCount(query)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await pendingCount(query)).toBe(0);
    await expectRollupsExact(query, 'stored');
  });
});
