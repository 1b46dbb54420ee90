// GET /feeds/waze (issue 41 item 4): Waze CIFS in JSON. Waze publishes no JSON Schema for CIFS, so
// this checks what its specification documents for each incident: the required id, type (one of
// its types), polyline (space-separated "lat lon" pairs in the direction of travel), and street,
// starttime/endtime with offsets, description and direction; subtypes that belong to their type.
import { withFeedsApp } from './feeds-fixture';

const feeds = withFeedsApp();

interface Incident {
  id: string;
  type: string;
  subtype?: string;
  polyline: string;
  street: string;
  starttime: string;
  endtime?: string;
  description: string;
  direction: string;
}

/** CIFS's types and the subtypes each admits (the specification's list, the ones a road operator sends). */
const TYPES: Record<string, RegExp> = {
  ACCIDENT: /^ACCIDENT_(MINOR|MAJOR)$/,
  HAZARD: /^HAZARD_(ON_ROAD|ON_SHOULDER|WEATHER)(_[A-Z_]+)?$/,
  ROAD_CLOSED: /^ROAD_CLOSED_(HAZARD|CONSTRUCTION|EVENT)$/,
};
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
const PAIR = /^-?\d{1,2}(\.\d+)? -?\d{1,3}(\.\d+)?$/;

async function incidents(): Promise<Incident[]> {
  const res = await feeds.app.inject({ method: 'GET', url: '/feeds/waze' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  const doc = res.json() as { incidents: { incident: Incident }[] };
  expect(Object.keys(doc)).toEqual(['incidents']);
  return doc.incidents.map((entry) => {
    expect(Object.keys(entry)).toEqual(['incident']);
    return entry.incident;
  });
}

function pairs(polyline: string): [number, number][] {
  const numbers = polyline.split(' ');
  expect(numbers.length % 2).toBe(0);
  const out: [number, number][] = [];
  for (let i = 0; i < numbers.length; i += 2) {
    expect(`${numbers[i]} ${numbers[i + 1]}`).toMatch(PAIR);
    out.push([Number(numbers[i]), Number(numbers[i + 1])]);
  }
  return out;
}

it('lists every incident with the fields CIFS requires, well formed, ids unique', async () => {
  const list = await incidents();
  expect(list.length).toBeGreaterThan(5);
  expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
  for (const incident of list) {
    expect(incident.id).toMatch(/^vigia-(evento|faena)-\d+-(northbound|southbound)$/);
    expect(Object.keys(TYPES)).toContain(incident.type);
    expect(incident.subtype).toMatch(TYPES[incident.type]!);
    const line = pairs(incident.polyline);
    expect(line.length).toBeGreaterThanOrEqual(2);
    for (const [lat, lon] of line) {
      // The concession lies between Chillán Viejo and Ercilla.
      expect(lat).toBeGreaterThan(-38.1);
      expect(lat).toBeLessThan(-36.5);
      expect(lon).toBeGreaterThan(-72.6);
      expect(lon).toBeLessThan(-71.9);
    }
    expect(incident.street).toBe('Ruta 5 Sur');
    expect(incident.starttime).toMatch(ISO_WITH_OFFSET);
    if (incident.endtime !== undefined) expect(incident.endtime).toMatch(ISO_WITH_OFFSET);
    expect(incident.description.length).toBeGreaterThan(0);
    expect(incident.direction).toBe('ONE_DIRECTION');
  }
});

it('closes a carriageway whose lanes are all closed, warns of one with some, in the direction of travel', async () => {
  const list = await incidents();
  const byId = (id: string) => list.find((i) => i.id === id)!;
  const south = byId(`vigia-faena-${feeds.seeded.both}-southbound`);
  const north = byId(`vigia-faena-${feeds.seeded.both}-northbound`);
  expect(south).toMatchObject({
    type: 'ROAD_CLOSED',
    subtype: 'ROAD_CLOSED_CONSTRUCTION',
    description: 'Cambio de juntas de dilatación',
    starttime: '2027-04-03T20:00:00-03:00',
    endtime: '2027-04-04T08:00:00-04:00',
  });
  expect(north).toMatchObject({ type: 'HAZARD', subtype: 'HAZARD_ON_ROAD_LANE_CLOSED' });
  // Southbound runs south (latitude falls), northbound north: the order Waze reads the direction from.
  const [southLine, northLine] = [pairs(south.polyline), pairs(north.polyline)];
  expect(southLine.at(-1)![0]).toBeLessThan(southLine[0]![0]);
  expect(northLine.at(-1)![0]).toBeGreaterThan(northLine[0]![0]);

  expect(byId(`vigia-faena-${feeds.seeded.daily}-southbound`)).toMatchObject({
    type: 'HAZARD',
    subtype: 'HAZARD_ON_ROAD_LANE_CLOSED',
    description: 'Recapado pista lenta',
    starttime: '2027-03-02T09:00:00-03:00',
    endtime: '2027-03-02T17:00:00-03:00',
  });
  expect(list.some((i) => i.id === `vigia-faena-${feeds.seeded.daily}-northbound`)).toBe(false);
  expect(list.some((i) => i.id.startsWith(`vigia-faena-${feeds.seeded.draft}-`))).toBe(false);

  // The seeded accident closes its own carriageway (NORTH: all lanes), so Waze routes around it.
  expect(byId(`vigia-evento-${feeds.seeded.eventId}-southbound`)).toMatchObject({
    type: 'ROAD_CLOSED',
    subtype: 'ROAD_CLOSED_HAZARD',
    description: expect.stringMatching(/ en el km 485,5$/),
  });
  expect(list.some((i) => i.id === `vigia-evento-${feeds.seeded.eventId}-northbound`)).toBe(false);
});
