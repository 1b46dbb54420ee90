// Need to know (issue 40): each role reads a reporter's identity and the injured flag as the
// domain's table says, revealing takes a reason, and every read of unmasked data is in the log.
import type { FastifyInstance } from 'fastify';
import { auth, body, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t, id: ids } = withSignedInApp({ slaScanMs: 0 }, (started) => {
  app = started;
});

type Role = keyof typeof t;
const logCount = async () => (await app.database.query<{ n: number }>('select count(*)::int as n from personal_data_access', []))[0]!.n;
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const REPORTER = {
  fullName: 'Rocío Peña Soto',
  email: 'rocio.pena@gmail.com',
  phone: '56987654321',
  rut: '12.345.678-5',
  patente: 'KJTR22',
};

async function create(token: string | null, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    ...(token ? { headers: auth(token) } : {}),
    payload: validEvent({ ...REPORTER, realAddress: 'Los Aromos 123', injured: true, ...overrides }),
  });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

interface LogRow {
  user_id: string;
  ticket_ids: number[];
  fields: string[];
  route: string;
  reason: string | null;
}
const logRows = async (userId: string) =>
  app.database.query<LogRow>('select user_id, ticket_ids, fields, route, reason from personal_data_access where user_id = $1 order by id', [
    userId,
  ]);

describe('GET /api/ticket/{id} per role', () => {
  it('shows the control room the reporter as stored and records the read', async () => {
    const id = await create(null);
    for (const role of ['OPERATOR', 'SUPERVISOR'] as const) {
      const before = (await logRows(ids[role])).length;
      const event = body(await send('GET', t[role], `/api/ticket/${id}`)).payload;
      expect(event).toMatchObject({ ...REPORTER, realAddress: 'Los Aromos 123', injured: true, personalDataMasked: false });
      const rows = await logRows(ids[role]);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ ticket_ids: [id], route: 'GET /api/ticket/:id', reason: null });
      expect(rows.at(-1)!.fields).toEqual(
        expect.arrayContaining(['fullName', 'email', 'phone', 'rut', 'patente', 'realAddress', 'injured']),
      );
    }
  });

  it('masks identity and hides injured from the inspector and the administrator, and records nothing', async () => {
    const id = await create(null);
    for (const role of ['INSPECTOR', 'ADMIN'] as const) {
      const res = await send('GET', t[role], `/api/ticket/${id}`);
      expect(res.statusCode).toBe(200);
      const event = body(res).payload;
      expect(event).toMatchObject({
        fullName: 'Roc•• P••• S•••',
        email: '•••••@gmail.com',
        phone: '••••••••321',
        rut: '••.•••.678-5',
        patente: 'KJ••••',
        realAddress: '•••',
        injured: false,
        personalDataMasked: true,
      });
      expect(res.body).not.toContain('Rocío');
      expect(res.body).not.toContain('rocio.pena');
      expect(await logRows(ids[role])).toHaveLength(0);
    }
  });

  it('masks identity for a crew but shows injured (it acts on it), and records that read', async () => {
    const id = await create(t.DRIVER);
    const event = body(await send('GET', t.DRIVER, `/api/ticket/${id}`)).payload;
    expect(event).toMatchObject({ fullName: 'Roc•• P••• S•••', injured: true, personalDataMasked: true });
    expect((await logRows(ids.DRIVER)).at(-1)).toMatchObject({ ticket_ids: [id], fields: ['injured'] });
  });

  it('does not record the creation itself', async () => {
    const before = await logCount();
    await create(null);
    await create(t.OPERATOR);
    const after = await logCount();
    expect(after).toBe(before);
  });
});

