// Dispatch (issue 38 item 4): the units that can go, nearest first on a hand-checked fixture with the
// kinds the event's category needs first; the first dispatch records T3 and the first arrival T4 (a
// second unit neither); a unit works one event at a time; the driver and the board are told once.
import type { Notification } from '@vigia/domain';
import type { FastifyInstance } from 'fastify';
import type { UnitMessage } from '../src/repositories/unit-feed';
import { body, validEvent, withSignedInApp } from './helpers';
import { makeDriver, makeUnit, positionAt, send, status, waitFor } from './units-fixture';

let app: FastifyInstance;
const { t } = withSignedInApp({}, (started) => {
  app = started;
});

/** A unit of `kind` with a driver on shift (AVAILABLE), at km `km` when given. */
async function readyUnit(kind: string, baseKm: number, km?: number) {
  const unit = await makeUnit(app, t.ADMIN, { kind, baseKm });
  const driver = await makeDriver(app, t.ADMIN, `d${unit.id}`);
  expect((await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
  if (km !== undefined) {
    const sent = await send(app, 'POST', driver.token, `/api/unit/${unit.id}/position`, positionAt(km, new Date(Date.now() - 1000)));
    expect(sent.statusCode).toBe(200);
  }
  return { ...unit, driver };
}

/** An event at km 485.5, NORTH, category ACCIDENTE (validEvent), by the operator. */
async function newEvent(overrides: Record<string, unknown> = {}) {
  const res = await send(app, 'POST', t.OPERATOR, '/api/ticket', validEvent(overrides));
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

const getEvent = async (id: number) => body(await send(app, 'GET', t.SUPERVISOR, `/api/ticket/${id}`)).payload;
const dispatch = (token: string, ticketId: number, unitId: number) =>
  send(app, 'POST', token, `/api/ticket/${ticketId}/dispatch`, { unitId });

describe('dispatch options', () => {
  it('the kinds an accident needs first, then nearest first along the road (hand-checked)', async () => {
    const ticketId = await newEvent(); // km 485.5, ACCIDENTE: PATROL, AMBULANCE, TOW_LIGHT, RESCUE first
    const patrol = await readyUnit('PATROL', 450, 480); // |480 − 485.5| = 5.5
    const ambulance = await readyUnit('AMBULANCE', 450, 490); // |490 − 485.5| = 4.5
    const heavy = await readyUnit('TOW_HEAVY', 450, 486); // 0.5, but not a kind an accident needs first
    const atBase = await readyUnit('PATROL', 500); // no position: its base, |500 − 485.5| = 14.5
    const onBreak = await readyUnit('PATROL', 450, 485); // OUT_OF_SERVICE: not an option
    await status(app, onBreak.driver.token, onBreak.id, 'OUT_OF_SERVICE');
    const nobody = await makeUnit(app, t.ADMIN, { kind: 'TOW_LIGHT', baseKm: 486 }); // no driver: not an option

    const res = await send(app, 'GET', t.OPERATOR, `/api/ticket/${ticketId}/dispatch-options`);
    expect(res.statusCode).toBe(200);
    const ours = new Set([patrol.id, ambulance.id, heavy.id, atBase.id, onBreak.id, nobody.id]);
    const options = (body(res).payload as { unitId: number }[]).filter((o) => ours.has(o.unitId));
    expect(options).toEqual([
      {
        unitId: ambulance.id,
        code: ambulance.code,
        kind: 'AMBULANCE',
        status: 'AVAILABLE',
        distanceKm: 4.5,
        kilometer: 490,
        fromBase: false,
        preferred: true,
      },
      {
        unitId: patrol.id,
        code: patrol.code,
        kind: 'PATROL',
        status: 'AVAILABLE',
        distanceKm: 5.5,
        kilometer: 480,
        fromBase: false,
        preferred: true,
      },
      {
        unitId: atBase.id,
        code: atBase.code,
        kind: 'PATROL',
        status: 'AVAILABLE',
        distanceKm: 14.5,
        kilometer: 500,
        fromBase: true,
        preferred: true,
      },
      {
        unitId: heavy.id,
        code: heavy.code,
        kind: 'TOW_HEAVY',
        status: 'AVAILABLE',
        distanceKm: 0.5,
        kilometer: 486,
        fromBase: false,
        preferred: false,
      },
    ]);
    for (const unit of [patrol, ambulance, heavy, atBase, onBreak])
      await send(app, 'DELETE', unit.driver.token, `/api/unit/${unit.id}/shift`);
  });

  it('an operator sees the options of events it may open; a driver and the inspector none', async () => {
    const ticketId = await newEvent();
    expect((await send(app, 'GET', t.DRIVER, `/api/ticket/${ticketId}/dispatch-options`)).statusCode).toBe(403);
    expect((await send(app, 'GET', t.INSPECTOR, `/api/ticket/${ticketId}/dispatch-options`)).statusCode).toBe(403);
    expect((await send(app, 'GET', t.OPERATOR, '/api/ticket/999999/dispatch-options')).statusCode).toBe(404);
  });
});

describe('dispatching', () => {
  it('the first dispatch records DISPATCHED, the first arrival ON_SCENE; a second unit neither; releasing the last keeps the event open', async () => {
    const ticketId = await newEvent();
    const first = await readyUnit('PATROL', 480);
    const second = await readyUnit('AMBULANCE', 490);
    expect((await getEvent(ticketId)).milestones).toEqual([]);

    const sent = await dispatch(t.OPERATOR, ticketId, first.id);
    expect(sent.statusCode).toBe(200);
    expect(body(sent).payload).toMatchObject({ id: first.id, status: 'DISPATCHED', ticketId });
    let event = await getEvent(ticketId);
    expect(event.milestones.map((m: { code: string }) => m.code)).toEqual(['DISPATCHED']);
    // The status and lanes rule applied in the same transaction: worked on.
    expect(event.statusCode).toBe('EN_PROCESO');
    const dispatchedAt = event.milestones[0].at;
    const history = body(await send(app, 'GET', t.SUPERVISOR, `/api/ticket/${ticketId}/history`)).payload;
    expect(JSON.stringify(history)).toContain('DISPATCHED');

    expect((await dispatch(t.SUPERVISOR, ticketId, second.id)).statusCode).toBe(200);
    event = await getEvent(ticketId);
    expect(event.milestones).toEqual([expect.objectContaining({ code: 'DISPATCHED', at: dispatchedAt })]);

    await status(app, first.driver.token, first.id, 'EN_ROUTE');
    await status(app, second.driver.token, second.id, 'EN_ROUTE');
    expect((await getEvent(ticketId)).milestones.map((m: { code: string }) => m.code)).toEqual(['DISPATCHED']);
    expect((await status(app, second.driver.token, second.id, 'ON_SCENE')).statusCode).toBe(200);
    event = await getEvent(ticketId);
    expect(event.milestones.map((m: { code: string }) => m.code)).toEqual(['DISPATCHED', 'ON_SCENE']);
    const onSceneAt = event.milestones[1].at;
    expect((await status(app, first.driver.token, first.id, 'ON_SCENE')).statusCode).toBe(200);
    expect((await getEvent(ticketId)).milestones).toEqual([
      expect.objectContaining({ code: 'DISPATCHED', at: dispatchedAt }),
      expect.objectContaining({ code: 'ON_SCENE', at: onSceneAt }),
    ]);

    await status(app, first.driver.token, first.id, 'AVAILABLE');
    await status(app, second.driver.token, second.id, 'AVAILABLE');
    event = await getEvent(ticketId);
    expect(event.statusCode).toBe('EN_PROCESO');
    expect(event.milestones).toHaveLength(2);
    const units = body(await send(app, 'GET', t.OPERATOR, '/api/unit')).payload as {
      id: number;
      ticketId: number | null;
      status: string;
    }[];
    expect(units.filter((u) => u.id === first.id || u.id === second.id).map((u) => [u.status, u.ticketId])).toEqual([
      ['AVAILABLE', null],
      ['AVAILABLE', null],
    ]);
  });

  it('a unit works one event at a time; two dispatches of one unit at once: exactly one wins', async () => {
    const [a, b] = [await newEvent(), await newEvent({ kilometer: 500 })];
    const unit = await readyUnit('PATROL', 480);
    const answers = await Promise.all([dispatch(t.OPERATOR, a, unit.id), dispatch(t.SUPERVISOR, b, unit.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(body(refused)).toEqual({ payload: null, errors: [{ field: 'unitId', message: 'La unidad ya está atendiendo un evento' }] });
    const again = await dispatch(t.ADMIN, a, unit.id);
    expect(again.statusCode).toBe(409);
    // Only the winner's event has a DISPATCHED milestone.
    const codes = await Promise.all([a, b].map(async (id) => (await getEvent(id)).milestones.length));
    expect(codes.sort()).toEqual([0, 1]);
  });

  it('refuses a unit that is not available, a closed event, a driver, and answers 404 for unknown ones', async () => {
    const ticketId = await newEvent();
    const idle = await makeUnit(app, t.ADMIN);
    const noDriver = await dispatch(t.OPERATOR, ticketId, idle.id);
    expect(noDriver.statusCode).toBe(409);
    expect(body(noDriver).errors).toEqual([{ field: 'unitId', message: 'La unidad no tiene conductor en turno' }]);
    const unit = await readyUnit('PATROL', 480);
    await status(app, unit.driver.token, unit.id, 'OUT_OF_SERVICE');
    const onBreak = await dispatch(t.OPERATOR, ticketId, unit.id);
    expect(onBreak.statusCode).toBe(409);
    expect(body(onBreak).errors).toEqual([{ field: 'unitId', message: 'La unidad no está disponible' }]);
    await status(app, unit.driver.token, unit.id, 'AVAILABLE');
    expect((await dispatch(t.DRIVER, ticketId, unit.id)).statusCode).toBe(403);
    expect((await dispatch(t.INSPECTOR, ticketId, unit.id)).statusCode).toBe(403);
    expect((await dispatch(t.OPERATOR, ticketId, 999999)).statusCode).toBe(404);
    expect((await dispatch(t.OPERATOR, 999999, unit.id)).statusCode).toBe(404);
    expect((await send(app, 'POST', t.OPERATOR, `/api/ticket/${ticketId}/dispatch`, { unitId: 'x' })).statusCode).toBe(400);

    const closed = await send(app, 'PATCH', t.SUPERVISOR, `/api/ticket/${ticketId}`, { statusCode: 'CERRADO', closeReason: 'RESUELTO' });
    expect(closed.statusCode).toBe(200);
    const late = await dispatch(t.SUPERVISOR, ticketId, unit.id);
    expect(late.statusCode).toBe(409);
    expect(body(late).errors?.[0]?.message).toBe('El evento está cerrado: no se despachan unidades a un evento cerrado');
    expect(body(await send(app, 'GET', t.OPERATOR, `/api/unit/${unit.id}`)).payload.status).toBe('AVAILABLE');
  });

  it('a stale If-Match gets 412 and dispatches nothing', async () => {
    const ticketId = await newEvent();
    const unit = await readyUnit('PATROL', 480);
    const stale = await app.inject({
      method: 'POST',
      url: `/api/ticket/${ticketId}/dispatch`,
      headers: { authorization: t.OPERATOR, 'if-match': '"999"' },
      payload: { unitId: unit.id },
    });
    expect(stale.statusCode).toBe(412);
    expect(body(await send(app, 'GET', t.OPERATOR, `/api/unit/${unit.id}`)).payload.status).toBe('AVAILABLE');
  });

  it('tells the driver at once, and the board, each exactly once', async () => {
    const ticketId = await newEvent();
    const unit = await readyUnit('PATROL', 480);
    const board: UnitMessage[] = [];
    const told: Notification[] = [];
    const stopBoard = app.unitFeed.subscribe((message) => {
      if ('unit' in message && message.unit.id === unit.id) board.push(message);
    });
    const stopDriver = app.notificationHub.subscribe(unit.driver.id, (n) => told.push(n));
    try {
      expect((await dispatch(t.OPERATOR, ticketId, unit.id)).statusCode).toBe(200);
      await waitFor(() => told.length > 0 && board.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(board).toEqual([
        { change: 'dispatched', driverId: unit.driver.id, unit: expect.objectContaining({ status: 'DISPATCHED', ticketId }) },
      ]);
      expect(told).toEqual([expect.objectContaining({ type: 'EVENT_ASSIGNED', ticketId })]);
      expect(told[0]!.message).toBe(`Unidad ${unit.code}: despachada al evento #${ticketId} (Accidente, km 485,5, norte a sur)`);
      // A refused dispatch announces nothing.
      expect((await dispatch(t.OPERATOR, ticketId, unit.id)).statusCode).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(board).toHaveLength(1);
      expect(told).toHaveLength(1);
    } finally {
      stopBoard();
      stopDriver();
    }
  });
});
