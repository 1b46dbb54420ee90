// Who writes the inspector's figures (issue 34, finding 7): a DRIVER records only ON_SCENE, on an
// event they reported, at the server's time; the other milestones and back-dating are the control
// room's, and a corrected milestone says in the lifecycle report who corrected it and when.
import type { FastifyInstance } from 'fastify';
import type { DEMO } from './helpers';
import { auth, body, validEvent, withApp, signInAll } from './helpers';

let app: FastifyInstance;
let now = new Date();
const t = {} as Record<keyof typeof DEMO, string>;
const MINUTE = 60_000;

const ticketOf = async (id: number) => body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(t.ADMIN) })).payload;
const create = async () =>
  body(await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.DRIVER), payload: validEvent() })).payload as number;
const milestone = (token: string, id: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/ticket/${id}/milestone`, headers: auth(token), payload });
/** `minutes` after the event's report. */
const after = async (id: number, minutes: number) => new Date(Date.parse((await ticketOf(id)).createdAt) + minutes * MINUTE);

withApp(
  { clock: () => now, slaScanMs: 0 },
  async (started) => {
    app = started;
    Object.assign(t, await signInAll(app));
  },
  90_000,
);

describe('a DRIVER on their own event', () => {
  it('may not record VERIFIED, DISPATCHED, LANES_OPEN or CLEARED: 403 with a Spanish message, nothing recorded', async () => {
    const id = await create();
    now = await after(id, 5);
    for (const code of ['VERIFIED', 'DISPATCHED', 'LANES_OPEN'] as const) {
      const res = await milestone(t.DRIVER, id, { code });
      expect(res.statusCode).toBe(403);
      expect(body(res).errors).toEqual([{ field: 'code', message: expect.stringMatching(/sala de control/) }]);
    }
    const clear = await milestone(t.DRIVER, id, { code: 'CLEARED', closeReason: 'RESUELTO' });
    expect(clear.statusCode).toBe(403);
    const ticket = await ticketOf(id);
    expect(ticket.milestones).toEqual([]);
    expect(ticket.statusCode).not.toBe('CERRADO');
  });

  it('may not back-date ON_SCENE, even with a reason: 403, nothing recorded', async () => {
    const id = await create();
    now = await after(id, 30);
    for (const minutes of [10, 27]) {
      const res = await milestone(t.DRIVER, id, { code: 'ON_SCENE', at: (await after(id, minutes)).toISOString(), reason: 'Llegué antes' });
      expect(res.statusCode).toBe(403);
      expect(body(res).errors).toEqual([{ field: 'at', message: expect.stringMatching(/hora actual/) }]);
    }
    expect((await ticketOf(id)).milestones).toEqual([]);
  });

  it("records ON_SCENE at the server's time: a phone's `at` within two minutes is taken as now", async () => {
    const id = await create();
    now = await after(id, 12);
    const res = await milestone(t.DRIVER, id, { code: 'ON_SCENE', at: new Date(now.getTime() - 50_000).toISOString() });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload.milestones).toEqual([{ code: 'ON_SCENE', at: now.toISOString(), corrected: false }]);
    expect(body(res).payload.responseMinutes).toBe(12);
  });

  it("may not record ON_SCENE on another's event (it cannot see it)", async () => {
    const other = body(await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(t.ADMIN), payload: validEvent() }))
      .payload as number;
    expect((await milestone(t.DRIVER, other, { code: 'ON_SCENE' })).statusCode).toBe(404);
  });
});

describe('the control room', () => {
  it('still back-dates with a reason, and the lifecycle report says who corrected which milestone and when', async () => {
    const id = await create();
    now = await after(id, 40);
    const res = await milestone(t.SUPERVISOR, id, { code: 'ON_SCENE', at: (await after(id, 20)).toISOString(), reason: 'Aviso por radio' });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload.milestones).toEqual([{ code: 'ON_SCENE', at: (await after(id, 20)).toISOString(), corrected: true }]);
    expect((await milestone(t.SUPERVISOR, id, { code: 'LANES_OPEN' })).statusCode).toBe(200);

    const month = new Date(Date.parse((await ticketOf(id)).dateEvent));
    const report = await app.inject({
      method: 'GET',
      url: `/api/report/lifecycle?month=${month.getUTCMonth() + 1}&year=${month.getUTCFullYear()}&format=csv`,
      headers: auth(t.INSPECTOR),
    });
    expect(report.statusCode).toBe(200);
    const [header, ...lines] = report.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const row = lines.find((l) => l.startsWith(`"${id}";`));
    expect(header).toContain('Correcciones');
    // Who (the supervisor of the demo data), when it was recorded (Chile's wall clock), and why.
    expect(row).toMatch(/En el lugar: corregido por Sofía Herrera el \d\d-\d\d-\d{4} \d\d:\d\d \(Aviso por radio\)/);
    expect(row).not.toMatch(/Pistas habilitadas: corregido/);
  });

  it('a milestone whose time is far from when it was recorded is corrected, even without a reason (an import, a script)', async () => {
    const id = await create();
    await app.database.query(
      `insert into ticket_milestones (ticket_id, code, at, recorded_at)
       select id, 'VERIFIED', created_at + interval '5 minutes', created_at + interval '50 minutes' from tickets where id = $1`,
      [id],
    );
    expect((await ticketOf(id)).milestones).toEqual([expect.objectContaining({ code: 'VERIFIED', corrected: true })]);
    const month = new Date(Date.parse((await ticketOf(id)).dateEvent));
    const report = await app.inject({
      method: 'GET',
      url: `/api/report/lifecycle?month=${month.getUTCMonth() + 1}&year=${month.getUTCFullYear()}&format=csv`,
      headers: auth(t.SUPERVISOR),
    });
    const row = report.body.split(/\r?\n/).find((l) => l.startsWith(`"${id}";`));
    expect(row).toMatch(/Verificado: corregido el \d\d-\d\d-\d{4} \d\d:\d\d"/);
  });
});
