// The Open511 feed (issue 26): public and briefly cached, JSON and XML of the same events, the
// XML valid against the official RELAX NG schema, filters and paging as Open511 defines them, and
// not one piece of personal data of any seeded event.
import type { FastifyInstance } from 'fastify';
import { expectNoneCarried, personalData } from './feeds-fixture';
import { expectValidOpen511 as expectValid, validateOpen511 } from './feeds-schemas';
import { auth, body, DEMO, login, saveWhole, validEvent, withApp } from './helpers';

let app: FastifyInstance;
let admin: string;

withApp({}, async (started) => {
  app = started;
  admin = await login(app, DEMO.ADMIN);
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const events = async (query = '') => (await get(`/open511/events${query}`)).json().events as Record<string, unknown>[];

it('publishes open events to anyone as Open511 JSON, cached 30 s', async () => {
  const res = await get('/open511/events');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  const doc = res.json();
  expect(doc.meta).toMatchObject({ version: 'v1' });
  expect(doc.pagination).toMatchObject({ offset: 0 });
  expect(doc.events.length).toBeGreaterThan(0);
  for (const e of doc.events) {
    expect(e.id).toMatch(/^ruta5-chillan-collipulli\.cl\/\d+$/);
    expect(e.status).toBe('ACTIVE');
    expect(e.headline).toMatch(/ en el km \d+(,\d)?$/);
    expect(['INCIDENT', 'ROAD_CONDITION', 'WEATHER_CONDITION']).toContain(e.event_type);
    expect(['MINOR', 'MODERATE', 'MAJOR']).toContain(e.severity);
    expect(e.geography.type).toBe('Point');
    const [lon, lat] = e.geography.coordinates;
    // The concession lies between Chillán Viejo and Ercilla.
    expect(lat).toBeGreaterThan(-38.1);
    expect(lat).toBeLessThan(-36.5);
    expect(lon).toBeGreaterThan(-72.6);
    expect(lon).toBeLessThan(-71.9);
    expect(e.roads[0]).toEqual({ name: 'Ruta 5', direction: expect.stringMatching(/^[NS]$/), state: expect.any(String) });
  }
});

it('maps one event exactly: type, subtypes, severity, both directions and their lanes, the point at its km', async () => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    headers: auth(admin),
    payload: validEvent({ kilometer: 480, orientation: 'NORTH' }),
  });
  const id = body(created).payload as number;
  const ticket = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(admin) })).payload;
  await app.inject({
    method: 'PUT',
    url: `/api/ticket/${id}/triage`,
    headers: auth(admin),
    payload: { severity: 'CRITICAL', lanesBlocked: { NORTH: 'ALL', SOUTH: 'PARTIAL' } },
  });
  const event = (await events('?limit=500')).find((e) => e.id === `ruta5-chillan-collipulli.cl/${id}`)!;
  expect(event).toMatchObject({
    status: 'ACTIVE',
    headline: `${ticket.categoryName} en el km 480`,
    severity: 'MAJOR',
    timezone: 'America/Santiago',
    roads: [
      // NORTH is "norte a sur" (SPEC): its traffic goes south.
      { name: 'Ruta 5', direction: 'S', state: 'CLOSED' },
      { name: 'Ruta 5', direction: 'N', state: 'SOME_LANES_CLOSED' },
    ],
  });
  // The demo table's km 480 post on that carriageway.
  const reference = body(await get('/api/location/reference')).payload.posts as {
    km: number;
    lat: number;
    lon: number;
    carriageway: string;
  }[];
  const post = reference.find((p) => p.km === 480 && p.carriageway === 'NORTH')!;
  expect((event.geography as { coordinates: number[] }).coordinates).toEqual([post.lon, post.lat]);
  expect((event.schedule as { intervals: string[] }).intervals[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d\/$/);
});

it('serves the same events as XML by ?format=xml or Accept, valid against the Open511 RELAX NG schema', async () => {
  const byQuery = await get('/open511/events?format=xml&limit=500');
  expect(byQuery.statusCode).toBe(200);
  expect(byQuery.headers['content-type']).toMatch(/^application\/xml/);
  expect(byQuery.headers['cache-control']).toBe('public, max-age=30');
  await expectValid(byQuery.body);
  const byAccept = await get('/open511/events?limit=500', { accept: 'application/xml' });
  expect(byAccept.body).toBe(byQuery.body.replace(/format=xml&amp;/g, ''));
  const ids = (await events('?limit=500')).map((e) => e.id);
  expect([...byQuery.body.matchAll(/<id>([^<]+)<\/id>/g)].map((m) => m[1])).toEqual(ids);
  // The validator does refuse what Open511 does not have (our CRITICAL is published as MAJOR).
  const invalid = await validateOpen511(byQuery.body.replace('<severity>MAJOR</severity>', '<severity>CRITICAL</severity>'));
  expect(invalid.valid).toBe(false);
  expect(byQuery.body).toContain('<gml:Point srsName="urn:ogc:def:crs:EPSG::4326"><gml:pos>-');
});

