// Positions from the crew's phone (issue 38 item 2): km and carriageway from the km-post table; off
// the route refused with the reason; positions keep their own time, and a late (queued) one never
// replaces a newer last position; only the unit's signed-on driver sends them, within a rate limit.
import type { FastifyInstance } from 'fastify';
import type { UnitMessage } from '../src/repositories/unit-feed';
import { auth, body, withSignedInApp } from './helpers';
import { demoKmCsv, importKmTable, kmTableEtag, SMALL_KM_CSV } from './km-import';
import { makeDriver, makeUnit, positionAt, post, send, waitFor } from './units-fixture';

let app: FastifyInstance;
const { t } = withSignedInApp({ rateLimits: { unitPositionsPerMinute: 20 } }, (started) => {
  app = started;
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function onShift() {
  const unit = await makeUnit(app, t.ADMIN);
  const driver = await makeDriver(app, t.ADMIN, `pos${unit.id}`);
  expect((await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
  return { unit, driver, send: (payload: unknown) => send(app, 'POST', driver.token, `/api/unit/${unit.id}/position`, payload) };
}

describe('unit positions', () => {
  it('derives km and carriageway, and the board hears of it', async () => {
    const { unit, driver, send: report } = await onShift();
    const heard: UnitMessage[] = [];
    const stop = app.unitFeed.subscribe((m) => 'unit' in m && m.unit.id === unit.id && heard.push(m));
    try {
      const at = minutesAgo(1);
      const res = await report(positionAt(452, at, 'SOUTH'));
      expect(res.statusCode).toBe(200);
      expect(body(res).payload).toMatchObject({ accepted: 1, latest: true });
      expect(body(res).payload.unit).toMatchObject({
        kilometer: 452,
        orientation: 'SOUTH',
        positionAt: at.toISOString(),
        lat: post(452, 'SOUTH').lat,
      });
      await waitFor(() => heard.length === 1);
      // The announcement is built in SQL with the write: the same unit as the answer and the list give.
      const listed = body(await send(app, 'GET', t.OPERATOR, `/api/unit/${unit.id}`)).payload;
      expect(heard[0]).toEqual({ change: 'position', unit: listed, driverId: driver.id });
      expect(body(res).payload.unit).toEqual(listed);
    } finally {
      stop();
    }
  });

  it('a late position is kept as history only: it never replaces a newer one', async () => {
    const { unit, send: report } = await onShift();
    await report(positionAt(460, minutesAgo(1)));
    const late = await report(positionAt(455, minutesAgo(5)));
    expect(late.statusCode).toBe(200);
    expect(body(late).payload).toMatchObject({ accepted: 1, latest: false, unit: { kilometer: 460 } });
    // A queued batch, out of order: the newest of it wins when newer than the last one.
    const batch = await report([positionAt(462, minutesAgo(0.5)), positionAt(470, minutesAgo(0.1)), positionAt(458, minutesAgo(3))]);
    expect(batch.statusCode).toBe(200);
    expect(body(batch).payload).toMatchObject({ accepted: 3, latest: true, unit: { kilometer: 470 } });
    const row = body(await send(app, 'GET', t.OPERATOR, `/api/unit/${unit.id}`)).payload;
    expect(row).toMatchObject({ kilometer: 470, orientation: 'NORTH' });
  });

  it('refuses a position off the route with a clear reason, and stores nothing of its batch', async () => {
    const { unit, send: report } = await onShift();
    const near = post(470, 'NORTH');
    // ~0.02° of latitude is ~2.2 km away from the road.
    const off = await report({ lat: near.lat + 0.02, lon: near.lon + 0.02, accuracy: 10, at: minutesAgo(1).toISOString() });
    expect(off.statusCode).toBe(422);
    expect(off.headers['x-location-reason']).toBe('OFF_ROUTE');
    const [error] = body(off).errors!;
    expect(error!.field).toBe('lat');
    expect(error!.message).toMatch(/^La posición está a \d+ m de la Ruta 5 \(más de 300 m\): no se registra$/);

    const mixed = await report([
      positionAt(470, minutesAgo(2)),
      { ...positionAt(470, minutesAgo(1)), lat: near.lat + 0.02, lon: near.lon + 0.02 },
    ]);
    expect(mixed.statusCode).toBe(422);
    expect(body(mixed).errors![0]!.field).toBe('[1].lat');
    expect(body(await send(app, 'GET', t.OPERATOR, `/api/unit/${unit.id}`)).payload.positionAt).toBeNull();
  });

  it('refuses a time in the future or too old, and bad input, with 400', async () => {
    const { send: report } = await onShift();
    const future = await report(positionAt(470, new Date(Date.now() + 10 * 60_000)));
    expect(future.statusCode).toBe(400);
    expect(body(future).errors).toEqual([
      { field: 'at', message: 'La hora de la posición está en el futuro: revise la hora del teléfono' },
    ]);
    const old = await report(positionAt(470, new Date(Date.now() - 13 * 60 * 60_000)));
    expect(old.statusCode).toBe(400);
    expect(body(old).errors).toEqual([{ field: 'at', message: 'La posición es de hace más de 12 horas: no se registra' }]);
    expect((await report({ lat: 'x', lon: 1, at: 'mañana' })).statusCode).toBe(400);
    expect((await report([])).statusCode).toBe(400);
    const tooMany = await report(Array.from({ length: 101 }, () => positionAt(470, minutesAgo(1))));
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).errors).toEqual([{ message: 'Envíe como máximo 100 posiciones por vez' }]);
  });

  it('only the unit’s signed-on driver sends its position', async () => {
    const { unit } = await onShift();
    const other = await makeDriver(app, t.ADMIN, 'intruder');
    const sent = await send(app, 'POST', other.token, `/api/unit/${unit.id}/position`, positionAt(470, minutesAgo(1)));
    expect(sent.statusCode).toBe(403);
    expect(body(sent).errors).toEqual([{ message: 'Usted no está en turno en esta unidad' }]);
    expect((await send(app, 'POST', t.OPERATOR, `/api/unit/${unit.id}/position`, positionAt(470, minutesAgo(1)))).statusCode).toBe(403);
    expect((await send(app, 'POST', other.token, '/api/unit/999999/position', positionAt(470, minutesAgo(1)))).statusCode).toBe(404);
  });

  it('limits positions per driver per minute (429 in the errors envelope)', async () => {
    const { send: report } = await onShift();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await report(positionAt(470, minutesAgo(1)))).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    const limited = await report(positionAt(470, minutesAgo(1)));
    expect(limited.statusCode).toBe(429);
    expect(body(limited).payload).toBeNull();
    expect(codes[20]).toBe(429);
  });

  it('locates the next position with a km-post table imported meanwhile (kept per version, dropped on its announcement)', async () => {
    const { send: report } = await onShift();
    expect((await report(positionAt(470, minutesAgo(2)))).statusCode).toBe(200);
    const admin = auth(t.ADMIN);
    expect((await importKmTable(app, { ...admin, 'if-match': await kmTableEtag(app) }, SMALL_KM_CSV)).statusCode).toBe(200);
    try {
      // The new table ends at km 101, far from here: the very next position is not on the route.
      const refused = await report(positionAt(470, minutesAgo(1)));
      expect(refused.statusCode).toBe(422);
      expect(refused.headers['x-location-reason']).toBe('OFF_ROUTE');
    } finally {
      expect((await importKmTable(app, { ...admin, 'if-match': await kmTableEtag(app) }, demoKmCsv())).statusCode).toBe(200);
    }
    expect((await report(positionAt(471, minutesAgo(0.5)))).statusCode).toBe(200);
  });
});