describe('lists, search and exports', () => {
  it('masks the search for an administrator and records one row of batched ids for a supervisor', async () => {
    const a = await create(null, { patente: 'ZZXX91' });
    const b = await create(null, { patente: 'ZZXX91' });
    const admin = body(await send('GET', t.ADMIN, '/api/ticket/search?q=ZZXX91&size=50')).payload;
    // The search matched on the plate, but the answer does not tell it.
    expect(admin.content.map((e: { id: number }) => e.id).sort()).toEqual([a, b].sort());
    for (const e of admin.content) expect(e).toMatchObject({ patente: 'ZZ••••', personalDataMasked: true });

    const before = (await logRows(ids.SUPERVISOR)).length;
    const sup = body(await send('GET', t.SUPERVISOR, '/api/ticket/search?q=ZZXX91&size=50')).payload;
    for (const e of sup.content) expect(e).toMatchObject({ patente: 'ZZXX91', personalDataMasked: false });
    const rows = await logRows(ids.SUPERVISOR);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.ticket_ids.sort()).toEqual([a, b].sort());
    expect(rows.at(-1)!.route).toBe('GET /api/ticket/search');
  });

  it('masks the queue and the assignment list per role; an empty page records nothing', async () => {
    await create(null);
    const queue = body(await send('GET', t.OPERATOR, '/api/ticket/queue?view=unassigned&size=5')).payload;
    expect(queue.content.length).toBeGreaterThan(0);
    expect(queue.content[0].personalDataMasked).toBe(false);
    expect((await logRows(ids.OPERATOR)).at(-1)!.route).toBe('GET /api/ticket/queue');
    const assignable = body(await send('GET', t.ADMIN, '/api/ticket/assignment?size=5')).payload;
    for (const e of assignable.content) expect(e.personalDataMasked).toBe(true);
    const before = (await logRows(ids.SUPERVISOR)).length;
    expect(body(await send('GET', t.SUPERVISOR, '/api/ticket/search?q=nadie-lo-escribe&size=5')).payload.content).toEqual([]);
    expect(await logRows(ids.SUPERVISOR)).toHaveLength(before);
  });

  it('exports names to the control room (recorded) and masks them for the inspector and the administrator', async () => {
    const id = await create(null, { fullName: 'Exportada Reportante' });
    const now = new Date();
    const url = `/api/report/events?format=csv&month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}`;
    const sup = await send('GET', t.SUPERVISOR, url);
    expect(sup.body).toContain('Exportada Reportante');
    const row = (await logRows(ids.SUPERVISOR)).at(-1)!;
    expect(row.route).toBe('GET /api/report/:report');
    expect(row.ticket_ids).toContain(id);
    for (const role of ['INSPECTOR', 'ADMIN'] as const) {
      const res = await send('GET', t[role], url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Exportada Reportante');
    }
  });

  it('hides injured on the highway strip from the roles that do not act on it', async () => {
    const id = await create(null);
    const strip = (role: Role) =>
      send('GET', t[role], '/api/report/strip').then((r) => body(r).payload as { id: number; injured: boolean }[]);
    expect((await strip('SUPERVISOR')).find((e) => e.id === id)?.injured).toBe(true);
    expect((await logRows(ids.SUPERVISOR)).at(-1)).toMatchObject({ route: 'GET /api/report/strip', fields: ['injured'] });
    expect((await strip('INSPECTOR')).find((e) => e.id === id)?.injured).toBe(false);
  });
});

describe('saving an event never stores a masked value', () => {
  it('keeps the stored identity when a masked role saves the whole event it read', async () => {
    const id = await create(null);
    const read = body(await send('GET', t.ADMIN, `/api/ticket/${id}`)).payload;
    const saved = await send('PUT', t.ADMIN, `/api/ticket/${id}`, { ...read, sector: 'Sector corregido' });
    expect(saved.statusCode).toBe(200);
    const stored = body(await send('GET', t.SUPERVISOR, `/api/ticket/${id}`)).payload;
    expect(stored).toMatchObject({ ...REPORTER, sector: 'Sector corregido', injured: true });
  });

  it('saves a real value a masked role sends on purpose (a rectification), never silently drops it', async () => {
    const id = await create(null);
    const read = body(await send('GET', t.ADMIN, `/api/ticket/${id}`)).payload;
    expect((await send('PUT', t.ADMIN, `/api/ticket/${id}`, { ...read, fullName: 'Rocío Peña Sotomayor' })).statusCode).toBe(200);
    expect((await send('PATCH', t.ADMIN, `/api/ticket/${id}`, { realAddress: 'Calle Nueva 12, Bulnes' })).statusCode).toBe(200);
    const stored = body(await send('GET', t.SUPERVISOR, `/api/ticket/${id}`)).payload;
    expect(stored).toMatchObject({ ...REPORTER, fullName: 'Rocío Peña Sotomayor', realAddress: 'Calle Nueva 12, Bulnes' });
  });

  it('ignores a masked value sent back by the control room, and saves a real correction', async () => {
    const id = await create(null);
    const read = body(await send('GET', t.SUPERVISOR, `/api/ticket/${id}`)).payload;
    expect(
      (await send('PUT', t.SUPERVISOR, `/api/ticket/${id}`, { ...read, fullName: 'Roc•• P••• S•••', email: '•••••@gmail.com' })).statusCode,
    ).toBe(200);
    expect(body(await send('GET', t.SUPERVISOR, `/api/ticket/${id}`)).payload).toMatchObject({
      fullName: REPORTER.fullName,
      email: REPORTER.email,
    });
    const fixed = await send('PATCH', t.SUPERVISOR, `/api/ticket/${id}`, { fullName: 'Rocío Peña Soto de Vial' });
    expect(fixed.statusCode).toBe(200);
    expect(body(fixed).payload.fullName).toBe('Rocío Peña Soto de Vial');
  });
});
