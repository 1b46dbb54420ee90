// GET /feeds/datex2 (issue 41 item 4): a DATEX II v3 SituationPublication with the open events and
// the approved works, validated against the official DATEX II 3 JSON schemas DATEX-II-EU publishes
// (test/schemas/datex2-3/: a selection with accident records only, so the publication and its
// accident situations are validated whole, every header and location against its official
// definition, and what the selection lacks by field). Staff PUBLIC comments are public
// information; internal comments and a reporter's own text never appear.
import { PUBLIC_COMMENT, SECRETS, withFeedsApp } from './feeds-fixture';
import { datex2Validator, expectValid } from './feeds-schemas';

const feeds = withFeedsApp();

// DATEX II documents are read loosely: `any` keeps the expectations short (as helpers.ts's body()).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
type Situation = { idG: string; headerInformation: Loose; situationRecord: Record<string, Loose>[] };

const read = async () => {
  const res = await feeds.app.inject({ method: 'GET', url: '/feeds/datex2' });
  expect(res.statusCode).toBe(200);
  return { res, doc: res.json() as { payload: Loose } };
};
const situations = (doc: { payload: Loose }) => doc.payload['sitSituationPublication'].situation as Situation[];
const records = (situation: Situation) => situation.situationRecord.map((r) => Object.entries(r)[0]!) as [string, Loose][];

/** What the official selection defines: the record classes and a record's attributes. */
const SELECTION_CLASSES = ['sitAccident'];
const OUTSIDE_SELECTION = ['severity', 'generalPublicComment'];

it('is a SituationPublication valid against the official DATEX II 3 schema, public and open to any site', async () => {
  const { res, doc } = await read();
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(doc.payload).toMatchObject({
    modelBaseVersionG: '3',
    versionG: '3.5',
    sitSituationPublication: {
      lang: 'es',
      publicationTime: '2027-03-02T11:00:00-03:00',
      publicationCreator: { country: 'cl', nationalIdentifier: 'ruta5-chillan-collipulli.cl' },
    },
  });
  // The publication with the situations the selection covers (accidents), the attributes it lacks taken off.
  const covered = structuredClone(doc);
  covered.payload['sitSituationPublication'].situation = situations(covered)
    .filter((s) => records(s).every(([key]) => SELECTION_CLASSES.includes(key)))
    .map((s) => ({
      ...s,
      situationRecord: s.situationRecord.map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([key, record]) => [
            key,
            Object.fromEntries(Object.entries(record).filter(([name]) => !OUTSIDE_SELECTION.includes(name))),
          ]),
        ),
      ),
    }));
  expect(situations(covered).map((s) => s.idG)).toContain(`vigia-evento-${feeds.seeded.eventId}`);
  const payload = datex2Validator();
  expectValid(payload, covered);
  // The validator refuses what DATEX II does not have.
  const broken = structuredClone(covered);
  records(situations(broken)[0]!)[0]![1]['probabilityOfOccurrence'] = { value: 'maybe' };
  expect(payload(broken)).toBe(false);

  // Every situation's header and every record's location, works and other incidents included.
  const header = datex2Validator('DATEXII_3_Common.json#/definitions/HeaderInformation');
  const location = datex2Validator('DATEXII_3_LocationReferencing.json#/definitions/LocationReferenceG');
  const all = situations(doc);
  expect(all.length).toBeGreaterThan(5);
  for (const situation of all) {
    expectValid(header, situation.headerInformation);
    for (const [, record] of records(situation)) expectValid(location, record['locationReference']);
  }
});

