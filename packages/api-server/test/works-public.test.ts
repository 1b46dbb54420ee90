// Planned works for the public (issue 41 item 3): GET /api/works/active lists the works under way
// now for the public form's notice, and "Estado de la ruta" shows those under way and those of the
// next 7 days with km, carriageways, lanes and windows in Santiago time. Neither says who works
// there (contractor, contact) nor lists works not approved.
import type { FastifyInstance } from 'fastify';
import { auth, body, withSignedInApp } from './helpers';
import { approvedWork, BOTH_CARRIAGEWAYS, plannedWork } from './works-fixture';

let app: FastifyInstance;
let now = new Date();
const { t } = withSignedInApp({ clock: () => now, slaScanMs: 0, publicCacheMs: 0 }, (started) => {
  app = started;
});

const send = (method: 'GET' | 'POST', token: string, url: string, payload?: object) =>
  app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function approved(over: Record<string, unknown>): Promise<number> {
  now = new Date('2027-02-20T12:00:00Z');
  return approvedWork(app, t, over);
}

/** Monday to Friday 09:00–17:00 from 1 March 2027 (-03:00), both carriageways at km 500. */
const ACTIVE = { title: 'Juntas del puente Bío Bío', ...BOTH_CARRIAGEWAYS, kmTo: 501.2, shoulderClosed: true };

let active: number;
let nextWeek: number;
let later: number;
let draft: number;

beforeAll(async () => {
  active = await approved(ACTIVE);
  // One period starting in five days.
  nextWeek = await approved({
    title: 'Demarcación',
    kmFrom: 430,
    kmTo: 431,
    schedule: { start: '2027-03-07T22:00:00-03:00', end: '2027-03-08T05:00:00-03:00' },
  });
  // Beyond the 7 days.
  later = await approved({
    title: 'Barreras de abril',
    schedule: { start: '2027-04-20T09:00:00-04:00', end: '2027-04-20T17:00:00-04:00' },
  });
  const created = await send('POST', t.SUPERVISOR, '/api/works', plannedWork({ title: 'Borrador oculto', kmFrom: 500, kmTo: 501 }));
  draft = (body(created).payload as { id: number }).id;
}, 60_000);

beforeEach(() => {
  now = new Date('2027-03-02T14:00:00Z'); // Tuesday 2 March, 11:00 in Santiago
});

describe('GET /api/works/active', () => {
  it('lists for anyone the works under way now: where, lanes and until when, no contractor nor contact', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/works/active' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const list = body(res).payload as Record<string, unknown>[];
    // What was planned, and the end of today's window: no contractor, no contact.
    expect(list).toEqual([{ id: active, ...ACTIVE, end: '2027-03-02T17:00:00-03:00' }]);
    expect(res.body).not.toMatch(/Pavimentos|Jefe de faena|\+56/);
  });

  it('is empty between two windows, and never lists a work not approved', async () => {
    now = new Date('2027-03-02T21:00:00Z'); // 18:00: the day's window is over
    expect(body(await app.inject({ method: 'GET', url: '/api/works/active' })).payload).toEqual([]);
    now = new Date('2027-03-03T13:00:00Z');
    const ids = (body(await app.inject({ method: 'GET', url: '/api/works/active' })).payload as { id: number }[]).map((w) => w.id);
    expect(ids).toEqual([active]);
    expect(ids).not.toContain(draft);
  });
});

describe('"Estado de la ruta"', () => {
  const section = async () => {
    const html = (await app.inject({ method: 'GET', url: '/estado-de-la-ruta' })).body;
    return html.slice(html.indexOf('<h2>Trabajos programados'));
  };

  it('shows the works under way and those of the next 7 days, with km, carriageways, lanes and Santiago windows', async () => {
    const html = await section();
    expect(html).toContain('<h2>Trabajos programados (2)</h2>');
    const items = [...html.matchAll(/<li class="WORK">([\s\S]*?)<\/dl><\/li>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<h3>Juntas del puente Bío Bío · km 500 a 501,2</h3>');
    expect(items[0]).toContain('<dt>Estado</dt><dd>En curso ahora</dd>');
    expect(items[0]).toContain('<dt>Sentido</dt><dd>Calzada norte a sur y Calzada sur a norte</dd>');
    expect(items[0]).toContain(
      '<dt>Pistas</dt><dd>Calzada norte a sur: bloqueo total; Calzada sur a norte: bloqueo parcial; berma cerrada</dd>',
    );
    expect(items[0]).toContain('<time datetime="2027-03-02T09:00:00-03:00">02-03-2027 09:00 a 17:00</time> (en curso)');
    expect(items[0]).toContain('<time datetime="2027-03-09T09:00:00-03:00">09-03-2027 09:00 a 17:00</time>');
    expect(items[0]).not.toContain('10-03-2027');
    expect(items[1]).toContain('<h3>Demarcación · km 430 a 431</h3>');
    expect(items[1]).toContain('<dt>Estado</dt><dd>Programado</dd>');
    expect(items[1]).toContain('07-03-2027 22:00 a 08-03-2027 05:00');
    expect(html).not.toMatch(/Barreras de abril|Borrador oculto|Pavimentos|Jefe de faena/);
    expect(later).toBeGreaterThan(nextWeek);
  });

  it('says so when no work is planned in the next 7 days', async () => {
    now = new Date('2027-06-01T14:00:00Z');
    expect(await section()).toContain('<p>No hay trabajos programados en la ruta en los próximos 7 días.</p>');
  });
});
