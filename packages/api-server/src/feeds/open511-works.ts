// Planned works as Open511 events (issue 41 item 4): CONSTRUCTION with ROAD_MAINTENANCE, the title
// as the description, the zone as a line along its first carriageway, a road per carriageway with
// its lanes, and the periods not ended as the schedule's intervals (Santiago wall clock, as the
// events' intervals). Ids `<jurisdiction>/faena-<id>`: never an event's number, and within the
// schema's id pattern.
import { formatKm, type LaneState } from '@vigia/domain';
import { pointAtKm, type KmPostsByCarriageway } from '@vigia/domain/location';
import {
  JURISDICTION_ID,
  ROAD_DIRECTION,
  ROAD_NAME,
  ROAD_STATE,
  iso,
  localMinute,
  type Open511Event,
  type Open511Severity,
} from '../lib/open511.ts';
import type { FeedWork } from '../repositories/work-feed.ts';
import { zoneLine } from './common.ts';

/** How much a work disturbs traffic, by its worst carriageway. */
const WORK_SEVERITY: Record<LaneState, Open511Severity> = { ALL: 'MAJOR', PARTIAL: 'MODERATE', NONE: 'MINOR' };
const LANE_RANK: Record<LaneState, number> = { NONE: 0, PARTIAL: 1, ALL: 2 };

export const workOpen511Id = (id: number) => `${JURISDICTION_ID}/faena-${id}`;

export function workToOpen511(work: FeedWork, table: KmPostsByCarriageway): Open511Event | null {
  const first = work.orientations[0];
  if (!first || work.periods.length === 0) return null;
  const line = zoneLine(table, work.kmFrom, work.kmTo, first);
  const point = pointAtKm(table, (work.kmFrom + work.kmTo) / 2, first);
  if (!line || !point) return null;
  const worst = work.orientations
    .map((o) => work.lanesClosed[o])
    .reduce<LaneState>((a, b) => (LANE_RANK[b] > LANE_RANK[a] ? b : a), 'NONE');
  return {
    id: workOpen511Id(work.id),
    status: 'ACTIVE',
    headline: `Faena entre el km ${formatKm(work.kmFrom)} y el km ${formatKm(work.kmTo)}`,
    description: work.title,
    eventType: 'CONSTRUCTION',
    subtypes: ['ROAD_MAINTENANCE'],
    severity: WORK_SEVERITY[worst],
    created: iso(work.createdAt),
    updated: iso(work.updatedAt),
    point,
    line,
    roads: work.orientations.map((o) => ({ name: ROAD_NAME, direction: ROAD_DIRECTION[o], state: ROAD_STATE[work.lanesClosed[o]] })),
    intervals: work.periods.map((p) => `${localMinute(p.start)}/${localMinute(p.end)}`),
  };
}
