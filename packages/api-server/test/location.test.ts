// Where am I (issue 24): the km-post table (approximate demo table seeded as reference data), a
// position located on it with the reason in the envelope when it is not on the route, the per-IP
// limit, and ADMIN's CSV import: all or nothing, errors by line.
import type { FastifyInstance } from 'fastify';
import { demoKmPosts } from '../src/db/km-posts-demo';
import { auth, body, DEMO, login, removeDir, startApp, tempDir, withApp } from './helpers';
import { demoKmCsv, importKmTable, kmTableEtag, SMALL_KM_CSV as CSV } from './km-import';

let app: FastifyInstance;
let admin: string;

withApp({ rateLimits: { locationPerMinute: 20 } }, async (started) => {
  app = started;
  admin = await login(app, DEMO.ADMIN);
});

const post = (km: number, carriageway: 'NORTH' | 'SOUTH') => demoKmPosts().find((p) => p.km === km && p.carriageway === carriageway)!;
const locate = (query: string) => app.inject({ method: 'GET', url: `/api/location/km?${query}` });

it('serves the approximate demo table to anyone: one post per km per carriageway, km 410 to 580', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/location/reference' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  const { approximate, updatedAt, posts } = body(res).payload;
  expect(approximate).toBe(true);
  expect(Date.parse(updatedAt)).not.toBeNaN();
  expect(posts).toHaveLength(171 * 2);
  expect(posts).toContainEqual(post(410, 'NORTH'));
  expect(posts).toContainEqual(post(580, 'SOUTH'));
});

it('locates a point on a carriageway: km, direction, commune and distance', async () => {
  const { lat, lon } = post(485, 'SOUTH');
  const res = await locate(`lat=${lat}&lon=${lon}`);
  expect(res.statusCode).toBe(200);
  expect(body(res).payload).toEqual({ kilometer: 485, orientation: 'SOUTH', commune: 'Los Ángeles', distanceMeters: 0 });
  const north = post(551, 'NORTH');
  expect(body(await locate(`lat=${north.lat}&lon=${north.lon}`)).payload).toMatchObject({
    kilometer: 551,
    orientation: 'NORTH',
    commune: 'Collipulli',
  });
});

it('southbound traffic ("norte a sur", NORTH) drives on the west side (Chile drives on the right)', async () => {
  const a = post(485, 'NORTH');
  const b = post(485, 'SOUTH');
  const lat = (a.lat + b.lat) / 2;
  const metres = (m: number) => m / (111_320 * Math.cos((lat * Math.PI) / 180));
  expect(a.lon).toBeLessThan(b.lon);
  const west = body(await locate(`lat=${lat}&lon=${(a.lon + b.lon) / 2 - metres(60)}`)).payload;
  const east = body(await locate(`lat=${lat}&lon=${(a.lon + b.lon) / 2 + metres(60)}`)).payload;
  expect(west).toMatchObject({ orientation: 'NORTH', commune: 'Los Ángeles' });
  expect(east).toMatchObject({ orientation: 'SOUTH', commune: 'Los Ángeles' });
  expect(west.kilometer).toBeCloseTo(485, 0);
});

it('between the carriageways the heading decides', async () => {
  const a = post(430, 'SOUTH');
  const b = post(430, 'NORTH');
  const mid = `lat=${(a.lat + b.lat) / 2}&lon=${(a.lon + b.lon) / 2}`;
  // Heading south is "norte a sur" (NORTH), heading north "sur a norte" (SOUTH).
  expect(body(await locate(`${mid}&heading=160`)).payload).toMatchObject({ kilometer: 430, orientation: 'NORTH' });
  expect(body(await locate(`${mid}&heading=340`)).payload).toMatchObject({ kilometer: 430, orientation: 'SOUTH' });
});

it('a point far from the route gets 422 with the reason in the envelope', async () => {
  const res = await locate('lat=-33.4372&lon=-70.6506'); // Santiago
  expect(res.statusCode).toBe(422);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-location-reason']).toBe('OFF_ROUTE');
  expect(body(res)).toEqual({
    payload: null,
    errors: [{ field: 'location', message: expect.stringMatching(/^Está a [\d,]+ km de la Ruta 5 \(más de 300 m\)/) }],
  });
});

