// Issue 37 item 8: the staff's lists filter by number, km range, commune, category, severity, status
// and dates (the search), and by km range, commune and category (the queue). Bad input is a 400 in
// Spanish; every filter narrows what the caller may see and never widens it.
import type { FastifyInstance } from 'fastify';
import { auth, body, logStaffCall, STAFF, validEvent, withSignedInApp } from './helpers';

let app: FastifyInstance;
const { t, id } = withSignedInApp({}, (started) => void (app = started), STAFF);

interface Row {
  id: number;
  kilometer: number;
  commune: string;
  category: string;
  severity: string;
  statusCode: string;
  dateEvent: string;
  createdById: string | null;
  assignedToId: string | null;
  channelCode: string;
}

const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: auth(token) });
const DAY = 24 * 3600_000;

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent(overrides) });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

/** Every row of a list, page by page, and the total it announced. */
async function all(token: string, url: string): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 0; page < 50; page += 1) {
    const res = await get(token, `${url}${url.includes('?') ? '&' : '?'}size=100&page=${page}`);
    expect(res.statusCode).toBe(200);
    const payload = body(res).payload as { content: Row[]; total: number };
    total = payload.total;
    rows.push(...payload.content);
    if (rows.length >= total || payload.content.length === 0) break;
  }
  return { rows, total };
}

const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const collipulli = (kilometer: number, more: Record<string, unknown> = {}) => ({ commune: 'Collipulli', kilometer, ...more });

let inRange: number[] = [];
let atEdge = 0;
let past = 0;
let old = 0;
let staffOwn = 0;

beforeAll(async () => {
  inRange = [await create(t.DRIVER, collipulli(571.25)), await create(t.DRIVER, collipulli(573.5))];
  atEdge = await create(t.DRIVER, collipulli(574));
  past = await create(t.DRIVER, collipulli(574.5));
  old = await create(t.DRIVER, collipulli(572, { dateEvent: new Date(Date.now() - 5 * DAY).toISOString() }));
  // A supervisor's own event in the same stretch: the driver's filtered list must not show it.
  staffOwn = await create(t.SUPERVISOR, collipulli(572.75));
});

