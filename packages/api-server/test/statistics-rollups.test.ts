// The statistics rollups (migration 0006) must always equal a full recount of the events, and the
// endpoint must answer exactly what the scan it replaced answered, for every role. A seeded PRNG drives
// random multi-row inserts, updates (status, classification, commune, direction, date, assignee,
// creator), closes, reopens and deletes, in SQL (as bulk writers would) and through the API. Small
// inserts wait in ticket_rollup_pending until a fold (0015): checked pending, folded and mixed, on
// PGlite and on PostgreSQL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { COMMUNES, type ReportStatistic, type Role } from '@vigia/domain';
import { eq, type SQL } from 'drizzle-orm';
import { visibilityOwner } from '../src/access/ticket-policy';
import { tickets } from '../src/db/schema';
import type { AuthUser } from '../src/repositories/users';
import { reportStatistic } from '../src/repositories/report-statistics';
import { PENDING_READ_LIMIT } from '../src/repositories/rollup-fold';
import { scanStatistic } from './statistics-scan';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../scripts/postgres';
import { DEMO, MIGRATIONS, auth, body, login, me, removeDir, startApp, tempDir } from './helpers';
import { ROLLUPS, expectRollupsExact as expectRecount, pendingCount, table } from './rollup-recount';

let dir: string;
let app: FastifyInstance;
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, string>;
let classes: number[];
let otherOperator: string;
const PG_PORT = 55660;

const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => app.database.query<T>(text, params);

/** mulberry32: the same sequence on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(27);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** As read (rollups + creations not yet folded in); `stored`: the rollup tables alone, once folded. */
async function expectRollupsExact(which: 'live' | 'stored' = 'live') {
  await expectRecount(query, which);
  // closed_at is what the statistics took before: the last closing history entry, else updated_at.
  const wrong = await query(`select id from tickets t where closed_at is distinct from (case when status_code = 'CERRADO' then coalesce(
      (select max(changed_at) from ticket_history h where h.ticket_id = t.id and h.changes -> 'statusCode' ->> 1 = 'CERRADO'), updated_at) end)`);
  expect(wrong).toEqual([]);
}

/** The rollups' figures: the lifecycle (issue 26) and channel (issue 39) ones are counts of their own, tested apart. */
const rolledUp = ({ lifecycle: _lifecycle, byChannel: _byChannel, ...figures }: ReportStatistic) => figures;

/** Whose events a role's figures count (an operator's: assigned to them, not the incoming queue). */
function ownerScope(user: Pick<AuthUser, 'id' | 'role'>): SQL | undefined {
  if (user.role === 'DRIVER') return eq(tickets.createdById, user.id);
  if (user.role === 'OPERATOR') return eq(tickets.assignedToId, user.id);
  return undefined;
}

async function expectAnswersAsScanned() {
  for (const role of Object.keys(DEMO) as Role[]) {
    const answer = body(await app.inject({ method: 'GET', url: '/api/report/reportStatistic', headers: auth(token[role]) })).payload;
    const user = { id: userId[role], role } as AuthUser;
    expect({ role, answer: rolledUp(answer) }).toEqual({ role, answer: await scanStatistic(app.db, ownerScope(user)) });
  }
  // Every other owner too (another operator, staff who created events), straight from the repository.
  for (const role of ['DRIVER', 'OPERATOR'] as const) {
    const user = { id: otherOperator, role } as AuthUser;
    expect(rolledUp(await reportStatistic(app.db, visibilityOwner(user)))).toEqual(await scanStatistic(app.db, ownerScope(user)));
  }
}

const DAY = 86_400_000;
/** Dates that matter: the last weeks, local midnights (03:00/04:00 UTC), the window's first day, older and later ones. */
function dateEvent(): Date {
  const now = Date.now();
  const r = random();
  if (r < 0.2)
    return new Date(Math.floor(now / DAY) * DAY - Math.floor(random() * 32) * DAY + pick([3, 4]) * 3600_000 + pick([-1, 0, 1]) * 60_000);
  if (r < 0.3) return new Date(now - (28 + random() * 3) * DAY);
  if (r < 0.4) return new Date(now - random() * 400 * DAY);
  if (r < 0.45) return new Date(now + random() * 2 * DAY);
  return new Date(now - random() * 35 * DAY);
}

const communes = [...COMMUNES.map((c) => c.name), 'Comuna Nueva'];
const statusCodes = ['ABIERTO', 'EN_PROCESO', 'CERRADO'];

