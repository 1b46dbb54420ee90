// WZDx 4.2 (issue 41 item 4): a WorkZoneFeed, GeoJSON, one WorkZoneRoadEvent per work and
// carriageway (a work on both is two features), drawn as a LineString along the km posts in the
// direction of travel. Dates are the current or next period of the work's schedule, with Santiago
// offsets (the feed is read every minute, so a daily window shows as the next one once it ends).
// Validated in test/feeds-wzdx.test.ts against the official schema (test/schemas/wzdx-4.2/).
import type { LaneState, Orientation } from '@vigia/domain';
import type { KmPostsByCarriageway } from '@vigia/domain/location';
import { currentOrNextPeriod, isWorkActive, type FeedWork } from '../repositories/work-feed.ts';
import {
  FEED_CONTACT_EMAIL,
  FEED_CONTACT_NAME,
  FEED_LICENSE_URL,
  FEED_UPDATE_SECONDS,
  ROUTE_NAME,
  TRAVEL_DIRECTION,
  santiagoIso,
  utcIso,
  workDirectionFeedId,
  workFeedId,
  zoneLine,
} from './common.ts';

export const WZDX_VERSION = '4.2';
const DATA_SOURCE_ID = 'vigia-faenas';

/** Our lanes of one carriageway as WZDx's impact on that direction. */
export const VEHICLE_IMPACT: Record<LaneState, 'all-lanes-closed' | 'some-lanes-closed' | 'all-lanes-open'> = {
  ALL: 'all-lanes-closed',
  PARTIAL: 'some-lanes-closed',
  NONE: 'all-lanes-open',
};

export interface WzdxOptions {
  publisher: string;
  now: Date;
}

function feature(work: FeedWork, orientation: Orientation, table: KmPostsByCarriageway, now: Date) {
  const line = zoneLine(table, work.kmFrom, work.kmTo, orientation);
  const period = currentOrNextPeriod(work, now);
  if (!line || !period) return null;
  const lanes = work.lanesClosed[orientation];
  return {
    id: workDirectionFeedId(work.id, orientation),
    type: 'Feature' as const,
    properties: {
      core_details: {
        event_type: 'work-zone' as const,
        data_source_id: DATA_SOURCE_ID,
        road_names: [ROUTE_NAME],
        direction: TRAVEL_DIRECTION[orientation],
        name: workFeedId(work.id),
        description: work.title,
        creation_date: utcIso(work.createdAt),
        update_date: utcIso(work.updatedAt),
        // The other carriageway's feature of the same work.
        ...(work.orientations.length > 1
          ? {
              related_road_events: work.orientations
                .filter((o) => o !== orientation)
                .map((o) => ({ type: 'related-work-zone', id: workDirectionFeedId(work.id, o) })),
            }
          : {}),
      },
      start_date: santiagoIso(period.start),
      end_date: santiagoIso(period.end),
      // Planned and authorised by the Inspección Fiscal, not confirmed on the road by a device.
      is_start_date_verified: false,
      is_end_date_verified: false,
      is_start_position_verified: false,
      is_end_position_verified: false,
      beginning_milepost: Math.min(work.kmFrom, work.kmTo),
      ending_milepost: Math.max(work.kmFrom, work.kmTo),
      location_method: 'other' as const,
      work_zone_type: 'static' as const,
      vehicle_impact: VEHICLE_IMPACT[lanes],
      worker_presence: { are_workers_present: isWorkActive(work, now) },
      ...(work.speedLimit !== null ? { reduced_speed_limit_kph: work.speedLimit } : {}),
      types_of_work: [{ type_name: 'maintenance' as const, is_architectural_change: false }],
    },
    geometry: { type: 'LineString' as const, coordinates: line.map((p) => [p.lon, p.lat]) },
  };
}

export function wzdxFeed(works: readonly FeedWork[], table: KmPostsByCarriageway, options: WzdxOptions) {
  const features = works.flatMap((work) =>
    work.orientations.flatMap((orientation) => {
      const built = feature(work, orientation, table, options.now);
      return built ? [built] : [];
    }),
  );
  const updateDate = utcIso(options.now);
  return {
    feed_info: {
      publisher: options.publisher,
      contact_name: FEED_CONTACT_NAME,
      contact_email: FEED_CONTACT_EMAIL,
      update_frequency: FEED_UPDATE_SECONDS,
      update_date: updateDate,
      version: WZDX_VERSION,
      license: FEED_LICENSE_URL,
      data_sources: [
        {
          data_source_id: DATA_SOURCE_ID,
          organization_name: options.publisher,
          contact_name: FEED_CONTACT_NAME,
          contact_email: FEED_CONTACT_EMAIL,
          update_frequency: FEED_UPDATE_SECONDS,
          update_date: updateDate,
          lrs_type: 'Kilometraje de la Ruta 5 (km)',
        },
      ],
    },
    type: 'FeatureCollection' as const,
    features,
  };
}
