// The APPROXIMATE km-post table a new database starts with (issue 24): not surveyed. Ruta 5 is
// drawn as straight lines between public coordinates of the seven communes along the concession,
// each placed at the first km of its range (COMMUNES), and on to km 580 towards Ercilla. One post
// per km per carriageway; the two carriageways ~15 m apart. The codes are the SPEC's: NORTH is
// "norte a sur", southbound traffic towards higher km, on the right of the axis (Chile drives on
// the right); SOUTH "sur a norte" on the left. ADMIN replaces it with the surveyed table by CSV.
import type { KmPost } from '@vigia/domain/location';

/** [km, lat, lon] of the road's axis near each town. */
export const DEMO_ANCHORS: readonly (readonly [number, number, number])[] = [
  [410, -36.633, -72.143], // Chillán Viejo
  [420, -36.742, -72.31], // Bulnes
  [440, -36.935, -72.16], // Pemuco
  [450, -37.033, -72.405], // Cabrero
  [480, -37.47, -72.39], // Los Ángeles
  [530, -37.719, -72.24], // Mulchén
  [550, -37.954, -72.436], // Collipulli
  [580, -38.058, -72.384], // towards Ercilla, the end of the concession
];

const HALF_GAP_M = 7.5;
const M_PER_DEG_LAT = 111_320;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Interpolated axis position of a km (linear between the anchors around it). */
function axisAt(km: number): { lat: number; lon: number; east: number; north: number } {
  let i = DEMO_ANCHORS.findIndex((a, j) => j < DEMO_ANCHORS.length - 1 && km <= DEMO_ANCHORS[j + 1]![0]);
  if (i < 0) i = DEMO_ANCHORS.length - 2;
  const [k0, lat0, lon0] = DEMO_ANCHORS[i]!;
  const [k1, lat1, lon1] = DEMO_ANCHORS[i + 1]!;
  const f = (km - k0) / (k1 - k0);
  const lat = lat0 + f * (lat1 - lat0);
  // Direction of increasing km in local metres, for the perpendicular offset.
  const east = (lon1 - lon0) * M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
  const north = (lat1 - lat0) * M_PER_DEG_LAT;
  return { lat, lon: lon0 + f * (lon1 - lon0), east, north };
}

export function demoKmPosts(): KmPost[] {
  const posts: KmPost[] = [];
  const first = DEMO_ANCHORS[0]![0];
  const last = DEMO_ANCHORS[DEMO_ANCHORS.length - 1]![0];
  for (let km = first; km <= last; km++) {
    const { lat, lon, east, north } = axisAt(km);
    const length = Math.hypot(east, north);
    // Right of the direction of increasing km (southbound traffic's side, NORTH) is (north, -east).
    const rightEast = north / length;
    const rightNorth = -east / length;
    for (const [carriageway, sign] of [
      ['NORTH', 1],
      ['SOUTH', -1],
    ] as const) {
      const dNorth = sign * HALF_GAP_M * rightNorth;
      const dEast = sign * HALF_GAP_M * rightEast;
      posts.push({
        km,
        carriageway,
        lat: round6(lat + dNorth / M_PER_DEG_LAT),
        lon: round6(lon + dEast / (M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180))),
      });
    }
  }
  return posts;
}
