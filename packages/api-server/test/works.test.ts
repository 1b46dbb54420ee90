// Planned works (issue 41 item 1): who may do what, the state machine with ACTIVE and DONE read from
// the clock, If-Match, the schedule in Santiago time across the clock changes, the list's filters,
// the hash-chained history and bad input in the errors envelope.
import type { FastifyInstance } from 'fastify';
import { auth, body, withSignedInApp } from './helpers';
import { plannedWork } from './works-fixture';

let app: FastifyInstance;
let now = new Date();
const { t } = withSignedInApp({ clock: () => now, slaScanMs: 0 }, (started) => {
  app = started;
});

type Method = 'GET' | 'POST' | 'PUT';
const send = (method: Method, token: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

async function create(over: Record<string, unknown> = {}) {
  const res = await send('POST', t.SUPERVISOR, '/api/works', plannedWork(over));
  expect(res.statusCode).toBe(201);
  return body(res).payload as { id: number; version: number; status: string; periods: { start: string; end: string }[] };
}

const move = (token: string, id: number, action: string, payload: object = {}, headers: Record<string, string> = {}) =>
  send('POST', token, `/api/works/${id}/${action}`, payload, headers);

beforeEach(() => {
  now = new Date();
});

describe('planning a work', () => {
  it('creates a DRAFT with its periods in Santiago time, an ETag and a history row', async () => {
    const res = await send('POST', t.SUPERVISOR, '/api/works', plannedWork());
    expect(res.statusCode).toBe(201);
    const work = body(res).payload;
    expect(work).toMatchObject({ status: 'DRAFT', version: 1, kmFrom: 450, kmTo: 452.5, shoulderClosed: false, rejectionReason: null });
    expect(work.periods).toHaveLength(15);
    expect(work.periods[0]).toEqual({ start: '2027-03-01T09:00:00-03:00', end: '2027-03-01T17:00:00-03:00' });
    expect(res.headers['etag']).toBe('"1"');
    const read = body(await send('GET', t.DRIVER, `/api/works/${work.id}`)).payload;
    expect(read).toEqual(work);
    const history = body(await send('GET', t.OPERATOR, `/api/works/${work.id}/history`)).payload;
    expect(history.chain).toBe('VERIFIED');
    expect(history.entries.map((e: { action: string }) => e.action)).toEqual(['CREATED']);
  });

  it('expands across the April clock change (-03:00, then -04:00) and the September one', async () => {
    const april = await create({
      schedule: { from: '2027-04-03', to: '2027-04-05', days: ['SAT', 'SUN', 'MON'], windowStart: '22:00', windowEnd: '06:00' },
    });
    expect(april.periods).toEqual([
      { start: '2027-04-03T22:00:00-03:00', end: '2027-04-04T06:00:00-04:00' },
      { start: '2027-04-04T22:00:00-04:00', end: '2027-04-05T06:00:00-04:00' },
      { start: '2027-04-05T22:00:00-04:00', end: '2027-04-06T06:00:00-04:00' },
    ]);
    const september = await create({
      schedule: { from: '2027-09-04', to: '2027-09-05', days: ['SAT', 'SUN'], windowStart: '00:30', windowEnd: '08:00' },
    });
    expect(september.periods).toEqual([
      { start: '2027-09-04T00:30:00-04:00', end: '2027-09-04T08:00:00-04:00' },
      // 00:30 of Sunday 5 September 2027 does not exist: read with the offset before (RFC 5545).
      { start: '2027-09-05T01:30:00-03:00', end: '2027-09-05T08:00:00-03:00' },
    ]);
  });

  it('takes one period in any offset and answers it in Santiago time', async () => {
    const work = await create({ schedule: { start: '2027-01-10T12:00:00Z', end: '2027-01-10T23:00:00Z' } });
    expect(work.periods).toEqual([{ start: '2027-01-10T09:00:00-03:00', end: '2027-01-10T20:00:00-03:00' }]);
  });

  it.each([
    ['kmTo', { kmFrom: 460, kmTo: 455 }],
    ['kmFrom', { kmFrom: 400 }],
    ['orientations', { orientations: [] }],
    ['orientations[0]', { orientations: ['EAST'] }],
    ['lanesClosed', { lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'ALL' } }],
    ['lanesClosed.SOUTH', { lanesClosed: { NORTH: 'ALL', SOUTH: 'SOME' } }],
    ['title', { title: 'x'.repeat(121) }],
    ['contact', { contact: '' }],
    ['speedLimit', { speedLimit: 500 }],
    ['schedule.end', { schedule: { start: '2027-01-10T12:00:00Z', end: '2027-01-10T11:00:00Z' } }],
    ['schedule.start', { schedule: { start: '2027-01-10 12:00', end: '2027-01-10T11:00:00Z' } }],
    ['schedule.to', { schedule: { from: '2027-01-10', to: '2027-01-09', days: ['MON'], windowStart: '09:00', windowEnd: '17:00' } }],
    ['schedule.to', { schedule: { from: '2027-01-01', to: '2028-01-02', days: ['MON'], windowStart: '09:00', windowEnd: '17:00' } }],
    [
      'schedule.windowStart',
      { schedule: { from: '2027-01-10', to: '2027-01-12', days: ['MON'], windowStart: '25:00', windowEnd: '17:00' } },
    ],
    ['schedule.windowEnd', { schedule: { from: '2027-01-10', to: '2027-01-12', days: ['MON'], windowStart: '09:00', windowEnd: '09:00' } }],
    [
      'schedule.days',
      { schedule: { from: '2027-01-10', to: '2027-01-12', days: ['MON', 'MON'], windowStart: '09:00', windowEnd: '17:00' } },
    ],
    [
      'schedule.start',
      {
        schedule: {
          from: '2027-01-10',
          to: '2027-01-12',
          start: '2027-01-10T12:00:00Z',
          days: ['MON'],
          windowStart: '09:00',
          windowEnd: '17:00',
        },
      },
    ],
    ['schedule', { schedule: { from: '2027-01-12', to: '2027-01-14', days: ['SUN'], windowStart: '09:00', windowEnd: '17:00' } }],
    ['schedule', { schedule: 'mañana' }],
  ])('refuses a bad %s with 400 in the errors envelope', async (field, over) => {
    const res = await send('POST', t.SUPERVISOR, '/api/works', plannedWork(over));
    expect(res.statusCode).toBe(400);
    const answer = body(res);
    expect(answer.payload).toBeNull();
    expect(answer.errors?.map((e) => e.field)).toContain(field);
  });

  it('refuses an over-long text before any other rule, and a body that is not an object', async () => {
    const res = await send('POST', t.SUPERVISOR, '/api/works', plannedWork({ contractor: 'a'.repeat(200_000) }));
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual([{ field: 'contractor', message: 'Máximo 120 caracteres' }]);
    const array = await app.inject({
      method: 'POST',
      url: '/api/works',
      headers: { ...auth(t.SUPERVISOR), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(array.statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it.each(['DRIVER', 'OPERATOR', 'INSPECTOR'] as const)('refuses %s creating or editing a work', async (role) => {
    expect((await send('POST', t[role], '/api/works', plannedWork())).statusCode).toBe(403);
    const { id } = await create();
    expect((await send('PUT', t[role], `/api/works/${id}`, plannedWork())).statusCode).toBe(403);
    expect((await move(t[role], id, 'request')).statusCode).toBe(403);
    expect((await move(t[role], id, 'cancel')).statusCode).toBe(403);
  });

  it('lets only the INSPECTOR approve or reject', async () => {
    const { id } = await create();
    expect((await move(t.SUPERVISOR, id, 'request')).statusCode).toBe(200);
    for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'ADMIN'] as const) {
      expect((await move(t[role], id, 'approve')).statusCode).toBe(403);
      expect((await move(t[role], id, 'reject', { reason: 'No' })).statusCode).toBe(403);
    }
    expect((await move(t.INSPECTOR, id, 'approve')).statusCode).toBe(200);
  });

  it('lets every signed-in role read, and nobody signed out', async () => {
    const { id } = await create();
    for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'INSPECTOR', 'ADMIN'] as const) {
      expect((await send('GET', t[role], `/api/works/${id}`)).statusCode).toBe(200);
      expect((await send('GET', t[role], '/api/works')).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: `/api/works/${id}` })).statusCode).toBe(401);
    expect((await send('GET', t.DRIVER, '/api/works/2147483000')).statusCode).toBe(404);
  });
});

