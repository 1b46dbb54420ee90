// Outside agencies on an event (issue 39 item 4): the list as data; entries in the order they were
// told, a back-dated notice only with its reason, arrival and departure in order and never in the
// future; a correction only against the entry's version; the history in names; who may do what.
import type { FastifyInstance } from 'fastify';
import { auth, body, STAFF, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
let now = new Date();
const { t } = withSignedInApp(
  { clock: () => now, slaScanMs: 0 },
  (started) => {
    app = started;
  },
  STAFF,
);

const send = (method: 'GET' | 'POST' | 'PATCH', token: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...auth(token), ...headers }, ...(payload ? { payload } : {}) });

async function newEvent(): Promise<number> {
  const res = await send('POST', t.OPERATOR, '/api/ticket', validEvent({ dateEvent: new Date(Date.now() - 60 * 60_000).toISOString() }));
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeEach(() => {
  now = new Date();
});

describe('the agencies (data)', () => {
  it('lists the six agencies with their Spanish names and emergency numbers', async () => {
    const res = await send('GET', t.OPERATOR, '/api/agency');
    expect(res.statusCode).toBe(200);
    const list = body(res).payload as { code: string; name: string; phone: string; email: string }[];
    expect(list.map((a) => a.code)).toEqual(['CARABINEROS', 'SAMU', 'BOMBEROS', 'INSPECCION_FISCAL', 'VIALIDAD_MOP', 'EXTERNAL_TOW']);
    expect(list[0]).toEqual({ code: 'CARABINEROS', name: 'Carabineros de Chile', phone: '133', email: '' });
    expect(list.find((a) => a.code === 'SAMU')?.phone).toBe('131');
    expect(list.find((a) => a.code === 'BOMBEROS')?.phone).toBe('132');
    expect(list.find((a) => a.code === 'INSPECCION_FISCAL')?.name).toBe('Inspección Fiscal');
  });
});

describe('an event’s agencies', () => {
  it('records a notice now, lists entries in the order told, and writes the history by name', async () => {
    const id = await newEvent();
    const first = await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, { agencyCode: 'carabineros', reference: 'PARTE-1234' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['etag']).toBe('"1"');
    expect(body(first).payload).toMatchObject({
      ticketId: id,
      agencyCode: 'CARABINEROS',
      agencyName: 'Carabineros de Chile',
      reference: 'PARTE-1234',
      backdated: false,
      reason: null,
      arrivedAt: null,
      leftAt: null,
      version: 1,
      recordedByName: expect.any(String),
    });
    // Told earlier, recorded now: listed before the first.
    const earlier = await send('POST', t.SUPERVISOR, `/api/ticket/${id}/agency`, {
      agencyCode: 'SAMU',
      notifiedAt: minutesAgo(20),
      reason: 'Se llamó desde el teléfono de turno y se registra después',
    });
    expect(earlier.statusCode).toBe(201);
    expect(body(earlier).payload).toMatchObject({ backdated: true, reason: 'Se llamó desde el teléfono de turno y se registra después' });
    const list = body(await send('GET', t.INSPECTOR, `/api/ticket/${id}/agency`)).payload as { agencyCode: string }[];
    expect(list.map((e) => e.agencyCode)).toEqual(['SAMU', 'CARABINEROS']);

    const history = body(await send('GET', t.SUPERVISOR, `/api/ticket/${id}/history`)).payload as {
      action: string;
      changes: { field: string; to: unknown }[];
    }[];
    const agencyRows = history.filter((h) => h.action === 'AGENCY');
    expect(agencyRows).toHaveLength(2);
    expect(agencyRows[0]!.changes).toContainEqual({ field: 'agency', from: null, to: 'Carabineros de Chile' });
    expect(agencyRows[0]!.changes).toContainEqual({ field: 'reference', from: null, to: 'PARTE-1234' });
    expect(agencyRows[1]!.changes).toContainEqual({ field: 'agency', from: null, to: 'SAMU' });
    expect(agencyRows[1]!.changes.map((c) => c.field)).toContain('reason');
  });

  it('refuses a past notice without its reason, a future one, one before the event, an unknown agency and bad input', async () => {
    const id = await newEvent();
    const cases: [object, number, string | undefined, RegExp][] = [
      [{ agencyCode: 'SAMU', notifiedAt: minutesAgo(10) }, 400, 'reason', /motivo/],
      [{ agencyCode: 'SAMU', notifiedAt: new Date(Date.now() + 10 * 60_000).toISOString() }, 400, 'notifiedAt', /posterior/],
      [{ agencyCode: 'SAMU', notifiedAt: minutesAgo(600), reason: 'Olvido' }, 400, 'notifiedAt', /anterior al evento/],
      [{ agencyCode: 'NASA' }, 400, 'agencyCode', /no existe/],
      [{ agencyCode: 'SAMU', reference: 'x'.repeat(61) }, 400, 'reference', /Máximo 60/],
      [{ agencyCode: 'SAMU', reason: 'x'.repeat(100_000) }, 400, 'reason', /Máximo 500/],
      [{}, 400, 'agencyCode', /requerido/],
      [{ agencyCode: 'SAMU', notifiedAt: 'ayer' }, 400, 'notifiedAt', /.+/],
    ];
    for (const [payload, status, field, message] of cases) {
      const res = await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, payload);
      expect(res.statusCode).toBe(status);
      const error = body(res).errors![0]!;
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
    }
    expect(body(await send('GET', t.OPERATOR, `/api/ticket/${id}/agency`)).payload).toEqual([]);
    expect((await send('POST', t.OPERATOR, '/api/ticket/2147483000/agency', { agencyCode: 'SAMU' })).statusCode).toBe(404);
  });

  it('refuses telling an agency again while it has not left (409), then allows it once it left', async () => {
    const id = await newEvent();
    const entry = body(await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, { agencyCode: 'BOMBEROS' })).payload;
    const again = await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, { agencyCode: 'BOMBEROS' });
    expect(again.statusCode).toBe(409);
    expect(body(again).errors![0]!.message).toBe('Esta institución ya fue avisada y aún no se retira del evento');
    now = new Date(Date.now() + 5 * 60_000);
    const arrived = await send('PATCH', t.OPERATOR, `/api/ticket/${id}/agency/${entry.id}`, {
      arrivedAt: new Date(Date.now() + 2 * 60_000).toISOString(),
    });
    expect(arrived.statusCode).toBe(200);
    const left = await send('PATCH', t.OPERATOR, `/api/ticket/${id}/agency/${entry.id}`, {
      leftAt: new Date(Date.now() + 4 * 60_000).toISOString(),
    });
    expect(left.statusCode).toBe(200);
    expect(body(left).payload.version).toBe(3);
    expect((await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, { agencyCode: 'BOMBEROS' })).statusCode).toBe(201);
  });

  it('keeps arrival and departure in order, after the notice and not in the future', async () => {
    const id = await newEvent();
    const entry = body(
      await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, {
        agencyCode: 'EXTERNAL_TOW',
        notifiedAt: minutesAgo(30),
        reason: 'Aviso radial',
      }),
    ).payload;
    const url = `/api/ticket/${id}/agency/${entry.id}`;
    const refusals: [object, string, RegExp][] = [
      [{ arrivedAt: minutesAgo(40) }, 'arrivedAt', /anterior al aviso/],
      [{ leftAt: minutesAgo(5) }, 'leftAt', /Registre primero la llegada/],
      [{ arrivedAt: new Date(Date.now() + 10 * 60_000).toISOString() }, 'arrivedAt', /posterior/],
      [{ arrivedAt: minutesAgo(10), leftAt: minutesAgo(15) }, 'leftAt', /anterior a la llegada/],
      [{ version: 'uno' }, 'version', /.+/],
    ];
    for (const [payload, field, message] of refusals) {
      const res = await send('PATCH', t.OPERATOR, url, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).errors![0]).toEqual({ field, message: expect.stringMatching(message) });
    }
    expect((await send('PATCH', t.OPERATOR, url, {})).statusCode).toBe(400);
    const ok = await send('PATCH', t.OPERATOR, url, { arrivedAt: minutesAgo(10), leftAt: minutesAgo(2) });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).payload).toMatchObject({ version: 2, arrivedAt: expect.any(String), leftAt: expect.any(String) });
    const history = body(await send('GET', t.OPERATOR, `/api/ticket/${id}/history`)).payload as {
      action: string;
      changes: { field: string }[];
    }[];
    const last = history.filter((h) => h.action === 'AGENCY').at(-1)!;
    expect(last.changes.map((c) => c.field).sort()).toEqual(['agency', 'arrivedAt', 'leftAt']);
  });

  it('changes a recorded time only with the entry’s current version: 409 without, 412 and the entry when stale', async () => {
    const id = await newEvent();
    const entry = body(await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, { agencyCode: 'VIALIDAD_MOP' })).payload;
    const url = `/api/ticket/${id}/agency/${entry.id}`;
    now = new Date(Date.now() + 20 * 60_000);
    const arrival = new Date(Date.now() + 10 * 60_000).toISOString();
    expect((await send('PATCH', t.OPERATOR, url, { arrivedAt: arrival })).statusCode).toBe(200);
    // The same value again changes nothing and is not a correction.
    expect((await send('PATCH', t.SUPERVISOR, url, { arrivedAt: arrival })).statusCode).toBe(200);
    const corrected = new Date(Date.now() + 12 * 60_000).toISOString();
    const blind = await send('PATCH', t.SUPERVISOR, url, { arrivedAt: corrected });
    expect(blind.statusCode).toBe(409);
    expect(body(blind).errors![0]!.field).toBe('arrivedAt');
    const stale = await send('PATCH', t.SUPERVISOR, url, { arrivedAt: corrected }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['etag']).toBe('"2"');
    expect(body(stale).payload).toMatchObject({ id: entry.id, arrivedAt: new Date(arrival).toISOString(), version: 2 });
    const fresh = await send('PATCH', t.SUPERVISOR, url, { arrivedAt: corrected, version: 2 });
    expect(fresh.statusCode).toBe(200);
    expect(body(fresh).payload).toMatchObject({ arrivedAt: new Date(corrected).toISOString(), version: 3 });
    expect((await send('PATCH', t.SUPERVISOR, `/api/ticket/${id}/agency/999999`, { arrivedAt: null })).statusCode).toBe(404);
  });

  it('lets exactly one of two corrections from the same version through (no lost update)', async () => {
    const id = await newEvent();
    const entry = body(await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, { agencyCode: 'CARABINEROS' })).payload;
    const url = `/api/ticket/${id}/agency/${entry.id}`;
    const [a, b] = await Promise.all([
      send('PATCH', t.OPERATOR, url, { reference: 'A-1' }, { 'if-match': '"1"' }),
      send('PATCH', t.SUPERVISOR, url, { reference: 'B-2' }, { 'if-match': '"1"' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
    const winner = a.statusCode === 200 ? 'A-1' : 'B-2';
    const list = body(await send('GET', t.OPERATOR, `/api/ticket/${id}/agency`)).payload;
    expect(list[0]).toMatchObject({ reference: winner, version: 2 });
  });

  it('lets the inspector read but not write, and a driver neither', async () => {
    const id = await newEvent();
    expect((await send('GET', t.INSPECTOR, `/api/ticket/${id}/agency`)).statusCode).toBe(200);
    expect((await send('POST', t.INSPECTOR, `/api/ticket/${id}/agency`, { agencyCode: 'SAMU' })).statusCode).toBe(403);
    expect((await send('GET', t.DRIVER, `/api/ticket/${id}/agency`)).statusCode).toBe(403);
    expect((await send('POST', t.DRIVER, `/api/ticket/${id}/agency`, { agencyCode: 'SAMU' })).statusCode).toBe(403);
    expect((await send('POST', t.ADMIN, `/api/ticket/${id}/agency`, { agencyCode: 'SAMU' })).statusCode).toBe(201);
  });

  it('answers 404 to an operator on an event another operator has taken, for reads and writes', async () => {
    const id = await newEvent();
    expect((await send('POST', t.OPERATOR, `/api/ticket/${id}/take`)).statusCode).toBe(200);
    const told = await send('POST', t.OPERATOR, `/api/ticket/${id}/agency`, { agencyCode: 'SAMU' });
    expect(told.statusCode).toBe(201);
    const entryId = (body(told).payload as { id: number }).id;
    expect((await send('GET', t.OPERATOR2, `/api/ticket/${id}/agency`)).statusCode).toBe(404);
    expect((await send('POST', t.OPERATOR2, `/api/ticket/${id}/agency`, { agencyCode: 'BOMBEROS' })).statusCode).toBe(404);
    const patch = await send('PATCH', t.OPERATOR2, `/api/ticket/${id}/agency/${entryId}`, { arrivedAt: new Date().toISOString() });
    expect(patch.statusCode).toBe(404);
    const list = body(await send('GET', t.OPERATOR, `/api/ticket/${id}/agency`)).payload as {
      agencyCode: string;
      arrivedAt: string | null;
    }[];
    expect(list).toEqual([expect.objectContaining({ agencyCode: 'SAMU', arrivedAt: null })]);
  });
});
