// The inverse of locateKm: a kilometre (and a carriageway) as a position, interpolated between the
// km-post table's posts. Feeds that publish events as points (Open511's geography) need it; the
// posts are ~1 km apart, so a straight line between two of them is as good as the table.
import type { Orientation } from '../constants';
import type { KmPost } from './km-reference';

export interface LatLon {
  lat: number;
  lon: number;
}

/** Posts per carriageway in km order, built once per table. */
export type KmPostsByCarriageway = Partial<Record<Orientation, KmPost[]>>;

export function postsByCarriageway(posts: readonly KmPost[]): KmPostsByCarriageway {
  const out: KmPostsByCarriageway = {};
  for (const post of posts) (out[post.carriageway] ??= []).push(post);
  for (const list of Object.values(out)) list.sort((a, b) => a.km - b.km);
  return out;
}

/**
 * The position of `km` on the carriageway (the other one when that one has fewer than two posts),
 * rounded to 6 decimals (~0.1 m); null outside the table's first and last post or without a table.
 */
export function pointAtKm(table: KmPostsByCarriageway, km: number, carriageway: Orientation): LatLon | null {
  if (!Number.isFinite(km)) return null;
  const other: Orientation = carriageway === 'NORTH' ? 'SOUTH' : 'NORTH';
  const posts = (table[carriageway]?.length ?? 0) >= 2 ? table[carriageway]! : table[other];
  if (!posts || posts.length < 2 || km < posts[0]!.km || km > posts[posts.length - 1]!.km) return null;
  // Binary search for the last post at or before km.
  let lo = 0;
  let hi = posts.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (posts[mid]!.km <= km) lo = mid;
    else hi = mid;
  }
  const a = posts[lo]!;
  const b = posts[hi]!;
  const t = b.km === a.km ? 0 : (km - a.km) / (b.km - a.km);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { lat: round(a.lat + t * (b.lat - a.lat)), lon: round(a.lon + t * (b.lon - a.lon)) };
}