describe('the state machine', () => {
  it('goes DRAFT → REQUESTED → APPROVED → ACTIVE (in a window) → DONE, read from the clock', async () => {
    const { id } = await create();
    expect(body(await move(t.SUPERVISOR, id, 'request')).payload.status).toBe('REQUESTED');
    expect(body(await move(t.INSPECTOR, id, 'approve')).payload.status).toBe('APPROVED');
    const read = async () => body(await send('GET', t.OPERATOR, `/api/works/${id}`)).payload.status;
    now = new Date('2027-03-02T14:00:00Z'); // Tuesday 11:00 in Santiago
    expect(await read()).toBe('ACTIVE');
    now = new Date('2027-03-02T21:00:00Z'); // 18:00: between two windows
    expect(await read()).toBe('APPROVED');
    now = new Date('2027-03-19T20:00:00Z'); // the last window ended at 17:00 -03:00
    expect(await read()).toBe('DONE');
    expect((await move(t.SUPERVISOR, id, 'cancel')).statusCode).toBe(409);
  });

  it('rejects with a reason, edits a REJECTED work back to a DRAFT, and records every change in a verified chain', async () => {
    const { id } = await create();
    await move(t.SUPERVISOR, id, 'request');
    expect((await move(t.INSPECTOR, id, 'reject', {})).statusCode).toBe(400);
    const rejected = body(await move(t.INSPECTOR, id, 'reject', { reason: 'Falta plan de desvío' })).payload;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'Falta plan de desvío' });
    const edited = await send('PUT', t.ADMIN, `/api/works/${id}`, plannedWork({ title: 'Recapado con desvío' }), {
      'if-match': `"${rejected.version}"`,
    });
    expect(edited.statusCode).toBe(200);
    expect(body(edited).payload).toMatchObject({ status: 'DRAFT', title: 'Recapado con desvío', rejectionReason: null });
    expect((await move(t.SUPERVISOR, id, 'request')).statusCode).toBe(200);
    expect((await move(t.SUPERVISOR, id, 'cancel')).statusCode).toBe(200);
    const history = body(await send('GET', t.INSPECTOR, `/api/works/${id}/history`)).payload;
    expect(history.entries.map((e: { action: string }) => e.action)).toEqual([
      'CREATED',
      'REQUEST',
      'REJECT',
      'EDITED',
      'REQUEST',
      'CANCEL',
    ]);
    expect(history.entries[2].changes).toEqual({ status: ['REQUESTED', 'REJECTED'], reason: 'Falta plan de desvío' });
    expect(history.chain).toBe('VERIFIED');
    await app.db.execute(
      `update planned_work_history set changes = '{"status":["REQUESTED","APPROVED"]}' where work_id = ${id} and action = 'REJECT'`,
    );
    expect(body(await send('GET', t.INSPECTOR, `/api/works/${id}/history`)).payload.chain).toBe('BROKEN');
  });

  it('refuses what the state does not allow with 409', async () => {
    const { id } = await create();
    expect((await move(t.INSPECTOR, id, 'approve')).statusCode).toBe(409); // a DRAFT is not requested yet
    await move(t.SUPERVISOR, id, 'request');
    expect((await send('PUT', t.SUPERVISOR, `/api/works/${id}`, plannedWork())).statusCode).toBe(409);
    expect((await move(t.SUPERVISOR, id, 'request')).statusCode).toBe(409);
    await move(t.INSPECTOR, id, 'approve');
    const put = await send('PUT', t.SUPERVISOR, `/api/works/${id}`, plannedWork());
    expect(put.statusCode).toBe(409);
    expect(body(put).errors?.[0]?.message).toBe('Una faena en estado aprobada no se puede editar');
    await move(t.SUPERVISOR, id, 'cancel');
    expect((await move(t.SUPERVISOR, id, 'cancel')).statusCode).toBe(409);
  });

  it('refuses to request a work whose schedule has ended', async () => {
    const { id } = await create({ schedule: { start: '2026-01-10T12:00:00Z', end: '2026-01-10T20:00:00Z' } });
    const res = await move(t.SUPERVISOR, id, 'request');
    expect(res.statusCode).toBe(409);
    expect(body(res).errors?.[0]?.field).toBe('schedule');
  });

  it('applies a write only to the version named: 412 with the current work otherwise', async () => {
    const { id } = await create();
    expect((await send('PUT', t.SUPERVISOR, `/api/works/${id}`, plannedWork({ title: 'Primera' }), { 'if-match': '"1"' })).statusCode).toBe(
      200,
    );
    const stale = await send('PUT', t.ADMIN, `/api/works/${id}`, plannedWork({ title: 'Segunda' }), { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(body(stale).payload).toMatchObject({ id, title: 'Primera', version: 2 });
    expect(stale.headers['etag']).toBe('"2"');
    expect((await send('PUT', t.ADMIN, `/api/works/${id}`, plannedWork({ title: 'Segunda', version: 1 }))).statusCode).toBe(412);
    expect((await move(t.SUPERVISOR, id, 'request', {}, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect((await move(t.SUPERVISOR, id, 'request', {}, { 'if-match': '"2"' })).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('filters by status as read now, km range and active at a time, with paging', async () => {
    const near = await create({ kmFrom: 560, kmTo: 562, schedule: { start: '2027-06-01T12:00:00Z', end: '2027-06-01T20:00:00Z' } });
    const far = await create({ kmFrom: 570, kmTo: 575, schedule: { start: '2027-06-01T12:00:00Z', end: '2027-06-01T20:00:00Z' } });
    for (const id of [near.id, far.id]) {
      await move(t.SUPERVISOR, id, 'request');
      await move(t.INSPECTOR, id, 'approve');
    }
    const ids = async (query: string) =>
      (body(await send('GET', t.DRIVER, `/api/works?${query}`)).payload.content as { id: number }[]).map((w) => w.id);
    expect(await ids('kmFrom=559&kmTo=561&size=100')).toEqual([near.id]);
    expect(await ids('activeAt=2027-06-01T13:00:00Z&size=100')).toEqual([near.id, far.id]);
    expect(await ids('activeAt=2027-06-01T21:00:00Z&size=100')).toEqual([]);
    now = new Date('2027-06-01T15:00:00Z');
    expect(await ids('status=ACTIVE&size=100')).toEqual([near.id, far.id]);
    expect(await ids('status=APPROVED&kmFrom=559&size=100')).toEqual([]);
    const page = body(await send('GET', t.DRIVER, '/api/works?status=ACTIVE&size=1&page=1')).payload;
    expect(page).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(page.content.map((w: { id: number }) => w.id)).toEqual([far.id]);
    expect((await send('GET', t.DRIVER, '/api/works?status=NOPE')).statusCode).toBe(400);
    expect((await send('GET', t.DRIVER, '/api/works?kmFrom=500&kmTo=490')).statusCode).toBe(400);
    expect((await send('GET', t.DRIVER, '/api/works?activeAt=ayer')).statusCode).toBe(400);
  });
});
