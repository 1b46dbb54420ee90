// Units, shifts and the status machine through the API (issue 38 items 1–3): ADMIN keeps units;
// one driver per unit and one unit per driver (two sign-ons at once: exactly one wins); what may
// follow what, and who may move a unit, as @vigia/domain/unit-status says.
import type { FastifyInstance } from 'fastify';
import type { UnitMessage } from '../src/repositories/unit-feed';
import { body, validEvent, withSignedInApp } from './helpers';
import { makeDriver, makeUnit, send, status, waitFor } from './units-fixture';

let app: FastifyInstance;
const { t } = withSignedInApp({}, (started) => {
  app = started;
});

describe('units (ADMIN)', () => {
  it('lists the kinds as data with Spanish and English names', async () => {
    const res = await send(app, 'GET', t.OPERATOR, '/api/unit-kind');
    expect(res.statusCode).toBe(200);
    expect(body(res).payload.map((k: { code: string }) => k.code)).toEqual([
      'PATROL',
      'TOW_LIGHT',
      'TOW_HEAVY',
      'AMBULANCE',
      'MAINTENANCE',
      'RESCUE',
    ]);
    expect(body(res).payload[0]).toEqual({ code: 'PATROL', name: 'Patrulla', nameEn: 'Patrol', sortOrder: 1 });
  });

  it('creates a unit OUT_OF_SERVICE, lists it flat, refuses a taken code, an unknown kind and bad input', async () => {
    const created = await send(app, 'POST', t.ADMIN, '/api/unit', { code: 'p-31', kind: 'patrol', plate: 'kjtr22', baseKm: 452.5 });
    expect(created.statusCode).toBe(201);
    const unit = body(created).payload;
    expect(unit).toMatchObject({
      code: 'P-31',
      kind: 'PATROL',
      plate: 'KJTR22',
      baseKm: 452.5,
      status: 'OUT_OF_SERVICE',
      driverId: null,
      ticketId: null,
    });
    expect(unit).toMatchObject({ lat: null, lon: null, kilometer: null, orientation: null, positionAt: null, active: true, version: 1 });
    const list = body(await send(app, 'GET', t.OPERATOR, '/api/unit')).payload;
    const row = list.find((u: { id: number }) => u.id === unit.id);
    expect(Object.keys(row).sort()).toEqual(
      [
        'active',
        'baseKm',
        'code',
        'driverId',
        'driverName',
        'id',
        'kilometer',
        'kind',
        'lat',
        'lon',
        'orientation',
        'plate',
        'positionAt',
        'status',
        'statusSince',
        'ticketId',
        'version',
      ].sort(),
    );

    const again = await send(app, 'POST', t.ADMIN, '/api/unit', { code: 'P-31', kind: 'TOW_LIGHT', plate: 'AB12', baseKm: 460 });
    expect(again.statusCode).toBe(409);
    expect(body(again).errors).toEqual([{ field: 'code', message: 'Ya existe una unidad con ese código' }]);
    const kind = await send(app, 'POST', t.ADMIN, '/api/unit', { code: 'X-1', kind: 'SUBMARINE', plate: 'AB12', baseKm: 460 });
    expect(kind.statusCode).toBe(400);
    expect(body(kind).errors).toEqual([{ field: 'kind', message: 'El tipo de unidad no existe' }]);
    const km = await send(app, 'POST', t.ADMIN, '/api/unit', { code: 'X-2', kind: 'PATROL', plate: 'AB12', baseKm: 900 });
    expect(km.statusCode).toBe(400);
    expect(body(km).errors?.[0]?.field).toBe('baseKm');
    expect(
      (await send(app, 'POST', t.SUPERVISOR, '/api/unit', { code: 'X-3', kind: 'PATROL', plate: 'AB12', baseKm: 460 })).statusCode,
    ).toBe(403);
  });

  it('edits with If-Match: a stale version gets 412 and the current unit; deactivation waits for the shift to end', async () => {
    const unit = await makeUnit(app, t.ADMIN);
    // Both edits name version 1: the second comes from a screen that did not see the first.
    const editV1 = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/unit/${unit.id}`, headers: { authorization: t.ADMIN, 'if-match': '"1"' }, payload });
    const edit = await editV1({ plate: 'ZZZZ99' });
    expect(edit.statusCode).toBe(200);
    expect(edit.headers['etag']).toBe('"2"');
    expect(body(edit).payload).toMatchObject({ plate: 'ZZZZ99', version: 2 });
    const stale = await editV1({ plate: 'YYYY11' });
    expect(stale.statusCode).toBe(412);
    expect(body(stale).payload).toMatchObject({ plate: 'ZZZZ99', version: 2 });

    const driver = await makeDriver(app, t.ADMIN, 'patch');
    expect((await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
    const busy = await send(app, 'PATCH', t.ADMIN, `/api/unit/${unit.id}`, { active: false });
    expect(busy.statusCode).toBe(409);
    expect(body(busy).errors?.[0]?.field).toBe('active');
    expect((await send(app, 'DELETE', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
    const off = await send(app, 'PATCH', t.ADMIN, `/api/unit/${unit.id}`, { active: false });
    expect(body(off).payload).toMatchObject({ active: false, status: 'OUT_OF_SERVICE' });
    // A deactivated unit takes no shift.
    const refused = await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).errors).toEqual([{ message: 'La unidad está desactivada' }]);
  });
});

describe('shifts', () => {
  it('sign-on makes the unit AVAILABLE with its driver; one driver per unit, one unit per driver', async () => {
    const [a, b] = [await makeUnit(app, t.ADMIN), await makeUnit(app, t.ADMIN)];
    const [ana, beto] = [await makeDriver(app, t.ADMIN, 'ana'), await makeDriver(app, t.ADMIN, 'beto')];
    const on = await send(app, 'POST', ana.token, `/api/unit/${a.id}/shift`);
    expect(on.statusCode).toBe(200);
    // Who drives it, by name, for the board (staff names: createStaff's "Tomás Vidal").
    expect(body(on).payload).toMatchObject({ status: 'AVAILABLE', driverId: ana.id, driverName: 'Tomás Vidal' });
    const listed = (body(await send(app, 'GET', t.SUPERVISOR, '/api/unit')).payload as { id: number }[]).find((u) => u.id === a.id);
    expect(listed).toMatchObject({ driverId: ana.id, driverName: 'Tomás Vidal' });

    const taken = await send(app, 'POST', beto.token, `/api/unit/${a.id}/shift`);
    expect(taken.statusCode).toBe(409);
    expect(body(taken).errors).toEqual([{ message: 'La unidad ya tiene un conductor en turno' }]);
    const second = await send(app, 'POST', ana.token, `/api/unit/${b.id}/shift`);
    expect(second.statusCode).toBe(409);
    expect(body(second).errors).toEqual([{ message: 'Usted ya está en turno en otra unidad: cierre ese turno primero' }]);

    // Someone else's shift is not theirs to end.
    expect((await send(app, 'DELETE', beto.token, `/api/unit/${a.id}/shift`)).statusCode).toBe(403);
    const off = await send(app, 'DELETE', ana.token, `/api/unit/${a.id}/shift`);
    expect(body(off).payload).toMatchObject({ status: 'OUT_OF_SERVICE', driverId: null, driverName: null });
    expect((await send(app, 'POST', beto.token, `/api/unit/${a.id}/shift`)).statusCode).toBe(200);
    expect((await send(app, 'POST', ana.token, `/api/unit/${b.id}/shift`)).statusCode).toBe(200);
    for (const [unit, driver] of [
      [a, beto],
      [b, ana],
    ] as const)
      expect((await send(app, 'DELETE', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
  });

  it('the live notice of a sign-on is the unit GET /api/unit/{id} gives, driver’s name included', async () => {
    const unit = await makeUnit(app, t.ADMIN);
    const driver = await makeDriver(app, t.ADMIN, 'named');
    const heard: UnitMessage[] = [];
    const stop = app.unitFeed.subscribe((m) => 'unit' in m && m.unit.id === unit.id && heard.push(m));
    try {
      expect((await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
      await waitFor(() => heard.length === 1);
      const read = body(await send(app, 'GET', t.OPERATOR, `/api/unit/${unit.id}`)).payload;
      expect(read).toMatchObject({ driverId: driver.id, driverName: 'Tomás Vidal' });
      expect(heard[0]).toEqual({ change: 'shift', unit: read, driverId: driver.id });
      // The driver's own reads carry it too.
      expect(body(await send(app, 'GET', driver.token, '/api/unit/mine')).payload).toEqual(read);
    } finally {
      stop();
    }
  });

  it('two drivers signing on to one unit at once: exactly one wins', async () => {
    const unit = await makeUnit(app, t.ADMIN);
    const drivers = [
      await makeDriver(app, t.ADMIN, 'race1'),
      await makeDriver(app, t.ADMIN, 'race2'),
      await makeDriver(app, t.ADMIN, 'race3'),
    ];
    const answers = await Promise.all(drivers.map((d) => send(app, 'POST', d.token, `/api/unit/${unit.id}/shift`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = drivers[answers.findIndex((r) => r.statusCode === 200)]!;
    const row = body(await send(app, 'GET', t.OPERATOR, `/api/unit/${unit.id}`)).payload;
    expect(row.driverId).toBe(winner.id);
    await send(app, 'DELETE', winner.token, `/api/unit/${unit.id}/shift`);
  });

  it('one driver signing on to two units at once: exactly one wins', async () => {
    const units = [await makeUnit(app, t.ADMIN), await makeUnit(app, t.ADMIN)];
    const driver = await makeDriver(app, t.ADMIN, 'twice');
    const answers = await Promise.all(units.map((u) => send(app, 'POST', driver.token, `/api/unit/${u.id}/shift`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const list = body(await send(app, 'GET', t.OPERATOR, '/api/unit')).payload as { driverId: string | null }[];
    expect(list.filter((u) => u.driverId === driver.id)).toHaveLength(1);
  });

  it('only a DRIVER signs on', async () => {
    const unit = await makeUnit(app, t.ADMIN);
    for (const role of ['OPERATOR', 'SUPERVISOR', 'ADMIN', 'INSPECTOR'] as const)
      expect((await send(app, 'POST', t[role], `/api/unit/${unit.id}/shift`)).statusCode).toBe(403);
    expect((await send(app, 'POST', t.DRIVER, '/api/unit/999999/shift')).statusCode).toBe(404);
  });
});

describe('the status machine', () => {
  it('follows DISPATCHED → EN_ROUTE → ON_SCENE → AVAILABLE; refuses the rest with 409 in the errors envelope', async () => {
    const unit = await makeUnit(app, t.ADMIN);
    const driver = await makeDriver(app, t.ADMIN, 'machine');
    const other = await makeDriver(app, t.ADMIN, 'other');
    // A new unit nobody drives cannot be put in service by the control room.
    const noDriver = await status(app, t.OPERATOR, unit.id, 'AVAILABLE');
    expect(noDriver.statusCode).toBe(409);
    expect(body(noDriver)).toEqual({ payload: null, errors: [{ field: 'status', message: 'La unidad no tiene conductor en turno' }] });
    await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`);

    const skip = await status(app, driver.token, unit.id, 'ON_SCENE');
    expect(skip.statusCode).toBe(409);
    expect(body(skip)).toEqual({
      payload: null,
      errors: [{ field: 'status', message: 'No se puede pasar de «Disponible» a «En el lugar»' }],
    });
    // Only a dispatch makes it DISPATCHED.
    expect((await status(app, t.OPERATOR, unit.id, 'DISPATCHED')).statusCode).toBe(409);
    expect((await status(app, driver.token, unit.id, 'BOGUS')).statusCode).toBe(400);

    // A break and back, by the driver; then by the control room.
    expect(body(await status(app, driver.token, unit.id, 'OUT_OF_SERVICE')).payload.status).toBe('OUT_OF_SERVICE');
    expect(body(await status(app, t.SUPERVISOR, unit.id, 'AVAILABLE')).payload.status).toBe('AVAILABLE');

    const ticketId = body(await send(app, 'POST', t.OPERATOR, '/api/ticket', validEvent())).payload as number;
    expect((await send(app, 'POST', t.OPERATOR, `/api/ticket/${ticketId}/dispatch`, { unitId: unit.id })).statusCode).toBe(200);
    // Another driver, the inspector: not theirs.
    expect((await status(app, other.token, unit.id, 'EN_ROUTE')).statusCode).toBe(403);
    expect((await status(app, t.INSPECTOR, unit.id, 'EN_ROUTE')).statusCode).toBe(403);
    // EN_ROUTE is the driver's; a unit on an event does not go off duty nor sign off.
    const byRoom = await status(app, t.OPERATOR, unit.id, 'EN_ROUTE');
    expect(byRoom.statusCode).toBe(403);
    expect(body(byRoom).errors).toEqual([{ field: 'status', message: 'Este cambio lo registra el conductor de la unidad' }]);
    expect((await status(app, driver.token, unit.id, 'OUT_OF_SERVICE')).statusCode).toBe(409);
    const signOff = await send(app, 'DELETE', driver.token, `/api/unit/${unit.id}/shift`);
    expect(signOff.statusCode).toBe(409);
    expect(body(signOff).errors).toEqual([
      { message: 'La unidad está atendiendo un evento: debe quedar disponible antes de cerrar el turno' },
    ]);

    expect(body(await status(app, driver.token, unit.id, 'EN_ROUTE')).payload).toMatchObject({ status: 'EN_ROUTE', ticketId });
    // The driver does not release an EN_ROUTE unit: the control room does.
    const release = await status(app, driver.token, unit.id, 'AVAILABLE');
    expect(release.statusCode).toBe(403);
    expect(body(release).errors).toEqual([
      { field: 'status', message: 'Liberar una unidad despachada o en camino es tarea de la sala de control' },
    ]);
    expect(body(await status(app, driver.token, unit.id, 'ON_SCENE')).payload.status).toBe('ON_SCENE');
    // On scene, the driver releases it; the control room does not.
    expect((await status(app, t.OPERATOR, unit.id, 'AVAILABLE')).statusCode).toBe(403);
    expect(body(await status(app, driver.token, unit.id, 'AVAILABLE')).payload).toMatchObject({ status: 'AVAILABLE', ticketId: null });

    // Every change is timestamped in the history, newest first, with who and which event.
    const history = body(await send(app, 'GET', t.SUPERVISOR, `/api/unit/${unit.id}/history`)).payload as {
      status: string;
      at: string;
      byId: string;
      ticketId: number | null;
    }[];
    expect(history.map((h) => h.status)).toEqual([
      'AVAILABLE',
      'ON_SCENE',
      'EN_ROUTE',
      'DISPATCHED',
      'AVAILABLE',
      'OUT_OF_SERVICE',
      'AVAILABLE',
      'OUT_OF_SERVICE',
    ]);
    expect(history.slice(0, 4).every((h) => h.ticketId === ticketId)).toBe(true);
    expect(history[0]!.byId).toBe(driver.id);
    expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect((await send(app, 'GET', t.DRIVER, `/api/unit/${unit.id}/history`)).statusCode).toBe(403);
  });

  it('the control room releases a DISPATCHED unit', async () => {
    const unit = await makeUnit(app, t.ADMIN);
    const driver = await makeDriver(app, t.ADMIN, 'released');
    await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`);
    const ticketId = body(await send(app, 'POST', t.OPERATOR, '/api/ticket', validEvent())).payload as number;
    await send(app, 'POST', t.SUPERVISOR, `/api/ticket/${ticketId}/dispatch`, { unitId: unit.id });
    const released = await status(app, t.SUPERVISOR, unit.id, 'AVAILABLE');
    expect(released.statusCode).toBe(200);
    expect(body(released).payload).toMatchObject({ status: 'AVAILABLE', ticketId: null, driverId: driver.id });
  });
});
