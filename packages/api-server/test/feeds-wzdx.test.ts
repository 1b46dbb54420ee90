// GET /feeds/wzdx (issue 41 item 4): a WZDx 4.2 WorkZoneFeed valid against the official schema,
// one feature per approved work and carriageway, travel directions as the SPEC names them (NORTH
// is "norte a sur": southbound), the line along the km posts in the direction of travel, and the
// current or next period with its Santiago offset, across the April clock change.
import { READ_AT, withFeedsApp } from './feeds-fixture';
import { expectValid, wzdxValidator } from './feeds-schemas';
import { body } from './helpers';

const feeds = withFeedsApp();
const validate = wzdxValidator();

// Feed documents are read loosely: `any` keeps the expectations short (as helpers.ts's body()).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
type Feature = { id: string; properties: Loose; geometry: { type: string; coordinates: [number, number][] } };
const read = async () => {
  const res = await feeds.app.inject({ method: 'GET', url: '/feeds/wzdx' });
  expect(res.statusCode).toBe(200);
  return { res, doc: res.json() as { feed_info: Loose; features: Feature[] } };
};
const feature = (features: Feature[], id: string) => features.find((f) => f.id === id)!;

beforeEach(() => {
  feeds.now = READ_AT;
});

it('is a WorkZoneFeed valid against the official WZDx 4.2 schema, public, shared and open to any site', async () => {
  const { res, doc } = await read();
  expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['etag']).toMatch(/^W\//);
  expectValid(validate, doc);
  expect(doc.features.map((f) => f.id).sort()).toEqual(
    [
      `vigia-faena-${feeds.seeded.daily}-southbound`,
      `vigia-faena-${feeds.seeded.both}-southbound`,
      `vigia-faena-${feeds.seeded.both}-northbound`,
    ].sort(),
  );
  expect(doc.feed_info).toMatchObject({
    publisher: expect.stringContaining('Ruta 5'),
    contact_email: 'contacto@ruta5-chillan-collipulli.cl',
    license: 'https://creativecommons.org/publicdomain/zero/1.0/',
    version: '4.2',
    update_date: '2027-03-02T14:00:00Z',
    data_sources: [{ data_source_id: 'vigia-faenas' }],
  });
  // The validator does refuse what WZDx does not have.
  const broken = structuredClone(doc);
  broken.features[0]!.properties['core_details'].direction = 'sideways';
  expect(validate(broken)).toBe(false);
  expect(
    (await feeds.app.inject({ method: 'GET', url: '/feeds/wzdx', headers: { 'if-none-match': String(res.headers['etag']) } })).statusCode,
  ).toBe(304);
});

it('maps a daily work on the NORTH carriageway: southbound, its lanes, speed and the window open now', async () => {
  const { doc } = await read();
  const f = feature(doc.features, `vigia-faena-${feeds.seeded.daily}-southbound`);
  expect(f.properties).toMatchObject({
    core_details: { event_type: 'work-zone', road_names: ['Ruta 5 Sur'], direction: 'southbound', description: 'Recapado pista lenta' },
    start_date: '2027-03-02T09:00:00-03:00',
    end_date: '2027-03-02T17:00:00-03:00',
    vehicle_impact: 'some-lanes-closed',
    reduced_speed_limit_kph: 60,
    beginning_milepost: 450,
    ending_milepost: 452.5,
    worker_presence: { are_workers_present: true },
  });
  // Along the km posts, from km 450 to km 452.5 on that carriageway: the first point is km 450's post.
  const reference = body(await feeds.app.inject({ method: 'GET', url: '/api/location/reference' })).payload.posts as {
    km: number;
    lat: number;
    lon: number;
    carriageway: string;
  }[];
  const post = (km: number, carriageway: string) => reference.find((p) => p.km === km && p.carriageway === carriageway)!;
  expect(f.geometry.type).toBe('LineString');
  expect(f.geometry.coordinates[0]).toEqual([post(450, 'NORTH').lon, post(450, 'NORTH').lat]);
  expect(f.geometry.coordinates).toContainEqual([post(451, 'NORTH').lon, post(451, 'NORTH').lat]);
  // Southbound: the road runs south, so latitude falls along the line.
  expect(f.geometry.coordinates.at(-1)![1]).toBeLessThan(f.geometry.coordinates[0]![1]);

  // Once the window closes, the next one (Wednesday), and nobody is working.
  feeds.now = new Date('2027-03-02T21:00:00Z');
  const later = feature((await read()).doc.features, f.id);
  expect(later.properties).toMatchObject({
    start_date: '2027-03-03T09:00:00-03:00',
    end_date: '2027-03-03T17:00:00-03:00',
    worker_presence: { are_workers_present: false },
  });
});

it('maps a work on both carriageways as two features, each direction with its lanes, across the clock change', async () => {
  const { doc } = await read();
  const south = feature(doc.features, `vigia-faena-${feeds.seeded.both}-southbound`);
  const north = feature(doc.features, `vigia-faena-${feeds.seeded.both}-northbound`);
  for (const f of [south, north])
    expect(f.properties).toMatchObject({
      core_details: { description: 'Cambio de juntas de dilatación' },
      // Saturday 20:00 before the clocks go back, Sunday 08:00 after (-04:00).
      start_date: '2027-04-03T20:00:00-03:00',
      end_date: '2027-04-04T08:00:00-04:00',
    });
  expect(south.properties).toMatchObject({ core_details: { direction: 'southbound' }, vehicle_impact: 'all-lanes-closed' });
  expect(north.properties).toMatchObject({ core_details: { direction: 'northbound' }, vehicle_impact: 'some-lanes-closed' });
  expect(north.properties['reduced_speed_limit_kph']).toBeUndefined();
  expect(south.properties['core_details'].related_road_events).toEqual([{ type: 'related-work-zone', id: north.id }]);
  // Northbound traffic meets km 503 first: its line runs north.
  expect(north.geometry.coordinates.at(-1)![1]).toBeGreaterThan(north.geometry.coordinates[0]![1]);
});

it('lists no draft, and drops a work once its last period has ended', async () => {
  const { doc } = await read();
  expect(doc.features.some((f) => f.id.startsWith(`vigia-faena-${feeds.seeded.draft}-`))).toBe(false);
  feeds.now = new Date('2027-03-19T21:00:00Z'); // after the daily work's last window (Friday 19 March, 17:00)
  const after = (await read()).doc.features.map((f) => f.id);
  expect(after).not.toContain(`vigia-faena-${feeds.seeded.daily}-southbound`);
  expect(after).toContain(`vigia-faena-${feeds.seeded.both}-northbound`);
});
