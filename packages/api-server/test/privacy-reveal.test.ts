// Issue 40: revealing a reporter's data takes a reason and is recorded; only ADMIN reads the log.
import type { FastifyInstance } from 'fastify';
import { auth, body, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t, id: ids } = withSignedInApp({ slaScanMs: 0 }, (started) => {
  app = started;
});

const logCount = async () => (await app.database.query<{ n: number }>('select count(*)::int as n from personal_data_access', []))[0]!.n;
const send = (method: 'GET' | 'POST', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const REASON = 'Reclamo del informante por daño a su vehículo';

async function create(): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ injured: true, patente: 'KJTR22' }) });
  return body(res).payload as number;
}

describe('POST /api/ticket/{id}/reveal', () => {
  it('gives an administrator the values with a reason and records who, which event, which fields and why', async () => {
    const id = await create();
    const res = await send('POST', t.ADMIN, `/api/ticket/${id}/reveal`, { reason: `  ${REASON}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body(res).payload).toEqual({
      ticketId: id,
      fullName: 'Rocío Peña',
      email: 'reportante@correo.cl',
      phone: '56987654321',
      documentKind: 'RUT',
      rut: '12.345.678-5',
      patente: 'KJTR22',
      realAddress: 'Ruta 5 Sur km 485',
      injured: true,
    });
    const rows = await app.database.query<{ ticket_ids: number[]; reason: string; route: string; fields: string[] }>(
      'select ticket_ids, reason, route, fields from personal_data_access where user_id = $1',
      [ids.ADMIN],
    );
    expect(rows).toEqual([
      {
        ticket_ids: [id],
        reason: REASON,
        route: 'POST /api/ticket/:id/reveal',
        fields: ['fullName', 'email', 'phone', 'rut', 'patente', 'realAddress', 'documentKind', 'injured'],
      },
    ]);
  });

  it('refuses a missing, short or long reason with a field error, and records nothing', async () => {
    const id = await create();
    const before = await logCount();
    for (const payload of [{}, { reason: 'corto' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const res = await send('POST', t.ADMIN, `/api/ticket/${id}/reveal`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'reason' });
    }
    const after = await logCount();
    expect(after).toBe(before);
  });

  it('refuses the inspector (403) and answers 404 for an event the caller may not see', async () => {
    const id = await create();
    expect((await send('POST', t.INSPECTOR, `/api/ticket/${id}/reveal`, { reason: REASON })).statusCode).toBe(403);
    // A crew reads only its own or its dispatched events.
    expect((await send('POST', t.DRIVER, `/api/ticket/${id}/reveal`, { reason: REASON })).statusCode).toBe(404);
    expect((await send('POST', t.ADMIN, '/api/ticket/2147483000/reveal', { reason: REASON })).statusCode).toBe(404);
  });
});

describe('GET /api/privacy/access-log', () => {
  it('keeps every row: the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    const id = await create();
    expect((await send('POST', t.ADMIN, `/api/ticket/${id}/reveal`, { reason: REASON })).statusCode).toBe(200);
    const before = await logCount();
    expect(before).toBeGreaterThan(0);
    await expect(app.database.query(`update personal_data_access set reason = 'otra razón cualquiera'`)).rejects.toThrow(
      /never changed nor deleted/,
    );
    await expect(app.database.query('delete from personal_data_access')).rejects.toThrow(/never changed nor deleted/);
    await expect(app.database.query('truncate personal_data_access')).rejects.toThrow(/never changed nor deleted/);
    expect(await logCount()).toBe(before);
  });

  it('is the administrator’s only (403 for the other roles)', async () => {
    for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'INSPECTOR'] as const) {
      expect((await send('GET', t[role], '/api/privacy/access-log')).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/privacy/access-log' })).statusCode).toBe(401);
  });

  it('lists the reads newest first, filtered by event, user and dates, paged', async () => {
    const a = await create();
    const b = await create();
    await send('GET', t.OPERATOR, `/api/ticket/${a}`);
    await send('GET', t.SUPERVISOR, `/api/ticket/${b}`);
    await send('POST', t.ADMIN, `/api/ticket/${b}/reveal`, { reason: REASON });

    const byEvent = body(await send('GET', t.ADMIN, `/api/privacy/access-log?ticketId=${b}`)).payload;
    expect(byEvent.total).toBe(2);
    expect(byEvent.content[0]).toMatchObject({ userId: ids.ADMIN, userRole: 'ADMIN', ticketIds: [b], reason: REASON });
    expect(byEvent.content[1]).toMatchObject({ userId: ids.SUPERVISOR, route: 'GET /api/ticket/:id', reason: null });
    expect(byEvent.content[1].userName).toEqual(expect.any(String));

    const byUser = body(await send('GET', t.ADMIN, `/api/privacy/access-log?userId=${ids.OPERATOR}&ticketId=${a}`)).payload;
    expect(byUser.content.map((r: { ticketIds: number[] }) => r.ticketIds)).toEqual([[a]]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(body(await send('GET', t.ADMIN, `/api/privacy/access-log?from=${encodeURIComponent(future)}`)).payload.total).toBe(0);
    const paged = body(await send('GET', t.ADMIN, '/api/privacy/access-log?size=1&page=1')).payload;
    expect(paged).toMatchObject({ page: 1, size: 1 });
    expect(paged.content).toHaveLength(1);
  });

  it('refuses bad filters with a 400 in the envelope', async () => {
    for (const query of [
      'ticketId=0',
      'userId=nope',
      'from=ayer',
      `from=${encodeURIComponent('2026-02-01T00:00:00Z')}&to=${encodeURIComponent('2026-01-01T00:00:00Z')}`,
    ]) {
      const res = await send('GET', t.ADMIN, `/api/privacy/access-log?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });
});

it('counts a reason as the schema does: ten UTF-16 units of astral characters are kept, never a 500', async () => {
  const id = await create();
  const res = await send('POST', t.ADMIN, `/api/ticket/${id}/reveal`, { reason: '𐀀𐀀𐀀𐀀𐀀' });
  expect(res.statusCode).toBe(200);
});
