// Waze CIFS, JSON (issue 41 item 4): `{ incidents: [{ incident }] }` with the fields the Closure and Incident
// Feed Specification names (id, type, subtype, polyline, street, starttime, endtime, description,
// direction). One incident per open event and direction it affects, and one per approved work and
// carriageway, with the work's current or next period (Waze applies a future starttime itself):
// all works are listed, a work that closes every lane of a carriageway as ROAD_CLOSED (Waze takes
// closures only when all lanes are closed), the others as a HAZARD on the road, so drivers hear of a
// lane closure or a shoulder before they reach it.
// CIFS has no official JSON Schema: test/feeds-waze.test.ts checks the documented required fields.
import { formatKm, type Orientation, type Severity } from '@vigia/domain';
import type { KmPostsByCarriageway, LatLon } from '@vigia/domain/location';
import type { RoadEvent } from '../repositories/road-events.ts';
import { currentOrNextPeriod, type FeedWork } from '../repositories/work-feed.ts';
import { ROUTE_NAME, TRAVEL_DIRECTION, eventFeedId, santiagoIso, workDirectionFeedId, zoneLine } from './common.ts';

export interface WazeIncident {
  id: string;
  type: 'ACCIDENT' | 'HAZARD' | 'ROAD_CLOSED';
  subtype: string;
  polyline: string;
  street: string;
  direction: 'ONE_DIRECTION';
  starttime: string;
  endtime?: string;
  creationtime: string;
  updatetime: string;
  description: string;
}

/** An event is drawn along this much road around its km (a CIFS polyline has two points at least). */
const EVENT_SPAN_KM = 0.2;
const MAJOR: readonly Severity[] = ['MAJOR', 'CRITICAL'];

function eventType(event: RoadEvent, closed: boolean): Pick<WazeIncident, 'type' | 'subtype'> {
  if (closed) return { type: 'ROAD_CLOSED', subtype: 'ROAD_CLOSED_HAZARD' };
  switch (event.category) {
    case 'ACCIDENTE':
      return { type: 'ACCIDENT', subtype: MAJOR.includes(event.severity) ? 'ACCIDENT_MAJOR' : 'ACCIDENT_MINOR' };
    case 'ANIMAL_EN_LA_VIA':
      return { type: 'HAZARD', subtype: 'HAZARD_ON_SHOULDER_ANIMALS' };
    case 'OBSTACULO':
      return { type: 'HAZARD', subtype: 'HAZARD_ON_ROAD_OBJECT' };
    case 'VEHICULO_DETENIDO':
    case 'EMERGENCIA_MEDICA':
      return { type: 'HAZARD', subtype: 'HAZARD_ON_ROAD_CAR_STOPPED' };
    case 'DANO_CALZADA':
      return { type: 'HAZARD', subtype: 'HAZARD_ON_ROAD_POT_HOLE' };
    case 'CLIMA':
      return { type: 'HAZARD', subtype: 'HAZARD_WEATHER' };
    default:
      return { type: 'HAZARD', subtype: 'HAZARD_ON_ROAD' };
  }
}

/** Space-separated "lat lon" pairs, as CIFS writes a polyline. */
const polyline = (line: readonly LatLon[]) => line.map((p) => `${p.lat} ${p.lon}`).join(' ');

function eventIncidents(event: RoadEvent, table: KmPostsByCarriageway): WazeIncident[] {
  // Its own direction always; the other one when its lanes are affected too (as in Open511).
  const directions = (['NORTH', 'SOUTH'] as const).filter((o) => o === event.orientation || event.lanesBlocked[o] !== 'NONE');
  return directions.flatMap((orientation): WazeIncident[] => {
    const line = zoneLine(table, event.kilometer - EVENT_SPAN_KM / 2, event.kilometer + EVENT_SPAN_KM / 2, orientation);
    if (!line) return [];
    return [
      {
        id: `${eventFeedId(event.id)}-${TRAVEL_DIRECTION[orientation]}`,
        ...eventType(event, event.lanesBlocked[orientation] === 'ALL'),
        polyline: polyline(line),
        street: ROUTE_NAME,
        direction: 'ONE_DIRECTION',
        starttime: santiagoIso(event.createdAt),
        creationtime: santiagoIso(event.createdAt),
        updatetime: santiagoIso(event.updatedAt),
        description: `${event.categoryName} en el km ${formatKm(event.kilometer)}`,
      },
    ];
  });
}

function workIncidents(work: FeedWork, table: KmPostsByCarriageway, now: Date): WazeIncident[] {
  const period = currentOrNextPeriod(work, now);
  if (!period) return [];
  return work.orientations.flatMap((orientation: Orientation): WazeIncident[] => {
    const line = zoneLine(table, work.kmFrom, work.kmTo, orientation);
    if (!line) return [];
    const lanes = work.lanesClosed[orientation];
    const kind: Pick<WazeIncident, 'type' | 'subtype'> =
      lanes === 'ALL'
        ? { type: 'ROAD_CLOSED', subtype: 'ROAD_CLOSED_CONSTRUCTION' }
        : { type: 'HAZARD', subtype: lanes === 'PARTIAL' ? 'HAZARD_ON_ROAD_LANE_CLOSED' : 'HAZARD_ON_ROAD_CONSTRUCTION' };
    return [
      {
        id: workDirectionFeedId(work.id, orientation),
        ...kind,
        polyline: polyline(line),
        street: ROUTE_NAME,
        direction: 'ONE_DIRECTION',
        starttime: santiagoIso(period.start),
        endtime: santiagoIso(period.end),
        creationtime: santiagoIso(work.createdAt),
        updatetime: santiagoIso(work.updatedAt),
        // The work's title is its public description.
        description: work.title,
      },
    ];
  });
}

export function wazeFeed(events: readonly RoadEvent[], works: readonly FeedWork[], table: KmPostsByCarriageway, now: Date) {
  const incidents = [
    ...events.flatMap((event) => eventIncidents(event, table)),
    ...works.flatMap((work) => workIncidents(work, table, now)),
  ];
  // Each wrapped in `incident`, as the specification's JSON examples write it.
  return { incidents: incidents.map((incident) => ({ incident })) };
}
