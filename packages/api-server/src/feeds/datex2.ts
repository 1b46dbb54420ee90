// DATEX II v3 (issue 41 item 4): a SituationPublication in the JSON encoding of the DATEX II 3.5
// schemas DATEX-II-EU publishes (`payload` → `sitSituationPublication`, `idG`/`versionG`, enum
// values as `{ value }`, a record's class as its `sit…` key). One Situation per open event (the
// selection Open511 publishes) and one per approved work not ended, with a record per carriageway.
// The control room's PUBLIC comments ride as `generalPublicComment`; internal ones never, nor a
// reporter's text, names, contacts, plates or whether anyone is injured (no `groupOfPeopleInvolved`).
import { formatKm, type Orientation, type Severity } from '@vigia/domain';
import type { KmPostsByCarriageway, LatLon } from '@vigia/domain/location';
import type { FeedComment } from '../repositories/feed-comments.ts';
import type { RoadEvent } from '../repositories/road-events.ts';
import type { FeedWork } from '../repositories/work-feed.ts';
import { ORIENTATION_NAMES } from '../repositories/reports.ts';
import { JURISDICTION_ID, ROUTE_NAME, TRAVEL_DIRECTION, eventFeedId, santiagoIso, workFeedId, zoneLine } from './common.ts';

export const DATEX2_VERSION = '3.5';
const LANG = 'es';

type Enum = { value: string };
const v = (value: string): Enum => ({ value });
const text = (value: string) => ({ values: [{ lang: LANG, value }] });

/** Each category as a DATEX II record class and the type it requires. */
const INCIDENT_RECORDS: Record<string, (category: string) => Record<string, unknown>> = {
  ACCIDENTE: () => ({ sitAccident: { accidentType: [v('accident')] } }),
  ANIMAL_EN_LA_VIA: () => ({ sitAnimalPresenceObstruction: { animalPresenceType: v('animalsOnTheRoad') } }),
  OBSTACULO: () => ({ sitGeneralObstruction: { obstructionType: [v('objectOnTheRoad')] } }),
  VEHICULO_DETENIDO: () => ({ sitVehicleObstruction: { vehicleObstructionType: v('brokenDownVehicle') } }),
  EMERGENCIA_MEDICA: () => ({ sitVehicleObstruction: { vehicleObstructionType: v('medicalEmergency') } }),
  DANO_CALZADA: () => ({ sitNonWeatherRelatedRoadConditions: { nonWeatherRelatedRoadConditionType: [v('roadSurfaceInPoorCondition')] } }),
  CLIMA: () => ({ sitPoorEnvironmentConditions: { poorEnvironmentType: [v('badWeather')] } }),
};
const OTHER_INCIDENT = () => ({ sitGeneralObstruction: { obstructionType: [v('incident')] } });

/** Our severity as DATEX II's. */
export const DATEX2_SEVERITY: Record<Severity, string> = { MINOR: 'low', MODERATE: 'medium', MAJOR: 'high', CRITICAL: 'highest' };

const header = () => ({ informationStatus: v('real') });
const roadInformation = () => [{ locRoadInformation: { roadName: ROUTE_NAME, roadNumber: '5' } }];

/** Where, in words: the carriageway as every screen names it and the way its traffic goes. */
const describe = (orientation: Orientation, where: string) =>
  text(
    `${where}, calzada ${ORIENTATION_NAMES[orientation].toLowerCase()} (${TRAVEL_DIRECTION[orientation] === 'southbound' ? 'hacia el sur' : 'hacia el norte'})`,
  );

const pointLocation = (point: LatLon, orientation: Orientation, kilometer: number) => ({
  locPointLocation: {
    pointByCoordinates: { pointCoordinates: { latitude: point.lat, longitude: point.lon } },
    supplementaryPositionalDescription: {
      locationDescription: describe(orientation, `${ROUTE_NAME}, km ${formatKm(kilometer)}`),
      roadInformation: roadInformation(),
    },
  },
});

const comments = (list: readonly FeedComment[] | undefined) =>
  list && list.length
    ? { generalPublicComment: list.map((c) => ({ comment: text(c.text), commentDateTime: santiagoIso(c.createdAt) })) }
    : {};

