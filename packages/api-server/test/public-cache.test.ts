// The costly public pages (issue 34): /open511/events (up to 500 rows, JSON or XML) and
// /estado-de-la-ruta are shared for a few seconds per normalized query, so N requests in the
// window cost one database read, never serve one query's body for another, stay bounded in memory,
// and each address is limited (429 in the errors envelope).
import type { FastifyInstance } from 'fastify';
import { PUBLIC_CACHE_MAX_KEYS, publicCache } from '../src/lib/public-cache';
import { DEMO, auth, body, isErrorEnvelope, login, validEvent, withApp } from './helpers';

const TTL_MS = 5_000;
const PER_MINUTE = 8;
const FEED = '/open511/events?limit=500';

describe('the shared cache', () => {
  it('N concurrent requests for one key render once; another key renders its own', async () => {
    let renders = 0;
    const cache = publicCache({ ttlMs: TTL_MS, now: () => 0 });
    const render = (text: string) => async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return text;
    };
    const bodies = await Promise.all(Array.from({ length: 25 }, () => cache.get('a', render('A'))));
    expect(renders).toBe(1);
    expect(new Set(bodies.map((b) => b!.body))).toEqual(new Set(['A']));
    expect((await cache.get('b', render('B')))!.body).toBe('B');
    expect(renders).toBe(2);
  });

  it('renders again once the window has passed', async () => {
    let now = 1_000;
    let renders = 0;
    const cache = publicCache({ ttlMs: TTL_MS, now: () => now });
    const render = async () => `render ${++renders}`;
    expect((await cache.get('k', render))!.body).toBe('render 1');
    now += TTL_MS - 1;
    expect((await cache.get('k', render))!.body).toBe('render 1');
    now += 1;
    expect((await cache.get('k', render))!.body).toBe('render 2');
  });

  it('keeps no failure and no error page: the next request tries again', async () => {
    const cache = publicCache({ ttlMs: TTL_MS, now: () => 0 });
    await expect(
      cache.get('k', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await cache.get('k', async () => null)).toBeNull();
    expect((await cache.get('k', async () => 'back'))!.body).toBe('back');
  });

  it(`holds at most ${PUBLIC_CACHE_MAX_KEYS} keys, however many distinct queries arrive`, async () => {
    const cache = publicCache({ ttlMs: TTL_MS, now: () => 0 });
    for (let i = 0; i < PUBLIC_CACHE_MAX_KEYS * 3; i += 1) await cache.get(`q${i}`, async () => `body ${i}`);
    expect(cache.size).toBeLessThanOrEqual(PUBLIC_CACHE_MAX_KEYS);
    // The newest are kept, and each still answers its own body.
    expect((await cache.get(`q${PUBLIC_CACHE_MAX_KEYS * 3 - 1}`, async () => 'other'))!.body).toBe(`body ${PUBLIC_CACHE_MAX_KEYS * 3 - 1}`);
  });
});

describe('the public pages', () => {
  let app: FastifyInstance;
  let admin: string;
  let now = new Date();
  let client = 0;

  withApp(
    { clock: () => now, publicCacheMs: TTL_MS, rateLimits: { publicFeedPerMinute: PER_MINUTE } },
    async (started) => {
      app = started;
      admin = await login(app, DEMO.ADMIN);
    },
    120_000,
  );

  /** From a new address each time, so the per-address limit stays out of the way. */
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers, remoteAddress: `10.20.${Math.floor(++client / 250)}.${client % 250}` });
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const createEvent = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(admin), payload: validEvent() });
    expect(res.statusCode).toBe(201);
    return body(res).payload as number;
  };
  const feedIds = (json: string) => (JSON.parse(json).events as { id: string }[]).map((e) => Number(e.id.split('/').at(-1)));

  it('within the window every request gets the same body without a database read: a new event shows only after it', async () => {
    later(TTL_MS);
    const first = await get(FEED);
    const firstPage = await get('/estado-de-la-ruta');
    const id = await createEvent();
    // Had any of these read the database, it would list the new event.
    const again = await Promise.all(Array.from({ length: 20 }, () => get(FEED)));
    for (const res of again) expect(res.body).toBe(first.body);
    expect(feedIds(first.body)).not.toContain(id);
    expect((await get('/estado-de-la-ruta')).body).toBe(firstPage.body);
    later(TTL_MS);
    expect(feedIds((await get(FEED)).body)).toContain(id);
    const page = (await get('/estado-de-la-ruta')).body;
    expect(page).not.toBe(firstPage.body);
    expect(page.match(/<li class=/g)!.length).toBe(firstPage.body.match(/<li class=/g)!.length + 1);
  });

  it('never serves one query’s body for another; parameters that change nothing share one', async () => {
    later(TTL_MS);
    const json = await get('/open511/events?limit=2');
    const xml = await get('/open511/events?limit=2&format=xml');
    const accept = await get('/open511/events?limit=2', { accept: 'application/xml' });
    const three = await get('/open511/events?limit=3');
    const major = await get('/open511/events?limit=2&severity=MAJOR');
    const minor = await get('/open511/events?limit=2&severity=MINOR');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(accept.headers['content-type']).toMatch(/^application\/xml/);
    expect(JSON.parse(json.body).events).toHaveLength(2);
    expect(JSON.parse(three.body).events).toHaveLength(3);
    expect(JSON.parse(major.body).events.every((e: { severity: string }) => e.severity === 'MAJOR')).toBe(true);
    expect(JSON.parse(minor.body).events.every((e: { severity: string }) => e.severity === 'MINOR')).toBe(true);
    // The page links repeat the query as given: a format asked by name is not one asked by Accept.
    expect(xml.body).toContain('format=xml');
    expect(accept.body).not.toContain('format=xml');
    const bodies = [json, xml, accept, three, major, minor].map((r) => r.body);
    expect(new Set(bodies).size).toBe(bodies.length);
    // Unknown parameters and the default limit written out: the same query, the same body.
    expect((await get('/open511/events?limit=2&cachebuster=1')).body).toBe(json.body);
    expect((await get('/open511/events?limit=50')).body).toBe((await get('/open511/events')).body);
  });

  it('says whether the client’s copy is current (ETag, 304) and lets browsers and proxies keep it 30 s', async () => {
    for (const url of [FEED, '/estado-de-la-ruta']) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const etag = String(res.headers['etag']);
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      const current = await get(url, { 'if-none-match': etag });
      expect(current.statusCode).toBe(304);
      expect(current.body).toBe('');
      expect(current.headers['etag']).toBe(etag);
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    }
  });

  it(`limits each address to ${PER_MINUTE} a minute on each page, in the errors envelope; others are unaffected`, async () => {
    for (const url of ['/open511/events?limit=500&format=xml', '/estado-de-la-ruta']) {
      const from = (remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < PER_MINUTE + 1; i += 1) statuses.push((await from('192.0.2.77')).statusCode);
      expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
      const refused = await from('192.0.2.77');
      expect(refused.statusCode).toBe(429);
      expect(isErrorEnvelope(refused.json())).toBe(true);
      expect(refused.json().errors[0].message).toBe('Demasiadas solicitudes. Intente nuevamente más tarde');
      expect((await from('192.0.2.78')).statusCode).toBe(200);
    }
  });
});
