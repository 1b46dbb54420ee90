// The crew's phone (issue 38 items 2–3): a DRIVER reads their own unit (with the event it is sent
// to) and the units they may sign on to, nothing of other drivers; the dispatched crew reads the
// event, and adds photos of the scene to it, while their unit is on it, and no longer once released.
import type { FastifyInstance } from 'fastify';
import { auth, body, solidPng, validEvent, withSignedInApp } from './helpers';
import { uploadPhoto } from './photos';
import { makeDriver, makeUnit, send, status } from './units-fixture';

let app: FastifyInstance;
const { t } = withSignedInApp({}, (started) => {
  app = started;
});

const mine = async (token: string) => {
  const res = await send(app, 'GET', token, '/api/unit/mine');
  expect(res.statusCode).toBe(200);
  return body(res).payload;
};
const vacantIds = async (token: string) => {
  const res = await send(app, 'GET', token, '/api/unit/vacant');
  expect(res.statusCode).toBe(200);
  return (body(res).payload as { id: number }[]).map((u) => u.id);
};

describe('the crew’s own unit', () => {
  it('is null off shift, the unit on shift (status, event), and null again after sign-off', async () => {
    const unit = await makeUnit(app, t.ADMIN);
    const driver = await makeDriver(app, t.ADMIN, 'mine');
    expect(await mine(driver.token)).toBeNull();
    expect((await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
    expect(await mine(driver.token)).toMatchObject({ id: unit.id, code: unit.code, status: 'AVAILABLE', ticketId: null });
    expect((await send(app, 'DELETE', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
    expect(await mine(driver.token)).toBeNull();
  });

  it('lists only active units nobody drives, with id, code, kind and plate only', async () => {
    const free = await makeUnit(app, t.ADMIN, { kind: 'TOW_LIGHT', plate: 'FREE11' });
    const taken = await makeUnit(app, t.ADMIN);
    const inactive = await makeUnit(app, t.ADMIN);
    expect((await send(app, 'PATCH', t.ADMIN, `/api/unit/${inactive.id}`, { active: false })).statusCode).toBe(200);
    const other = await makeDriver(app, t.ADMIN, 'other');
    expect((await send(app, 'POST', other.token, `/api/unit/${taken.id}/shift`)).statusCode).toBe(200);
    const driver = await makeDriver(app, t.ADMIN, 'looking');

    const ids = await vacantIds(driver.token);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(taken.id);
    expect(ids).not.toContain(inactive.id);
    const row = body(await send(app, 'GET', driver.token, '/api/unit/vacant')).payload.find((u: { id: number }) => u.id === free.id);
    expect(row).toEqual({ id: free.id, code: free.code, kind: 'TOW_LIGHT', plate: 'FREE11' });
  });

  it('is the only unit a driver reads: another unit, driven or not, is 404 as if it did not exist', async () => {
    const own = await makeUnit(app, t.ADMIN);
    const free = await makeUnit(app, t.ADMIN);
    const driven = await makeUnit(app, t.ADMIN);
    const driver = await makeDriver(app, t.ADMIN, 'reader');
    const other = await makeDriver(app, t.ADMIN, 'driven');
    expect((await send(app, 'POST', driver.token, `/api/unit/${own.id}/shift`)).statusCode).toBe(200);
    expect((await send(app, 'POST', other.token, `/api/unit/${driven.id}/shift`)).statusCode).toBe(200);
    const read = await send(app, 'GET', driver.token, `/api/unit/${own.id}`);
    expect(read.statusCode).toBe(200);
    expect(body(read).payload).toMatchObject({ id: own.id, driverId: driver.id });
    for (const id of [free.id, driven.id, 999_999]) {
      const refused = await send(app, 'GET', driver.token, `/api/unit/${id}`);
      expect({ id, status: refused.statusCode, errors: body(refused).errors }).toEqual({
        id,
        status: 404,
        errors: [expect.objectContaining({ message: expect.any(String) })],
      });
    }
    // The control room reads any unit, with its driver.
    expect(body(await send(app, 'GET', t.OPERATOR, `/api/unit/${driven.id}`)).payload).toMatchObject({ driverId: other.id });
  });

  it('is the DRIVER’s only: the control room and the inspector are refused', async () => {
    for (const role of ['OPERATOR', 'SUPERVISOR', 'ADMIN', 'INSPECTOR'] as const) {
      expect((await send(app, 'GET', t[role], '/api/unit/mine')).statusCode).toBe(403);
      expect((await send(app, 'GET', t[role], '/api/unit/vacant')).statusCode).toBe(403);
    }
  });
});

/** A unit with its driver on shift, another driver, and an event of the control room's (not sent yet). */
async function crewAndEvent() {
  const unit = await makeUnit(app, t.ADMIN);
  const driver = await makeDriver(app, t.ADMIN, 'crew');
  const stranger = await makeDriver(app, t.ADMIN, 'stranger');
  expect((await send(app, 'POST', driver.token, `/api/unit/${unit.id}/shift`)).statusCode).toBe(200);
  const created = await send(app, 'POST', t.OPERATOR, '/api/ticket', validEvent());
  expect(created.statusCode).toBe(201);
  return { unit, driver, stranger, ticketId: body(created).payload as number };
}

describe('the dispatched crew reads the event', () => {
  it('while their unit is sent to it; another driver never; nobody once released', async () => {
    const { unit, driver, stranger, ticketId } = await crewAndEvent();

    // Before the dispatch the crew does not see it (not their report).
    expect((await send(app, 'GET', driver.token, `/api/ticket/${ticketId}`)).statusCode).toBe(404);
    expect((await send(app, 'POST', t.OPERATOR, `/api/ticket/${ticketId}/dispatch`, { unitId: unit.id })).statusCode).toBe(200);
    expect(await mine(driver.token)).toMatchObject({ id: unit.id, status: 'DISPATCHED', ticketId });

    const read = await send(app, 'GET', driver.token, `/api/ticket/${ticketId}`);
    expect(read.statusCode).toBe(200);
    expect(body(read).payload.id).toBe(ticketId);
    expect((await send(app, 'GET', stranger.token, `/api/ticket/${ticketId}`)).statusCode).toBe(404);
    // Reading only: the crew does not edit the event.
    expect((await send(app, 'PATCH', driver.token, `/api/ticket/${ticketId}`, { description: 'x' })).statusCode).not.toBe(200);

    // Released by the control room: the event is no longer theirs to read.
    expect((await status(app, t.OPERATOR, unit.id, 'AVAILABLE')).statusCode).toBe(200);
    expect((await send(app, 'GET', driver.token, `/api/ticket/${ticketId}`)).statusCode).toBe(404);
  });
});

describe('the dispatched crew adds photos of the scene', () => {
  it('to the event their unit is sent to; another driver never; nobody once released', async () => {
    const { unit, driver, stranger, ticketId } = await crewAndEvent();
    const png = await solidPng(16, 12, '#246');

    // Not sent yet: the event is not the crew's (404, as for any event they may not read).
    expect((await uploadPhoto(app, ticketId, png, auth(driver.token))).statusCode).toBe(404);
    expect((await send(app, 'POST', t.OPERATOR, `/api/ticket/${ticketId}/dispatch`, { unitId: unit.id })).statusCode).toBe(200);

    const added = await uploadPhoto(app, ticketId, png, auth(driver.token), { name: 'escena.png', type: 'image/png' });
    expect(added.statusCode).toBe(201);
    const listed = await send(app, 'GET', driver.token, `/api/ticket/${ticketId}/attachment`);
    expect(listed.statusCode).toBe(200);
    expect((body(listed).payload.content as { id: number }[]).map((a) => a.id)).toEqual([body(added).payload.id]);
    expect((await uploadPhoto(app, ticketId, png, auth(stranger.token))).statusCode).toBe(404);
    // Comments stay the policy's: the crew photographs the event, it does not write on it.
    expect((await send(app, 'POST', driver.token, `/api/ticket/${ticketId}/comment`, { comment: 'x' })).statusCode).toBe(404);

    expect((await status(app, t.OPERATOR, unit.id, 'AVAILABLE')).statusCode).toBe(200);
    expect((await uploadPhoto(app, ticketId, png, auth(driver.token))).statusCode).toBe(404);
  });
});
