// Issue 37 item 5 through the API: an event says which clock its due time counts (TAKE, then
// CLOSE once taken) and, once closed, whether it met its time instead of a running state.
import type { FastifyInstance } from 'fastify';
import { auth, body, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
let now = new Date();
const { t } = withSignedInApp({ clock: () => now, slaScanMs: 0 }, (started) => void (app = started));
const MINUTE = 60_000;

const send = (method: 'POST' | 'PUT', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const ticketOf = async (id: number) => body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(t.ADMIN) })).payload;
const create = async () => {
  const res = await send('POST', t.DRIVER, '/api/ticket', validEvent()); // Choque por alcance: MAJOR, take 10 min, close 240 min
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
};
const close = async (id: number) => {
  const res = await send('PUT', t.ADMIN, `/api/ticket/${id}`, {
    ...(await ticketOf(id)),
    statusCode: 'CERRADO',
    closeReason: 'FALSO_AVISO',
  });
  expect(res.statusCode).toBe(200);
};
/** Moves the event's report time back, as if reported `minutes` before it was closed/taken. */
const reportedEarlier = (id: number, minutes: number) =>
  app.database.query(`update tickets set created_at = created_at - make_interval(mins => $2) where id = $1`, [id, minutes]);

afterEach(() => {
  now = new Date();
});

describe('the clock an open event counts', () => {
  it('TAKE until taken, then CLOSE, in the event and in the queue rows', async () => {
    const id = await create();
    const created = Date.parse((await ticketOf(id)).createdAt);
    now = new Date(created + MINUTE);
    expect(await ticketOf(id)).toMatchObject({ slaClock: 'TAKE', slaMet: null, slaDueAt: new Date(created + 10 * MINUTE).toISOString() });
    const row = async () =>
      (
        body(await app.inject({ method: 'GET', url: '/api/ticket/queue?view=open&size=100', headers: auth(t.SUPERVISOR) })).payload
          .content as {
          id: number;
          slaClock: string;
        }[]
      ).find((r) => r.id === id);
    expect(await row()).toMatchObject({ slaClock: 'TAKE' });
    now = new Date(created + 2 * MINUTE);
    expect((await send('POST', t.OPERATOR, `/api/ticket/${id}/take`)).statusCode).toBe(200);
    expect(await ticketOf(id)).toMatchObject({ slaClock: 'CLOSE', slaMet: null, slaDueAt: new Date(created + 240 * MINUTE).toISOString() });
    expect(await row()).toMatchObject({ slaClock: 'CLOSE' });
  });
});

describe('a closed event: met its time or not, no clock', () => {
  it('closed within its targets: slaMet true', async () => {
    const id = await create();
    await close(id);
    expect(await ticketOf(id)).toMatchObject({ statusCode: 'CERRADO', slaClock: null, slaMet: true, slaState: 'OK' });
  });

  it('closed after its close target: slaMet false', async () => {
    const id = await create();
    await close(id);
    await reportedEarlier(id, 300);
    expect(await ticketOf(id)).toMatchObject({ slaClock: null, slaMet: false, slaState: 'BREACHED' });
  });

  it('taken after its take target, closed in time: slaMet false', async () => {
    const id = await create();
    await reportedEarlier(id, 30);
    expect((await send('POST', t.OPERATOR, `/api/ticket/${id}/take`)).statusCode).toBe(200);
    expect(await ticketOf(id)).toMatchObject({ slaClock: 'CLOSE', slaState: 'BREACHED' });
    await close(id);
    expect(await ticketOf(id)).toMatchObject({ slaClock: null, slaMet: false });
  });
});