function incidentSituation(event: RoadEvent, point: LatLon, published: readonly FeedComment[] | undefined) {
  const id = eventFeedId(event.id);
  const [key, typed] = Object.entries((INCIDENT_RECORDS[event.category] ?? OTHER_INCIDENT)(event.category))[0]!;
  return {
    idG: id,
    headerInformation: header(),
    situationRecord: [
      {
        [key]: {
          idG: `${id}-registro`,
          versionG: String(event.updatedAt.getTime()),
          situationRecordCreationTime: santiagoIso(event.createdAt),
          situationRecordVersionTime: santiagoIso(event.updatedAt),
          probabilityOfOccurrence: v('certain'),
          severity: v(DATEX2_SEVERITY[event.severity]),
          validity: { validityStatus: v('active'), validityTimeSpecification: { overallStartTime: santiagoIso(event.createdAt) } },
          locationReference: pointLocation(point, event.orientation, event.kilometer),
          ...comments(published),
          ...(typed as object),
        },
      },
    ],
  };
}

/** A carriageway's lanes as the management action drivers meet (none when all stay open). */
const LANE_ACTION = { ALL: 'carriagewayClosures', PARTIAL: 'laneClosures' } as const;

function workSituation(work: FeedWork, table: KmPostsByCarriageway) {
  const id = workFeedId(work.id);
  const periods = work.periods;
  if (periods.length === 0) return null;
  const validity = {
    validityStatus: v('definedByValidityTimeSpec'),
    validityTimeSpecification: {
      overallStartTime: santiagoIso(periods[0]!.start),
      overallEndTime: santiagoIso(periods.at(-1)!.end),
      validPeriod: periods.map((p) => ({ startOfPeriod: santiagoIso(p.start), endOfPeriod: santiagoIso(p.end) })),
    },
  };
  const where = `${ROUTE_NAME}, km ${formatKm(work.kmFrom)} a ${formatKm(work.kmTo)}`;
  const records = work.orientations.flatMap((orientation) => {
    const line = zoneLine(table, work.kmFrom, work.kmTo, orientation);
    if (!line) return [];
    const base = (suffix: string) => ({
      idG: `${id}-${TRAVEL_DIRECTION[orientation]}-${suffix}`,
      versionG: String(work.updatedAt.getTime()),
      situationRecordCreationTime: santiagoIso(work.createdAt),
      situationRecordVersionTime: santiagoIso(work.updatedAt),
      probabilityOfOccurrence: v('certain'),
      validity,
      locationReference: {
        locLinearLocation: {
          gmlLineString: { locGmlLineString: { srsName: 'EPSG:4326', posList: line.map((p) => `${p.lat} ${p.lon}`).join(' ') } },
          supplementaryPositionalDescription: { locationDescription: describe(orientation, where), roadInformation: roadInformation() },
        },
      },
    });
    const lanes = work.lanesClosed[orientation];
    return [
      // The work's title is its public description.
      {
        sitMaintenanceWorks: {
          ...base('faena'),
          generalPublicComment: [{ comment: text(work.title) }],
          roadMaintenanceType: [v('roadworks')],
        },
      },
      ...(lanes === 'NONE'
        ? []
        : [{ sitRoadOrCarriagewayOrLaneManagement: { ...base('pistas'), roadOrCarriagewayOrLaneManagementType: v(LANE_ACTION[lanes]) } }]),
      ...(work.speedLimit === null
        ? []
        : [
            {
              sitSpeedManagement: {
                ...base('velocidad'),
                speedManagementType: v('speedRestrictionInOperation'),
                temporarySpeedLimit: work.speedLimit,
              },
            },
          ]),
    ];
  });
  return records.length ? { idG: id, headerInformation: header(), situationRecord: records } : null;
}

export interface Datex2Input {
  events: readonly { event: RoadEvent; point: LatLon }[];
  works: readonly FeedWork[];
  comments: ReadonlyMap<number, readonly FeedComment[]>;
  table: KmPostsByCarriageway;
  now: Date;
}

export function datex2Publication(input: Datex2Input) {
  const situations = [
    ...input.events.map(({ event, point }) => incidentSituation(event, point, input.comments.get(event.id))),
    ...input.works.flatMap((work) => {
      const situation = workSituation(work, input.table);
      return situation ? [situation] : [];
    }),
  ];
  return {
    payload: {
      modelBaseVersionG: '3',
      versionG: DATEX2_VERSION,
      sitSituationPublication: {
        lang: LANG,
        publicationTime: santiagoIso(input.now),
        publicationCreator: { country: 'cl', nationalIdentifier: JURISDICTION_ID },
        situation: situations,
      },
    },
  };
}
