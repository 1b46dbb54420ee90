// Open511 with the planned works (issue 41 item 4): each approved work not ended is a CONSTRUCTION
// event with its title as description, the zone as a line, a road per carriageway and its periods
// as the schedule; ids within the schema's pattern; JSON and XML, the XML valid against the
// official RELAX NG schema; the filters and pages count the works too.
import { withFeedsApp } from './feeds-fixture';
import { expectValidOpen511 as expectValid } from './feeds-schemas';

const feeds = withFeedsApp();
const ID = /^[a-z0-9][a-z0-9-]*\.[a-z0-9.-]{2,}\/[a-zA-Z0-9_.-]+$/; // the schema's Open511IDType

// Open511 documents are read loosely: `any` keeps the expectations short (as helpers.ts's body()).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const get = (url: string) => feeds.app.inject({ method: 'GET', url });
const events = async (query: string) => (await get(`/open511/events${query}`)).json() as { events: Loose[]; pagination: Loose };
const workId = (id: number) => `ruta5-chillan-collipulli.cl/faena-${id}`;

it('publishes approved works as CONSTRUCTION events with their schedule, ids in the schema’s pattern', async () => {
  const list = (await events('?limit=500')).events;
  for (const e of list) expect(e['id']).toMatch(ID);
  const daily = list.find((e) => e['id'] === workId(feeds.seeded.daily))!;
  expect(daily).toMatchObject({
    status: 'ACTIVE',
    event_type: 'CONSTRUCTION',
    event_subtypes: ['ROAD_MAINTENANCE'],
    headline: 'Faena entre el km 450 y el km 452,5',
    description: 'Recapado pista lenta',
    severity: 'MODERATE',
    timezone: 'America/Santiago',
    roads: [{ name: 'Ruta 5', direction: 'S', state: 'SOME_LANES_CLOSED' }],
    geography: { type: 'LineString' },
  });
  const intervals = daily['schedule'].intervals as string[];
  expect(intervals).toHaveLength(14);
  expect(intervals[0]).toBe('2027-03-02T09:00/2027-03-02T17:00');
  expect(intervals.at(-1)).toBe('2027-03-19T09:00/2027-03-19T17:00');

  const both = list.find((e) => e['id'] === workId(feeds.seeded.both))!;
  expect(both).toMatchObject({
    severity: 'MAJOR',
    description: 'Cambio de juntas de dilatación',
    roads: [
      { name: 'Ruta 5', direction: 'S', state: 'CLOSED' },
      { name: 'Ruta 5', direction: 'N', state: 'SOME_LANES_CLOSED' },
    ],
    // Santiago's wall clock on both sides of the April change.
    schedule: { intervals: ['2027-04-03T20:00/2027-04-04T08:00'] },
  });
  expect(list.some((e) => e['id'] === workId(feeds.seeded.draft))).toBe(false);
  // The events are still there, after the works.
  expect(list.map((e) => e['id'])).toContain(`ruta5-chillan-collipulli.cl/${feeds.seeded.eventId}`);
});

it('serves the works in XML too, valid against the Open511 RELAX NG schema', async () => {
  const xml = (await get('/open511/events?format=xml&limit=500')).body;
  await expectValid(xml);
  expect(xml).toContain(`<id>${workId(feeds.seeded.both)}</id>`);
  expect(xml).toContain('<event_type>CONSTRUCTION</event_type>');
  expect(xml).toContain('<description>Cambio de juntas de dilatación</description>');
  expect(xml).toContain('<interval>2027-04-03T20:00/2027-04-04T08:00</interval>');
  expect(xml).toMatch(/<gml:LineString srsName="urn:ogc:def:crs:EPSG::4326"><gml:posList>-\d/);
});

it('filters works by severity and status, and pages through works and events alike', async () => {
  const moderate = (await events('?severity=MODERATE&limit=500')).events.map((e) => e['id']);
  expect(moderate).toContain(workId(feeds.seeded.daily));
  expect(moderate).not.toContain(workId(feeds.seeded.both));
  expect((await events('?status=ARCHIVED&limit=500')).events.some((e) => String(e['id']).includes('/faena-'))).toBe(false);

  const all = (await events('?limit=500')).events.map((e) => e['id']);
  const walked: string[] = [];
  let url: string | null = '/open511/events?limit=1';
  while (url) {
    const page = (await get(url)).json() as { events: Loose[]; pagination: Loose };
    expect(page.events.length).toBeLessThanOrEqual(1);
    walked.push(...page.events.map((e) => e['id'] as string));
    url = page.pagination['next_url'] as string | null;
  }
  expect(walked).toEqual(all);
  expect(all.slice(0, 2).every((id) => id.includes('/faena-'))).toBe(true);
});

it('links the other feeds from the discovery document, valid in XML', async () => {
  const xml = (await get('/open511/?format=xml')).body;
  await expectValid(xml);
  for (const feed of ['/feeds/wzdx', '/feeds/datex2', '/feeds/waze']) expect(xml).toContain(`<link rel="self" href="${feed}"/>`);
});