async function insertSome(n: number) {
  const rows = Array.from({ length: n }, () => {
    const date = dateEvent();
    const created = new Date(date.getTime() + random() * 3600_000);
    return {
      commune: pick(communes),
      orientation: pick(['NORTH', 'SOUTH']),
      date_event: date.toISOString(),
      classification_id: pick(classes),
      status_code: pick(statusCodes),
      assigned_to_id: pick([userId.OPERATOR, otherOperator, null]),
      created_by_id: pick([userId.DRIVER, userId.SUPERVISOR, otherOperator, null]),
      created_at: created.toISOString(),
      updated_at: new Date(created.getTime() + random() * 72 * 3600_000).toISOString(),
    };
  });
  await query(
    `insert into tickets (description, kilometer, sector, commune, orientation, date_event, channel_code, classification_id, email,
       full_name, phone, rut, patente, status_code, assigned_to_id, created_by_id, created_at, updated_at)
     select '<p>Prueba</p>', 500, 'Enlace Norte', commune, orientation, date_event, 'WEB_SELF_SERVICE', classification_id, 'x@correo.cl',
       'Prueba', '56911111111', '1-9', 'AB1234', status_code, assigned_to_id, created_by_id, created_at, updated_at
     from jsonb_to_recordset($1::jsonb) as x(commune text, orientation text, date_event timestamptz, classification_id int, status_code text,
       assigned_to_id uuid, created_by_id uuid, created_at timestamptz, updated_at timestamptz)`,
    [JSON.stringify(rows)],
  );
}

/** Some current ids, each with probability p. */
async function someIds(p: number): Promise<number[]> {
  const ids = (await query<{ id: number }>('select id from tickets order by id')).map((r) => r.id);
  return ids.filter(() => random() < p);
}

/** A status change as the API makes it: the event and its history entry in one transaction. */
async function setStatus(ids: number[], status: string) {
  await query(
    `with old as (select id, status_code from tickets where id = any($1::int[]) and status_code <> $2),
     changed as (update tickets t set status_code = $2 from old where t.id = old.id returning t.id, old.status_code as was)
     insert into ticket_history (ticket_id, action, changes)
     select id, 'UPDATED', jsonb_build_object('statusCode', jsonb_build_array(was, $2::text)) from changed`,
    [ids, status],
  );
}