it('refuses a query without a position or out of range in the envelope', async () => {
  for (const query of ['lat=-37', 'lat=-95&lon=-72', 'lat=-37&lon=-72&heading=400', 'lat=abc&lon=-72']) {
    const res = await locate(query);
    expect(res.statusCode).toBe(400);
    expect(body(res).payload).toBeNull();
    expect(body(res).errors!.length).toBeGreaterThan(0);
  }
});

it('rate limits the lookup per IP', async () => {
  let last = 0;
  for (let i = 0; i < 20 && last !== 429; i++) last = (await locate('lat=-37.2&lon=-72.3')).statusCode;
  expect(last).toBe(429);
  const other = await app.inject({ method: 'GET', url: '/api/location/km?lat=-37.2&lon=-72.3', remoteAddress: '10.9.9.9' });
  expect(other.statusCode).not.toBe(429);
});

describe('import (ADMIN)', () => {
  // Prepared on the table in use: its ETag as If-Match (location-import-versions.test.ts tests the rule).
  const importCsv = async (payload: string | object, headers: Record<string, string> = {}) =>
    importKmTable(app, { ...auth(admin), 'if-match': await kmTableEtag(app), ...headers }, payload);

  it('refuses an invalid file whole, with every error by line, and keeps the table in use', async () => {
    const res = await importCsv(`${CSV}\n102,-33.02,-71.0,OESTE\n103,-33.03\n`);
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual([
      { field: 'csv', message: 'Línea 6: la calzada debe ser NORTH o SOUTH' },
      { field: 'csv', message: 'Línea 7: debe tener 4 valores separados por "," y tiene 2' },
    ]);
    expect(body(await importCsv({ csv: 42 })).errors).toEqual([{ field: 'csv', message: 'Envíe el archivo CSV' }]);
    expect(body(await importCsv({})).errors).toEqual([{ field: 'csv', message: 'Envíe el archivo CSV' }]);
    const table = body(await app.inject({ method: 'GET', url: '/api/location/reference' })).payload;
    expect(table.approximate).toBe(true);
    expect(table.posts).toHaveLength(342);
  });

  it('replaces the table from text/csv or JSON, and the lookup uses the new one at once', async () => {
    const res = await importCsv(CSV);
    expect(res.statusCode).toBe(200);
    expect(body(res).payload).toMatchObject({
      approximate: false,
      posts: expect.arrayContaining([{ km: 100, lat: -33, lon: -71, carriageway: 'SOUTH' }]),
    });
    const table = body(await app.inject({ method: 'GET', url: '/api/location/reference' })).payload;
    expect(table.posts).toHaveLength(4);
    // km 100 lies outside the concession: located, but refused with its reason.
    const located = await app.inject({ method: 'GET', url: '/api/location/km?lat=-33.0045&lon=-71.0', remoteAddress: '10.1.1.1' });
    expect(located.statusCode).toBe(422);
    expect(located.headers['x-location-reason']).toBe('OUT_OF_RANGE');
    expect(body(located).errors).toEqual([
      { field: 'location', message: 'La ubicación corresponde al km 100,5, fuera del tramo de la concesión (km 410 al 580)' },
    ]);

    const again = await importCsv({ csv: demoKmCsv() });
    expect(again.statusCode).toBe(200);
    expect(body(again).payload.posts).toHaveLength(342);
  });

  it('is for ADMIN only', async () => {
    const driver = await login(app, DEMO.DRIVER);
    expect((await importCsv(CSV, auth(driver))).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/location/reference', headers: { 'content-type': 'text/csv' }, payload: CSV }))
        .statusCode,
    ).toBe(401);
  });
});

it('is reference data: seeded without the demo, and again for a database that has none', async () => {
  const other = tempDir();
  try {
    let bare = await startApp(other, { seedDemo: false });
    const reference = async () => body(await bare.inject({ method: 'GET', url: '/api/location/reference' })).payload;
    expect((await reference()).posts).toHaveLength(342);
    expect(await bare.database.query('select 1 from users')).toHaveLength(0);
    // As a database migrated to 0011 finds it: the table is empty until the next start.
    await bare.database.query('delete from km_posts');
    await bare.close();
    bare = await startApp(other, { seedDemo: false });
    expect((await reference()).posts).toHaveLength(342);
    await bare.close();
  } finally {
    removeDir(other);
  }
}, 60_000);
