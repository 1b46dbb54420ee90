// Nothing doubled (issue 24): a report queued offline is sent again until it gets an answer. The
// same Idempotency-Key from the same caller gets the first answer and creates nothing; another
// body with that key is refused; concurrent duplicates create one event; keys expire after 24 h.
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, login, preflight, solidPng, validEvent, withApp } from './helpers';
import { uploadPhoto } from './photos';

let app: FastifyInstance;
let driver: string;
let png: Buffer;

withApp({}, async (started) => {
  app = started;
  driver = await login(app, DEMO.DRIVER);
  png = await solidPng(16, 16, '#a00');
});

const count = async (table: 'tickets' | 'attachments') =>
  (await app.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
// One body for every retry, as a queued report is sent again (validEvent's date moves each call).
const EVENT = validEvent();
const create = (key: string, payload: object = EVENT, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/ticket', headers: { 'idempotency-key': key, ...headers }, payload });

describe('POST /api/ticket', () => {
  it('the same key twice: one event, the same answer and upload token', async () => {
    const before = await count('tickets');
    const first = await create('clave-1');
    const second = await create('clave-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(body(second).payload).toBe(body(first).payload);
    expect(second.headers['x-upload-token']).toBe(first.headers['x-upload-token']);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('tickets')).toBe(before + 1);
  });

  it('the same body in another key order is the same request', async () => {
    const event = validEvent();
    const reordered = Object.fromEntries(Object.entries(event).reverse());
    const first = await create('clave-orden', event);
    const second = await create('clave-orden', reordered);
    expect(body(second).payload).toBe(body(first).payload);
  });

  it('the same key with another body is refused in the envelope, and nothing is created', async () => {
    await create('clave-2');
    const before = await count('tickets');
    const res = await create('clave-2', { ...EVENT, kilometer: 486 });
    expect(res.statusCode).toBe(422);
    expect(body(res)).toEqual({
      payload: null,
      errors: [
        {
          field: 'Idempotency-Key',
          message: 'Esta clave Idempotency-Key ya se usó con otra solicitud: genere una nueva para un envío distinto',
        },
      ],
    });
    expect(await count('tickets')).toBe(before);
  });

  it('concurrent duplicates create one event and all get its number', async () => {
    const before = await count('tickets');
    const answers = await Promise.all(Array.from({ length: 6 }, () => create('clave-paralela')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => body(a).payload)).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers['x-upload-token'])).size).toBe(1);
    expect(await count('tickets')).toBe(before + 1);
  });

  it('keys are per caller: a signed-in user and another address do not share them', async () => {
    const anonymous = await create('clave-compartida');
    const signedIn = await create('clave-compartida', EVENT, auth(driver));
    const otherAddress = await app.inject({
      method: 'POST',
      url: '/api/ticket',
      remoteAddress: '10.2.3.4',
      headers: { 'idempotency-key': 'clave-compartida' },
      payload: EVENT,
    });
    const ids = [anonymous, signedIn, otherAddress].map((r) => body(r).payload);
    expect(new Set(ids).size).toBe(3);
    expect(signedIn.headers['x-upload-token']).toBeUndefined();
  });

  it('a refused request gives its key back: the corrected one goes through', async () => {
    const refused = await create('clave-corregida', { ...EVENT, email: 'juan' });
    expect(refused.statusCode).toBe(400);
    const fixed = await create('clave-corregida');
    expect(fixed.statusCode).toBe(201);
  });

  it('refuses a key that is too long or not printable', async () => {
    for (const key of ['x'.repeat(101), 'clave\u0001']) {
      const res = await create(key);
      expect(res.statusCode).toBe(400);
      expect(body(res).payload).toBeNull();
    }
    expect((await create('x'.repeat(100))).statusCode).toBe(201);
  });

  it('a claim left by a request that died is taken over after its lease', async () => {
    const before = await count('tickets');
    const first = await create('clave-huerfana');
    // As if the process had died between the claim and the answer, three minutes ago.
    await app.database.query(
      `update idempotency_keys set status_code = null, response = null, created_at = now() - interval '3 minutes' where key = 'clave-huerfana'`,
    );
    const retry = await create('clave-huerfana');
    expect(retry.statusCode).toBe(201);
    expect(body(retry).payload).not.toBe(body(first).payload);
    expect(await count('tickets')).toBe(before + 2);
    expect(body(await create('clave-huerfana')).payload).toBe(body(retry).payload);
  });

  it('a key is forgotten after 24 hours', async () => {
    const first = await create('clave-vieja');
    await app.database.query(`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'clave-vieja'`);
    const second = await create('clave-vieja');
    expect(second.statusCode).toBe(201);
    expect(body(second).payload).not.toBe(body(first).payload);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('POST /api/ticket/:id/attachment', () => {
  const upload = (ticketId: number, token: string, key: string, data = png) =>
    uploadPhoto(app, ticketId, data, { 'x-upload-token': token, 'idempotency-key': key });

  it('the same photo with the same key is stored once, also sent concurrently', async () => {
    const created = await create('clave-fotos');
    const ticketId = body(created).payload as number;
    const token = String(created.headers['x-upload-token']);
    const first = await upload(ticketId, token, 'foto-1');
    expect(first.statusCode).toBe(201);
    const again = await upload(ticketId, token, 'foto-1');
    expect(again.statusCode).toBe(201);
    expect(body(again).payload).toEqual(body(first).payload);
    const parallel = await Promise.all([1, 2, 3, 4].map(() => upload(ticketId, token, 'foto-2')));
    expect(parallel.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(parallel.map((r) => body(r).payload.id)).size).toBe(1);
    const stored = await app.database.query<{ n: number }>('select count(*)::int as n from attachments where ticket_id = $1', [ticketId]);
    expect(stored[0]!.n).toBe(2);
  });

  it('another photo with the same key is refused', async () => {
    const created = await create('clave-fotos-2');
    const ticketId = body(created).payload as number;
    const token = String(created.headers['x-upload-token']);
    expect((await upload(ticketId, token, 'foto-x')).statusCode).toBe(201);
    const other = await solidPng(8, 8, '#00f');
    const res = await upload(ticketId, token, 'foto-x', other);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors![0]!.field).toBe('Idempotency-Key');
  });
});

it('a page on another allowed origin may send the key and read that an answer is a replay', async () => {
  const allowed = await preflight(app, '/api/ticket', 'http://localhost:3000', 'idempotency-key');
  expect(String(allowed.headers['access-control-allow-headers'])).toContain('idempotency-key');
  const res = await create('clave-cors', EVENT, { origin: 'http://localhost:3000' });
  expect(String(res.headers['access-control-expose-headers'])).toContain('idempotent-replayed');
});