const STEPS: (() => Promise<unknown>)[] = [
  () => insertSome(1 + Math.floor(random() * 12)),
  async () => setStatus(await someIds(0.3), 'CERRADO'),
  async () => setStatus(await someIds(0.2), pick(['ABIERTO', 'EN_PROCESO'])),
  async () => query('update tickets set classification_id = $2 where id = any($1::int[])', [await someIds(0.2), pick(classes)]),
  async () =>
    query('update tickets set commune = $2, orientation = $3 where id = any($1::int[])', [
      await someIds(0.2),
      pick(communes),
      pick(['NORTH', 'SOUTH']),
    ]),
  async () => query('update tickets set date_event = $2 where id = any($1::int[])', [await someIds(0.15), dateEvent().toISOString()]),
  async () =>
    query('update tickets set assigned_to_id = $2 where id = any($1::int[])', [
      await someIds(0.25),
      pick([userId.OPERATOR, otherOperator, null]),
    ]),
  async () =>
    query('update tickets set created_by_id = $2 where id = any($1::int[])', [
      await someIds(0.15),
      pick([userId.DRIVER, otherOperator, null]),
    ]),
  async () => query(`update tickets set sector = 'Puente' where id = any($1::int[])`, [await someIds(0.3)]),
  async () => query('delete from tickets where id = any($1::int[])', [await someIds(0.1)]),
  // The fold between any two changes (the app's timer does it every few seconds).
  () => app.rollupFolder.fold(),
  // Through the API: a supervisor assigns and closes, or reopens, one event and moves it.
  async () => {
    // The SQL steps store later dates too, which the API's "not in the future" rule refuses on save.
    const past = await query<{ id: number }>('select id from tickets where date_event <= now() order by id');
    const id = pick(past.map((r) => r.id));
    const read = async () => body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(token.SUPERVISOR) })).payload;
    let ticket = await read();
    const reopening = ticket.statusCode === 'CERRADO';
    // A closed event is worked again only by reopening it with a reason (issue 23).
    if (reopening) {
      const reopened = await app.inject({
        method: 'POST',
        url: `/api/ticket/${id}/reopen`,
        headers: auth(token.SUPERVISOR),
        payload: { reason: 'Revisión' },
      });
      expect(reopened.statusCode).toBe(200);
      ticket = await read();
    }
    const place = pick(COMMUNES);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/ticket/${id}`,
      headers: auth(token.SUPERVISOR),
      payload: {
        ...ticket,
        statusCode: reopening ? 'EN_PROCESO' : 'CERRADO',
        closeReason: 'RESUELTO',
        assignedToId: pick([userId.OPERATOR, otherOperator]),
        commune: place.name,
        kilometer: place.kmMin,
      },
    });
    expect(`${res.statusCode} ${res.body}`).toMatch(/^200/);
  },
];

/** The rollups' life on one database: the embedded PGlite, and Debian's PostgreSQL when installed. */
function rollupSuite(name: string, connect: () => Promise<{ databaseUrl?: string; stop?: () => Promise<void> }>) {
  describe(`statistics rollups on ${name}`, () => {
    let stop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      dir = tempDir();
      const target = await connect();
      stop = target.stop;
      // The test folds when it chooses: rounds see creations pending, folded, and both.
      app = await startApp(dir, { ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : {}), rollupFoldMs: 0 });
      for (const role of Object.keys(DEMO) as Role[]) {
        token[role] = await login(app, DEMO[role]);
        userId[role] = (await me(app, token[role])).id;
      }
      classes = (await query<{ id: number }>('select id from classifications order by id')).map((r) => r.id);
      otherOperator = (
        await query<{ id: string }>(`select id from users where role = 'OPERATOR' and id <> $1 limit 1`, [userId.OPERATOR])
      )[0]!.id;
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await stop?.();
      removeDir(dir);
    });

    it('match a recount, and the endpoint matches the scan, on the seeded data', async () => {
      await expectRollupsExact();
      await expectAnswersAsScanned();
      await app.rollupFolder.fold();
      await expectRollupsExact('stored');
    });

    it('stay exact through random inserts, updates, closes, reopens and deletes', async () => {
      await insertSome(40);
      expect(await pendingCount(query)).toBeGreaterThanOrEqual(40);
      for (let round = 0; round < 12; round++) {
        for (let i = 0; i < 4; i++) await pick(STEPS)();
        await expectRollupsExact();
        if (round % 3 === 2) await expectAnswersAsScanned();
        // Every fourth round folds: then nothing is pending and the tables alone are exact.
        if (round % 4 === 3) {
          await app.rollupFolder.fold();
          expect(await pendingCount(query)).toBe(0);
          await expectRollupsExact('stored');
        }
      }
      await expectAnswersAsScanned();
    }, 90_000);

    it('take a large insert at once and a small one as pending rows', async () => {
      await app.rollupFolder.fold();
      await insertSome(300);
      expect(await pendingCount(query)).toBe(0);
      await expectRollupsExact('stored');
      await insertSome(3);
      expect(await pendingCount(query)).toBe(3);
      await expectRollupsExact();
      await expectAnswersAsScanned();
    }, 60_000);

    it('are folded before a statistics read when many creations wait', async () => {
      await app.rollupFolder.fold();
      const statements = Math.ceil((PENDING_READ_LIMIT + 1) / 256);
      for (let i = 0; i < statements; i++) await insertSome(256);
      expect(await pendingCount(query)).toBeGreaterThan(PENDING_READ_LIMIT);
      await expectAnswersAsScanned();
      expect(await pendingCount(query)).toBe(0);
      await expectRollupsExact('stored');
    }, 60_000);

    it("the migration's backfill rebuilds them from the events", async () => {
      const statements = readFileSync(join(MIGRATIONS, '0006_statistics_rollups.sql'), 'utf8').split('--> statement-breakpoint');
      const backfillClosedAt = statements.find((s) => s.includes('UPDATE "tickets" t SET "closed_at"'))!;
      const backfillRollups = statements.find((s) => s.includes('DO $$'))!;
      await query('alter table tickets disable trigger user');
      await query('update tickets set closed_at = null');
      for (const r of ROLLUPS) await query(`delete from ${r.name}`);
      await query('delete from ticket_rollup_pending');
      await query(backfillClosedAt);
      await query(backfillRollups);
      await query('alter table tickets enable trigger user');
      await expectRollupsExact();
      await expectAnswersAsScanned();
    });

    it('are emptied by TRUNCATE', async () => {
      await insertSome(2);
      await query('truncate tickets cascade');
      for (const r of ROLLUPS) expect(await table(query, r.live, r.keys)).toEqual({});
      expect(await pendingCount(query)).toBe(0);
      await expectAnswersAsScanned();
    });
  });
}

rollupSuite('PGlite', async () => ({}));

let postgres: LocalPostgres | undefined;
(postgresAvailable() ? describe : describe.skip)('on PostgreSQL', () => {
  rollupSuite('PostgreSQL', async () => {
    postgres = await startPostgres(PG_PORT);
    return { databaseUrl: postgres.url, stop: () => postgres!.stop() };
  });
});
