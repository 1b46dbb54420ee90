// Dispatch figures (issue 38 item 6) on a hand-checked fixture, with the server's clock set by the
// test: an event's units and their times (GET /api/ticket/{id}/units, who may read them), the share
// of events the first unit reached within the SLA (the statistics' `unitArrival`) and the inspector's
// monthly report (its two columns and summary rows).
//
// Five MAJOR events (take 10 min, close 240 min), reported at T:
//   A  untaken, first unit on scene at T+8            → within (before the take target)
//   B  untaken, first unit on scene at T+12           → not within (past the take target)
//   C  taken at T+5, first unit on scene at T+30      → within (taken in time, before the close target)
//   D  a unit sent, released before arriving          → sent, not reached
//   E  no unit                                        → not counted
// dispatched 4, reached 3, within 2, share 0.667.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import readXlsxFile from 'read-excel-file/node';
import { tickets } from '../src/db/schema';
import { unitArrivalStatistic } from '../src/repositories/unit-figures';
import { auth, body, signInAll, validEvent, withApp, type DEMO } from './helpers';
import { makeDriver, makeUnit, send, status } from './units-fixture';

let app: FastifyInstance;
let now = new Date();
const t = {} as Record<keyof typeof DEMO, string>;
const MINUTE = 60_000;
const T = Math.floor((Date.now() - 60 * MINUTE) / MINUTE) * MINUTE;
const at = (minutes: number) => new Date(T + minutes * MINUTE);
const ids = {} as Record<'A' | 'B' | 'C' | 'D' | 'E', number>;
const units = {} as Record<'A' | 'A2' | 'B' | 'C' | 'D', { id: number; code: string; driver: string }>;

