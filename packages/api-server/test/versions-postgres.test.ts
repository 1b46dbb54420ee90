// Issue 35 on a real PostgreSQL (Debian's, started here): concurrent saves of one event really run
// at once there (PGlite has one connection), so this is where a read outside the write's transaction
// showed: 8 concurrent closes wrote 8 closing entries and 8 notifications. Now the row is locked.
import type { FastifyInstance } from 'fastify';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../scripts/postgres';
import { auth, body, DEMO, login, me, removeDir, startApp, tempDir, validEvent } from './helpers';

const PORT = 55695;
const CLOSERS = 8;

(postgresAvailable() || process.env['CI'] ? describe : describe.skip)('concurrent closes on PostgreSQL', () => {
  let postgres: LocalPostgres;
  let dir: string;
  let app: FastifyInstance;
  const t = {} as Record<keyof typeof DEMO, string>;
  const id = {} as Record<keyof typeof DEMO, string>;

  beforeAll(async () => {
    if (!postgresAvailable()) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing): apt-get install -y postgresql');
    postgres = await startPostgres(PORT);
    dir = tempDir();
    app = await startApp(dir, { databaseUrl: postgres.url });
    for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'ADMIN'] as const) {
      t[role] = await login(app, DEMO[role]);
      id[role] = (await me(app, t[role])).id;
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await postgres?.stop();
    if (dir) removeDir(dir);
  }, 60_000);

  async function assignedEvent(): Promise<number> {
    const created = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.DRIVER), payload: validEvent() });
    const ticketId = body(created).payload as number;
    const assign = { ticketIds: [ticketId], assignedToId: id.OPERATOR };
    expect((await app.inject({ method: 'POST', url: '/api/ticket/assign', headers: auth(t.SUPERVISOR), payload: assign })).statusCode).toBe(
      200,
    );
    return ticketId;
  }

  const count = async (query: string, params: unknown[]) => (await app.database.query<{ n: number }>(query, params))[0]!.n;

  async function expectOneClosing(ticketId: number) {
    expect(await count("select count(*)::int as n from ticket_milestones where ticket_id = $1 and code = 'CLEARED'", [ticketId])).toBe(1);
    const closings = "select count(*)::int as n from ticket_history where ticket_id = $1 and changes->'statusCode'->>1 = 'CERRADO'";
    expect(await count(closings, [ticketId])).toBe(1);
    const mails = "select count(*)::int as n from mail_outbox where kind = 'TICKET_CLOSED' and payload->>'ticketId' = $1";
    expect(await count(mails, [String(ticketId)])).toBe(1);
    const notices = await app.database.query<{ profile_id: string; n: number }>(
      "select profile_id, count(*)::int as n from notifications where ticket_id = $1 and type = 'EVENT_CLOSED' group by profile_id",
      [ticketId],
    );
    // The reporter and the assigned operator, once each.
    expect(notices.map((r) => [r.profile_id, r.n]).sort()).toEqual(
      [
        [id.DRIVER, 1],
        [id.OPERATOR, 1],
      ].sort(),
    );
  }

  it(`${CLOSERS} SPEC PUTs closing one event at once (no version): one closing, one mail, one notification each`, async () => {
    const ticketId = await assignedEvent();
    const { version: _version, ...row } = body(
      await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(t.ADMIN) }),
    ).payload;
    const close = { ...row, statusCode: 'CERRADO', closeReason: 'RESUELTO' };
    const answers = await Promise.all(
      Array.from({ length: CLOSERS }, (_, i) =>
        app.inject({ method: 'PUT', url: `/api/ticket/${ticketId}`, headers: auth(i % 2 ? t.ADMIN : t.SUPERVISOR), payload: close }),
      ),
    );
    // A manager may save a closed event (it stays closed): the later saves change nothing.
    expect(answers.map((a) => a.statusCode)).toEqual(Array(CLOSERS).fill(200));
    await expectOneClosing(ticketId);
  }, 60_000);

  it(`${CLOSERS} PATCH closes at once (no version): one applies, the others are told it is closed (409)`, async () => {
    const ticketId = await assignedEvent();
    const answers = await Promise.all(
      Array.from({ length: CLOSERS }, (_, i) =>
        app.inject({
          method: 'PATCH',
          url: `/api/ticket/${ticketId}`,
          headers: auth(i % 2 ? t.ADMIN : t.SUPERVISOR),
          payload: { statusCode: 'CERRADO', closeReason: 'RESUELTO' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(CLOSERS - 1).fill(409)]);
    await expectOneClosing(ticketId);
  }, 60_000);

  it(`${CLOSERS} closes at once with the version they read: one applies, the others get 412 with the closed event`, async () => {
    const ticketId = await assignedEvent();
    const { version } = body(await app.inject({ method: 'GET', url: `/api/ticket/${ticketId}`, headers: auth(t.ADMIN) })).payload;
    const answers = await Promise.all(
      Array.from({ length: CLOSERS }, (_, i) =>
        app.inject({
          method: 'PATCH',
          url: `/api/ticket/${ticketId}`,
          headers: { ...auth(i % 2 ? t.ADMIN : t.SUPERVISOR), 'if-match': `"${version}"` },
          payload: { statusCode: 'CERRADO', closeReason: 'RESUELTO' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(CLOSERS - 1).fill(412)]);
    for (const refused of answers.filter((a) => a.statusCode === 412)) {
      expect(body(refused).payload).toMatchObject({ id: ticketId, statusCode: 'CERRADO', version: version + 1 });
    }
    await expectOneClosing(ticketId);
  }, 60_000);
});
