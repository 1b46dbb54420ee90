// Where the bench's units drive (issue 38): along the km-post table the server locates with, so
// every position is on the route. A point between two posts of a carriageway is on the segment the
// server measures against; each unit drives at its own speed and turns round at the concession's ends.

export interface KmPostRow {
  carriageway: 'NORTH' | 'SOUTH';
  km: number;
  lat: number;
  lon: number;
}

export interface RoutePoint {
  lat: number;
  lon: number;
}

/** The posts of each carriageway in km order. */
export function carriageways(posts: readonly KmPostRow[]): Record<'NORTH' | 'SOUTH', KmPostRow[]> {
  const byKm = (a: KmPostRow, b: KmPostRow) => a.km - b.km;
  const north = posts.filter((p) => p.carriageway === 'NORTH').sort(byKm);
  const south = posts.filter((p) => p.carriageway === 'SOUTH').sort(byKm);
  if (north.length < 2 || south.length < 2) throw new Error('the km-post table needs two posts per carriageway at least');
  return { NORTH: north, SOUTH: south };
}

/** The point at `km` on a carriageway: linear between the posts around it (clamped to its ends). */
export function pointAt(posts: readonly KmPostRow[], km: number): RoutePoint {
  let hi = posts.findIndex((p) => p.km >= km);
  if (hi <= 0) hi = hi === 0 ? 1 : posts.length - 1;
  const a = posts[hi - 1]!;
  const b = posts[hi]!;
  const f = Math.min(1, Math.max(0, (km - a.km) / (b.km - a.km)));
  return { lat: a.lat + f * (b.lat - a.lat), lon: a.lon + f * (b.lon - a.lon) };
}

export interface DrivenUnit {
  carriageway: 'NORTH' | 'SOUTH';
  km: number;
  /** km per report; NORTH ("norte a sur") traffic goes towards higher km. */
  step: number;
}

/**
 * Unit `i` of `count`: spread over the concession, half on each carriageway, 60–110 km/h with a
 * report every `everyMs`.
 */
export function startOf(i: number, count: number, posts: Record<'NORTH' | 'SOUTH', KmPostRow[]>, everyMs: number): DrivenUnit {
  const carriageway = i % 2 === 0 ? 'NORTH' : 'SOUTH';
  const line = posts[carriageway];
  const first = line[0]!.km;
  const last = line[line.length - 1]!.km;
  const kmPerHour = 60 + (i % 11) * 5;
  const step = ((kmPerHour * everyMs) / 3_600_000) * (carriageway === 'NORTH' ? 1 : -1);
  return { carriageway, km: first + 1 + ((last - first - 2) * i) / count, step };
}

/** The next report's point; at an end of the concession the unit turns round (other carriageway). */
export function drive(unit: DrivenUnit, posts: Record<'NORTH' | 'SOUTH', KmPostRow[]>): RoutePoint {
  const line = posts[unit.carriageway];
  const next = unit.km + unit.step;
  if (next < line[0]!.km || next > line[line.length - 1]!.km) {
    unit.carriageway = unit.carriageway === 'NORTH' ? 'SOUTH' : 'NORTH';
    unit.step = -unit.step;
  } else unit.km = next;
  return pointAt(posts[unit.carriageway], unit.km);
}