async function readyUnit(name: string) {
  const unit = await makeUnit(app, t.ADMIN, { kind: 'PATROL', baseKm: 480 });
  const driver = await makeDriver(app, t.ADMIN, `figures-${name}`);
  expect((await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
  return { id: unit.id, code: unit.code, driver: driver.token };
}

async function newEvent() {
  now = at(0);
  // Reported by a driver: nobody has taken it (an operator's own report is theirs from the start).
  const res = await send(app, 'POST', t.DRIVER, '/api/ticket', validEvent({ dateEvent: at(0).toISOString() }));
  expect(res.statusCode).toBe(201);
  const id = body(res).payload as number;
  expect((await send(app, 'PUT', t.SUPERVISOR, `/api/ticket/${id}/triage`, { severity: 'MAJOR' })).statusCode).toBe(200);
  return id;
}

async function step(minutes: number, action: () => Promise<{ statusCode: number; body: string }>) {
  now = at(minutes);
  const res = await action();
  expect(res.statusCode).toBe(200);
}

const dispatch = (ticketId: number, unitId: number) => send(app, 'POST', t.OPERATOR, `/api/ticket/${ticketId}/dispatch`, { unitId });

withApp({ clock: () => now, slaScanMs: 0 }, async (started) => {
  app = started;
  Object.assign(t, await signInAll(app));
  for (const name of ['A', 'A2', 'B', 'C', 'D'] as const) units[name] = await readyUnit(name);
  for (const name of ['A', 'B', 'C', 'D', 'E'] as const) ids[name] = await newEvent();
  // Reported at T exactly (a report takes the database's time, not the test's clock).
  await app.database.query(`update tickets set created_at = $1, date_event = $1 where id = any($2::int[])`, [
    at(0).toISOString(),
    Object.values(ids),
  ]);

  // A: two units; the first on scene at +8 counts, the second's later arrival does not.
  await step(2, () => dispatch(ids.A, units.A.id));
  await step(3, () => dispatch(ids.A, units.A2.id));
  await step(4, () => status(app, units.A.driver, units.A.id, 'EN_ROUTE'));
  await step(6, () => status(app, units.A2.driver, units.A2.id, 'EN_ROUTE'));
  await step(8, () => status(app, units.A.driver, units.A.id, 'ON_SCENE'));
  await step(15, () => status(app, units.A2.driver, units.A2.id, 'ON_SCENE'));
  await step(50, () => status(app, units.A.driver, units.A.id, 'AVAILABLE'));
  // B: on scene at +12, two minutes past the take target, untaken.
  await step(1, () => dispatch(ids.B, units.B.id));
  await step(5, () => status(app, units.B.driver, units.B.id, 'EN_ROUTE'));
  await step(12, () => status(app, units.B.driver, units.B.id, 'ON_SCENE'));
  // C: taken at +5 (in time), on scene at +30 (before the close target).
  await step(5, () => send(app, 'POST', t.OPERATOR, `/api/ticket/${ids.C}/take`));
  await app.database.query(`update tickets set taken_at = $1 where id = $2`, [at(5).toISOString(), ids.C]);
  await step(20, () => dispatch(ids.C, units.C.id));
  await step(25, () => status(app, units.C.driver, units.C.id, 'EN_ROUTE'));
  await step(30, () => status(app, units.C.driver, units.C.id, 'ON_SCENE'));
  // D: sent, then released by the control room before it arrived.
  await step(3, () => dispatch(ids.D, units.D.id));
  await step(7, () => status(app, t.OPERATOR, units.D.id, 'AVAILABLE'));
  now = new Date();
});

it('lists the units sent to an event with their times, first sent first', async () => {
  const res = await send(app, 'GET', t.INSPECTOR, `/api/ticket/${ids.A}/units`);
  expect(res.statusCode).toBe(200);
  // A unit's row: its times in minutes after the event, null where it has none yet.
  const row = (unit: { id: number; code: string }, times: [number, number, number, number | null]) => {
    const [dispatchedAt, enRouteAt, onSceneAt, releasedAt] = times.map((m) => (m === null ? null : at(m).toISOString()));
    return { unitId: unit.id, code: unit.code, kind: 'PATROL', dispatchedAt, enRouteAt, onSceneAt, releasedAt };
  };
  expect(body(res).payload).toEqual([row(units.A, [2, 4, 8, 50]), row(units.A2, [3, 6, 15, null])]);
  const released = body(await send(app, 'GET', t.SUPERVISOR, `/api/ticket/${ids.D}/units`)).payload;
  expect(released).toEqual([
    expect.objectContaining({ unitId: units.D.id, enRouteAt: null, onSceneAt: null, releasedAt: at(7).toISOString() }),
  ]);
  expect(body(await send(app, 'GET', t.OPERATOR, `/api/ticket/${ids.E}/units`)).payload).toEqual([]);
});

it('lets the staff and the inspector read an event’s units, not a driver, nor an unknown event', async () => {
  for (const token of [t.OPERATOR, t.SUPERVISOR, t.INSPECTOR, t.ADMIN]) {
    expect((await send(app, 'GET', token, `/api/ticket/${ids.B}/units`)).statusCode).toBe(200);
  }
  expect((await send(app, 'GET', units.B.driver, `/api/ticket/${ids.B}/units`)).statusCode).toBe(403);
  expect((await send(app, 'GET', t.DRIVER, `/api/ticket/${ids.B}/units`)).statusCode).toBe(403);
  const unknown = await send(app, 'GET', t.INSPECTOR, '/api/ticket/999999999/units');
  expect(unknown.statusCode).toBe(404);
  expect(body(unknown).errors?.[0]?.message).toMatch(/evento/i);
});

it('counts the events the first unit reached within the SLA (hand-checked: 2 of 3 reached, 4 sent)', async () => {
  const figures = await unitArrivalStatistic(app.db, inArray(tickets.id, Object.values(ids)));
  expect(figures).toEqual({ dispatched: 4, reached: 3, withinSla: 2, withinSlaShare: 0.667 });
});

it('adds them to the dashboard statistics over the last 30 days', async () => {
  const res = await send(app, 'GET', t.SUPERVISOR, '/api/report/reportStatistic');
  expect(res.statusCode).toBe(200);
  const { unitArrival } = body(res).payload.lifecycle as { unitArrival: { dispatched: number; reached: number; withinSla: number } };
  // The demo data may hold dispatches of its own: ours are among them.
  expect(unitArrival.dispatched).toBeGreaterThanOrEqual(4);
  expect(unitArrival.reached).toBeGreaterThanOrEqual(3);
  expect(unitArrival.withinSla).toBeGreaterThanOrEqual(2);
  expect(unitArrival.withinSla).toBeLessThanOrEqual(unitArrival.reached);
});

it('puts the first arrival and whether it was within the SLA in the inspector’s monthly report', async () => {
  const month = at(0);
  const res = await app.inject({
    method: 'GET',
    url: `/api/report/lifecycle?month=${month.getUTCMonth() + 1}&year=${month.getUTCFullYear()}`,
    headers: auth(t.INSPECTOR),
  });
  expect(res.statusCode).toBe(200);
  const [events, summary] = await readXlsxFile(res.rawPayload);
  const [header, ...rows] = events!.data as unknown[][];
  const col = (name: string) => (header as string[]).indexOf(name);
  expect(col('Primera unidad en el lugar')).toBeGreaterThan(0);
  const row = (id: number) => rows.find((r) => r[col('N° de evento')] === id)!;
  expect(row(ids.A)[col('Primera unidad dentro de plazo')]).toBe('Sí');
  expect(row(ids.B)[col('Primera unidad dentro de plazo')]).toBe('No');
  expect(row(ids.C)[col('Primera unidad dentro de plazo')]).toBe('Sí');
  expect(row(ids.D)[col('Primera unidad dentro de plazo')]).toBe('Sin llegada');
  expect(row(ids.E)[col('Primera unidad dentro de plazo')] ?? '').toBe('');
  // Written as the milestones are (Chile's time): the first arrival at T+8 recorded T4 then.
  const onScene = row(ids.A)[col('Primera unidad en el lugar')] as Date;
  expect(onScene).toBeInstanceOf(Date);
  expect(onScene.getTime()).toBe((row(ids.A)[col('En el lugar (T4)')] as Date).getTime());
  // A spreadsheet keeps a date as a fraction of a day: a millisecond may be lost either way.
  expect(onScene.getTime() - (row(ids.A)[col('Reportado (T1)')] as Date).getTime()).toBeCloseTo(8 * MINUTE, -3);
  expect(row(ids.D)[col('Primera unidad en el lugar')] ?? null).toBeNull();
  // The summary agrees with the rows: reached and within, overall.
  const figure = (label: string) => (summary!.data as unknown[][]).find((r) => r[0] === label)!.slice(1);
  const reached = rows.filter((r) => ['Sí', 'No'].includes(String(r[col('Primera unidad dentro de plazo')]))).length;
  const within = rows.filter((r) => r[col('Primera unidad dentro de plazo')] === 'Sí').length;
  expect(reached).toBeGreaterThanOrEqual(3);
  expect(figure('Eventos con unidad en el lugar')[0]).toBe(reached);
  expect(figure('Primera unidad dentro de plazo')[0]).toBe(within);
});

it('writes the columns in the CSV with Chilean dates', async () => {
  const month = at(0);
  const res = await app.inject({
    method: 'GET',
    url: `/api/report/lifecycle?month=${month.getUTCMonth() + 1}&year=${month.getUTCFullYear()}&format=csv`,
    headers: auth(t.SUPERVISOR),
  });
  expect(res.statusCode).toBe(200);
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => [...l.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')));
  const header = lines[0]!;
  const row = lines.find((l) => l[0] === String(ids.A))!;
  expect(row[header.indexOf('Primera unidad dentro de plazo')]).toBe('Sí');
  expect(row[header.indexOf('Primera unidad en el lugar')]).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d$/);
});