it('the discovery document and the jurisdiction, in both formats, valid', async () => {
  const discovery = await get('/open511/');
  expect(discovery.statusCode).toBe(200);
  expect(discovery.json()).toMatchObject({
    jurisdictions: [{ id: 'ruta5-chillan-collipulli.cl', url: '/open511/jurisdictions' }],
    services: [
      { url: '/open511/events', supported_versions: ['v1'] },
      // The other road-data feeds (issue 41), as services of their own type.
      { service_type_url: 'https://github.com/usdot-jpo-ode/wzdx', url: '/feeds/wzdx', supported_versions: ['4.2'] },
      { service_type_url: 'https://datex2.eu/', url: '/feeds/datex2', supported_versions: ['3.5'] },
      { service_type_url: 'https://developers.google.com/waze/data-feed/cifs-specification', url: '/feeds/waze' },
    ],
  });
  const jurisdictions = await get('/open511/jurisdictions');
  expect(jurisdictions.json().jurisdictions[0]).toMatchObject({
    id: 'ruta5-chillan-collipulli.cl',
    name: expect.stringContaining('Ruta 5'),
  });
  await expectValid((await get('/open511/?format=xml')).body);
  await expectValid((await get('/open511/jurisdictions', { accept: 'application/xml' })).body);
});

it('filters by status (closed events are ARCHIVED), severity and updated', async () => {
  const created = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(admin), payload: validEvent() });
  const id = body(created).payload as number;
  const own = `ruta5-chillan-collipulli.cl/${id}`;
  await app.inject({ method: 'PUT', url: `/api/ticket/${id}/triage`, headers: auth(admin), payload: { severity: 'MINOR' } });
  expect((await events('?severity=MINOR&limit=500')).map((e) => e.id)).toContain(own);
  expect((await events('?severity=MAJOR,MODERATE&limit=500')).map((e) => e.id)).not.toContain(own);
  expect((await events('?severity=MAJOR,MODERATE&limit=500')).every((e) => e.severity !== 'MINOR')).toBe(true);

  const closed = await saveWhole(app, admin, id, { statusCode: 'CERRADO', closeReason: 'RESUELTO' });
  expect(closed.statusCode).toBe(200);
  expect((await events('?limit=500')).map((e) => e.id)).not.toContain(own);
  const archived = await events('?status=ARCHIVED&limit=500');
  expect(archived.find((e) => e.id === own)).toMatchObject({ status: 'ARCHIVED' });
  expect(archived.every((e) => e.status === 'ARCHIVED')).toBe(true);
  await expectValid((await get('/open511/events?status=ARCHIVED&format=xml')).body);

  const future = new Date(Date.now() + 3600_000).toISOString();
  expect(await events(`?updated=${encodeURIComponent(`>${future}`)}`)).toEqual([]);
  const recent = await events(`?status=ALL&limit=500&updated=${encodeURIComponent(`>=${new Date(Date.now() - 60_000).toISOString()}`)}`);
  expect(recent.map((e) => e.id)).toContain(own);

  for (const bad of ['severity=SEVERE', 'updated=ayer', 'updated=%3E0000-01-01', 'status=OPEN', 'limit=0', 'limit=501', 'format=csv']) {
    const res = await get(`/open511/events?${bad}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ payload: null, errors: [{ message: expect.any(String) }] });
  }
});

it('pages with limit and offset and says where the next and previous pages are', async () => {
  const all = (await events('?limit=500')).map((e) => e.id);
  expect(all.length).toBeGreaterThan(3);
  const first = (await get('/open511/events?limit=2')).json();
  expect(first.events.map((e: { id: string }) => e.id)).toEqual(all.slice(0, 2));
  expect(first.pagination).toEqual({ offset: 0, next_url: '/open511/events?limit=2&offset=2', previous_url: null });
  const second = (await get(first.pagination.next_url)).json();
  expect(second.events.map((e: { id: string }) => e.id)).toEqual(all.slice(2, 4));
  expect(second.pagination.previous_url).toBe('/open511/events?limit=2&offset=0');
  const last = (await get(`/open511/events?limit=2&offset=${all.length - 1}`)).json();
  expect(last.pagination.next_url).toBeNull();
});

it('contains no name, e-mail, phone, RUT, plate, address or description of any seeded event', async () => {
  const { events: count, secrets } = await personalData(app);
  expect(count).toBeGreaterThan(10);
  expect(secrets.length).toBeGreaterThan(count * 4);
  const documents = [
    (await get('/open511/events?status=ALL&limit=500')).body,
    (await get('/open511/events?status=ALL&limit=500&format=xml')).body,
    (await get('/open511/')).body,
    (await get('/open511/jurisdictions?format=xml')).body,
  ].map((d) => d.toLowerCase());
  // Nothing shaped like an e-mail address but the jurisdiction's own public contact.
  expectNoneCarried(documents, secrets);
});

// Last: it adds an event to the feed, which the other tests' briefly shared bodies would not list.
it('publishes a public report only once the control room verified it (T2), in both formats, valid', async () => {
  // From the public form: no sign-in.
  const created = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ kilometer: 488.8 }) });
  expect(created.statusCode).toBe(201);
  const own = `ruta5-chillan-collipulli.cl/${body(created).payload as number}`;
  // Each read its own query: the feed shares a body per query for a few seconds.
  const xmlIds = async (limit: number) => {
    const xml = (await get(`/open511/events?status=ALL&format=xml&limit=${limit}`)).body;
    await expectValid(xml);
    return [...xml.matchAll(/<id>([^<]+)<\/id>/g)].map((m) => m[1]);
  };
  expect((await events('?status=ALL&limit=497')).map((e) => e.id)).not.toContain(own);
  expect(await xmlIds(499)).not.toContain(own);

  const verified = await app.inject({
    method: 'POST',
    url: `/api/ticket/${body(created).payload as number}/milestone`,
    headers: auth(admin),
    payload: { code: 'VERIFIED' },
  });
  expect(verified.statusCode).toBe(200);
  expect((await events('?limit=496')).find((e) => e.id === own)).toMatchObject({
    status: 'ACTIVE',
    headline: expect.stringContaining('km 488,8'),
  });
  expect(await xmlIds(498)).toContain(own);
});
