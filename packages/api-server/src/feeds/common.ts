// What every road-data feed shares (issue 41 item 4): who publishes, under which licence, the road's
// name, how our carriageways read as travel directions, stable ids that carry our event or work id,
// and a work zone's line along the km-post table.
import type { Orientation } from '@vigia/domain';
import { pointAtKm, type KmPostsByCarriageway, type LatLon } from '@vigia/domain/location';
import { toSantiagoIso } from '@vigia/domain/work-schedule';
import { JURISDICTION_EMAIL, JURISDICTION_ID } from '../lib/open511.ts';

export const FEEDS_PATH = '/feeds';
/** The data licence of every feed: WZDx requires CC0, and one licence for all keeps it plain. */
export const FEED_LICENSE_URL = 'https://creativecommons.org/publicdomain/zero/1.0/';
export const FEED_LICENSE_NAME = 'CC0 1.0 Universal (dominio público)';
/** The public contact of the data (Open511's jurisdiction e-mail, the one published contact). */
export const FEED_CONTACT_EMAIL = JURISDICTION_EMAIL;
export const FEED_CONTACT_NAME = 'Sala de control';
/** The road as drivers and navigation apps name it. */
export const ROUTE_NAME = 'Ruta 5 Sur';
/** How often a consumer should read a feed, seconds (bodies are shared a few seconds at most). */
export const FEED_UPDATE_SECONDS = 60;
export const FEED_ID_PREFIX = 'vigia';

export type TravelDirection = 'northbound' | 'southbound';
/** SPEC: NORTH is "norte a sur", so its traffic goes south; SOUTH ("sur a norte") goes north. */
export const TRAVEL_DIRECTION: Record<Orientation, TravelDirection> = { NORTH: 'southbound', SOUTH: 'northbound' };
/** Kilometres grow southwards on Ruta 5 Sur: southbound traffic meets the lower km first. */
const KM_GROWS_WITH_TRAVEL: Record<Orientation, boolean> = { NORTH: true, SOUTH: false };

export const eventFeedId = (id: number) => `${FEED_ID_PREFIX}-evento-${id}`;
export const workFeedId = (id: number) => `${FEED_ID_PREFIX}-faena-${id}`;
/** One work on one carriageway (a work on both is two road events). */
export const workDirectionFeedId = (id: number, orientation: Orientation) => `${workFeedId(id)}-${TRAVEL_DIRECTION[orientation]}`;

export { JURISDICTION_ID };
/** An instant with its Santiago offset (2027-04-03T22:00:00-03:00). */
export const santiagoIso = (date: Date) => toSantiagoIso(date.getTime());
/** UTC, seconds precision (feed headers). */
export const utcIso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A zone of one work shorter than this is drawn this long (a line needs two distinct points). */
const MIN_ZONE_KM = 0.1;

/**
 * The work zone as a line along its carriageway's posts, in the direction traffic travels: its
 * start, every post inside it, its end. Null without a km-post table covering it.
 */
export function zoneLine(table: KmPostsByCarriageway, kmFrom: number, kmTo: number, orientation: Orientation): LatLon[] | null {
  let from = Math.min(kmFrom, kmTo);
  let to = Math.max(kmFrom, kmTo);
  if (to - from < MIN_ZONE_KM) {
    const middle = (from + to) / 2;
    from = middle - MIN_ZONE_KM / 2;
    to = middle + MIN_ZONE_KM / 2;
  }
  const own = table[orientation] ?? [];
  const posts = own.length >= 2 ? own : (table[orientation === 'NORTH' ? 'SOUTH' : 'NORTH'] ?? []);
  if (posts.length < 2) return null;
  // Held inside the table, as the events' points are (repositories/road-events.ts).
  from = Math.max(from, posts[0]!.km);
  to = Math.min(to, posts[posts.length - 1]!.km);
  if (to <= from) return null;
  const start = pointAtKm(table, from, orientation);
  const end = pointAtKm(table, to, orientation);
  if (!start || !end) return null;
  const inside = posts.filter((post) => post.km > from && post.km < to).map((post) => ({ lat: post.lat, lon: post.lon }));
  const line = [start, ...inside, end];
  return KM_GROWS_WITH_TRAVEL[orientation] ? line : line.reverse();
}