it('carries the staff PUBLIC comment as public information, never an internal comment nor the reporter’s text', async () => {
  const { res, doc } = await read();
  const own = situations(doc).find((s) => s.idG === `vigia-evento-${feeds.seeded.eventId}`)!;
  const [key, record] = records(own)[0]!;
  expect(key).toBe('sitAccident');
  expect(record).toMatchObject({
    idG: `vigia-evento-${feeds.seeded.eventId}-registro`,
    accidentType: [{ value: 'accident' }],
    severity: { value: 'highest' },
    validity: { validityStatus: { value: 'active' } },
    generalPublicComment: [{ comment: { values: [{ lang: 'es', value: PUBLIC_COMMENT }] } }],
  });
  expect(record['locationReference'].locPointLocation.supplementaryPositionalDescription.locationDescription.values[0].value).toMatch(
    /calzada norte a sur \(hacia el sur\)$/,
  );
  expect(res.body).not.toContain(SECRETS.internal);
  expect(res.body).not.toContain(SECRETS.reporterComment);
  expect(res.body).not.toContain('groupOfPeopleInvolved');
});

it('publishes a work as MaintenanceWorks per carriageway, its lanes and speed, with every period in Santiago time', async () => {
  const { doc } = await read();
  const both = situations(doc).find((s) => s.idG === `vigia-faena-${feeds.seeded.both}`)!;
  expect(records(both).map(([key, r]) => [key, r['idG']])).toEqual([
    ['sitMaintenanceWorks', `vigia-faena-${feeds.seeded.both}-southbound-faena`],
    ['sitRoadOrCarriagewayOrLaneManagement', `vigia-faena-${feeds.seeded.both}-southbound-pistas`],
    ['sitMaintenanceWorks', `vigia-faena-${feeds.seeded.both}-northbound-faena`],
    ['sitRoadOrCarriagewayOrLaneManagement', `vigia-faena-${feeds.seeded.both}-northbound-pistas`],
  ]);
  const [works, southLanes, , northLanes] = records(both).map(([, record]) => record);
  expect(works).toMatchObject({
    roadMaintenanceType: [{ value: 'roadworks' }],
    generalPublicComment: [{ comment: { values: [{ lang: 'es', value: 'Cambio de juntas de dilatación' }] } }],
    validity: {
      validityStatus: { value: 'definedByValidityTimeSpec' },
      validityTimeSpecification: {
        overallStartTime: '2027-04-03T20:00:00-03:00',
        overallEndTime: '2027-04-04T08:00:00-04:00',
        validPeriod: [{ startOfPeriod: '2027-04-03T20:00:00-03:00', endOfPeriod: '2027-04-04T08:00:00-04:00' }],
      },
    },
  });
  expect(southLanes!['roadOrCarriagewayOrLaneManagementType']).toEqual({ value: 'carriagewayClosures' });
  expect(northLanes!['roadOrCarriagewayOrLaneManagementType']).toEqual({ value: 'laneClosures' });

  const daily = situations(doc).find((s) => s.idG === `vigia-faena-${feeds.seeded.daily}`)!;
  const dailyRecords = records(daily);
  expect(dailyRecords.map(([key]) => key)).toEqual(['sitMaintenanceWorks', 'sitRoadOrCarriagewayOrLaneManagement', 'sitSpeedManagement']);
  expect(dailyRecords[2]![1]).toMatchObject({ speedManagementType: { value: 'speedRestrictionInOperation' }, temporarySpeedLimit: 60 });
  // The windows not ended yet: Tuesday 2 March (open now) to Friday 19 March, 14 of them.
  const periods = dailyRecords[0]![1]['validity'].validityTimeSpecification.validPeriod as { startOfPeriod: string }[];
  expect(periods).toHaveLength(14);
  expect(periods[0]).toEqual({ startOfPeriod: '2027-03-02T09:00:00-03:00', endOfPeriod: '2027-03-02T17:00:00-03:00' });
  // A linear location along the km posts, "lat lon" pairs (GML, EPSG:4326).
  const line = dailyRecords[0]![1]['locationReference'].locLinearLocation.gmlLineString.locGmlLineString.posList as string;
  expect(line.split(' ').length).toBeGreaterThanOrEqual(6);
  expect(situations(doc).some((s) => s.idG === `vigia-faena-${feeds.seeded.draft}`)).toBe(false);
});