describe('the search', () => {
  it('filters by a km range, both ends inclusive, and counts what it lists', async () => {
    const { rows, total } = await all(t.ADMIN, '/api/ticket/search?kmFrom=571&kmTo=574');
    expect(total).toBe(rows.length);
    expect(rows.every((r) => r.kilometer >= 571 && r.kilometer <= 574)).toBe(true);
    expect(ids(rows)).toEqual(expect.arrayContaining([...inRange, atEdge, old, staffOwn]));
    expect(ids(rows)).not.toContain(past);
    // The same as filtering every event by hand.
    const everything = await all(t.ADMIN, '/api/ticket/search');
    expect(ids(rows)).toEqual(ids(everything.rows.filter((r) => r.kilometer >= 571 && r.kilometer <= 574)));
    // One end alone.
    const fromOnly = await all(t.ADMIN, '/api/ticket/search?kmFrom=574.5');
    expect(ids(fromOnly.rows)).toContain(past);
    expect(fromOnly.rows.every((r) => r.kilometer >= 574.5)).toBe(true);
  });

  it('filters by commune, severity and status, with the counters-free count exact', async () => {
    const everything = (await all(t.ADMIN, '/api/ticket/search')).rows;
    const byCommune = await all(t.ADMIN, `/api/ticket/search?commune=${encodeURIComponent('Collipulli')}&estado=ABIERTO`);
    const expected = everything.filter((r) => r.commune === 'Collipulli' && r.statusCode === 'ABIERTO');
    expect(byCommune.total).toBe(expected.length);
    expect(ids(byCommune.rows)).toEqual(ids(expected));
    expect(expected.length).toBeGreaterThanOrEqual(5);

    const severity = everything[0]!.severity;
    const bySeverity = await all(t.ADMIN, `/api/ticket/search?severity=${severity}`);
    expect(bySeverity.total).toBe(everything.filter((r) => r.severity === severity).length);
    expect(bySeverity.rows.every((r) => r.severity === severity)).toBe(true);
  });

  it('filters by a date range (a bare "to" day counts whole)', async () => {
    // The days the events were dated (30 minutes back: yesterday just after midnight), not today's.
    const { rows } = await all(t.ADMIN, '/api/ticket/search?kmFrom=571&kmTo=574');
    const dayOf = (ticketId: number) => rows.find((r) => r.id === ticketId)!.dateEvent.slice(0, 10);
    const today = dayOf(inRange[0]!);
    expect(dayOf(inRange[1]!)).toBe(today);
    const fiveDaysAgo = dayOf(old);
    const recent = await all(t.ADMIN, `/api/ticket/search?kmFrom=571&kmTo=574&from=${today}&to=${today}`);
    expect(ids(recent.rows)).toEqual(expect.arrayContaining(inRange));
    expect(ids(recent.rows)).not.toContain(old);
    const earlier = await all(t.ADMIN, `/api/ticket/search?kmFrom=571&kmTo=574&from=${fiveDaysAgo}&to=${fiveDaysAgo}`);
    expect(ids(earlier.rows)).toContain(old);
    expect(ids(earlier.rows)).not.toContain(inRange[0]);
  });

  it('keeps the caller’s scope: a driver’s filtered list holds only their events, an operator’s what they may open', async () => {
    const driver = await all(t.DRIVER, '/api/ticket/search?kmFrom=571&kmTo=574&commune=Collipulli');
    expect(driver.rows.length).toBeGreaterThan(0);
    expect(driver.rows.every((r) => r.createdById === id.DRIVER)).toBe(true);
    expect(ids(driver.rows)).not.toContain(staffOwn);
    expect(driver.total).toBe(driver.rows.length);

    const operator = await all(t.OPERATOR, '/api/ticket/search?kmFrom=571&kmTo=574');
    expect(operator.rows.every((r) => r.assignedToId === id.OPERATOR || (r.assignedToId === null && r.statusCode !== 'CERRADO'))).toBe(
      true,
    );
    expect(ids(operator.rows)).toEqual(expect.arrayContaining([...inRange, staffOwn]));
  });

  it('answers bad filters with a 400 in Spanish, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['kmFrom=575&kmTo=571', 'kmFrom', 'El km inicial debe ser menor o igual que el km final'],
      ['kmFrom=abc', 'kmFrom', 'Debe ser un número'],
      ['kmTo=-1', 'kmTo', 'Debe ser mayor o igual a 0'],
      ['kmTo=99999', 'kmTo', 'Debe ser menor o igual a 2000'],
      ['commune=Santiago', 'commune', 'Valor no permitido'],
      ['severity=HUGE', 'severity', 'Valor no permitido'],
      ['channel=FAX', 'channel', 'Valor no permitido'],
      ['from=2026-05-02&to=2026-05-01', 'from', 'La fecha inicial debe ser anterior o igual a la final'],
      ['to=mañana', 'to', 'Debe ser una fecha válida'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(t.SUPERVISOR, `/api/ticket/search?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(body(res)).toMatchObject({ payload: null, errors: [{ field, message }] });
    }
  });
});

it('filters the search by channel (issue 39), counting the rows it lists', async () => {
  const staffCall = (channelCode: string) => logStaffCall(app, t.OPERATOR, { channelCode, kilometer: 500, description: 'Aviso de prueba' });
  const phone = await staffCall('PHONE');
  const sos = await staffCall('SOS_POST');
  const byPhone = await all(t.SUPERVISOR, '/api/ticket/search?channel=PHONE');
  expect(ids(byPhone.rows)).toContain(phone);
  expect(ids(byPhone.rows)).not.toContain(sos);
  expect(byPhone.rows.every((r) => r.channelCode === 'PHONE')).toBe(true);
  expect(byPhone.total).toBe(byPhone.rows.length);
  const everything = (await all(t.SUPERVISOR, '/api/ticket/search')).rows;
  const web = await all(t.SUPERVISOR, '/api/ticket/search?channel=WEB_SELF_SERVICE&estado=ABIERTO');
  expect(ids(web.rows)).toEqual(ids(everything.filter((r) => r.channelCode === 'WEB_SELF_SERVICE' && r.statusCode === 'ABIERTO')));
  expect(web.total).toBe(web.rows.length);
  // A driver's filtered search stays theirs: their events are the public form's, none by phone.
  expect((await all(t.DRIVER, '/api/ticket/search?channel=PHONE')).rows).toEqual([]);
});

describe('the queue', () => {
  it('narrows every view and its counts by km range, commune and category', async () => {
    const open = await all(t.SUPERVISOR, '/api/ticket/queue?view=open');
    const narrowed = await all(t.SUPERVISOR, '/api/ticket/queue?view=open&kmFrom=571&kmTo=574&commune=Collipulli&categoria=ACCIDENTE');
    const expected = open.rows.filter(
      (r) => r.kilometer >= 571 && r.kilometer <= 574 && r.commune === 'Collipulli' && r.category === 'ACCIDENTE',
    );
    expect(ids(narrowed.rows)).toEqual(ids(expected));
    expect(ids(narrowed.rows)).toEqual(expect.arrayContaining([...inRange, atEdge, old, staffOwn]));
    expect(narrowed.total).toBe(expected.length);

    const counts = body(
      await get(t.SUPERVISOR, '/api/ticket/queue/counts?kmFrom=571&kmTo=574&commune=Collipulli&categoria=ACCIDENTE'),
    ).payload;
    expect(counts.open).toBe(narrowed.total);
    expect(counts.unassigned).toBe(
      (await all(t.SUPERVISOR, '/api/ticket/queue?view=unassigned&kmFrom=571&kmTo=574&commune=Collipulli')).total,
    );
    // Another category: none of these.
    const other = await all(t.SUPERVISOR, '/api/ticket/queue?view=open&kmFrom=571&kmTo=574&categoria=ANIMAL_EN_LA_VIA');
    expect(ids(other.rows)).not.toContain(inRange[0]);
  });

  it('keeps the operator’s scope and refuses bad filters', async () => {
    const taken = inRange[0]!;
    expect((await app.inject({ method: 'POST', url: `/api/ticket/${taken}/take`, headers: auth(t.OPERATOR2) })).statusCode).toBe(200);
    const mine = await all(t.OPERATOR, '/api/ticket/queue?view=open&kmFrom=571&kmTo=574');
    expect(ids(mine.rows)).not.toContain(taken);
    expect(ids(mine.rows)).toContain(inRange[1]);
    const theirs = await all(t.OPERATOR2, '/api/ticket/queue?view=mine&kmFrom=571&kmTo=574');
    expect(ids(theirs.rows)).toEqual([taken]);

    for (const url of ['/api/ticket/queue?kmFrom=580&kmTo=570', '/api/ticket/queue/counts?kmFrom=580&kmTo=570']) {
      const res = await get(t.OPERATOR, url);
      expect(res.statusCode).toBe(400);
      expect(body(res).errors).toEqual([{ field: 'kmFrom', message: 'El km inicial debe ser menor o igual que el km final' }]);
    }
    expect((await get(t.OPERATOR, '/api/ticket/queue?commune=Temuco')).statusCode).toBe(400);
  });
});
