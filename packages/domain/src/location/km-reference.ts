// Linear referencing on Ruta 5 (issue 24): a position (and the heading, when the device has one)
// becomes kilometre, direction and commune against the concession's km-post table. Pure and
// synchronous, so the server answers GET /api/location/km with it and the public form runs it
// offline on the cached table. Geometry is turf's (great-circle distances in metres).
import { bearing } from '@turf/bearing';
import { distance } from '@turf/distance';
import { lineString, point } from '@turf/helpers';
import { nearestPointOnLine } from '@turf/nearest-point-on-line';
import type { Static } from '@sinclair/typebox';
import type { KmLocationShape, KmPostShape } from '../shapes/location';
import { communeForKm, ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN, type Orientation } from '../constants';
import { formatKm } from '../km-format';

// Kept where it was first exported; it lives in the root entry now (the form follows the km with it).
export { communeForKm };

/** One km post: the position of kilometre `km` on one carriageway (the SPEC's codes: NORTH is "norte a sur", southbound). */
export type KmPost = Static<typeof KmPostShape>;

/** Farther than this from both carriageways, a position is not on the route. */
export const MAX_DISTANCE_FROM_ROAD_M = 300;
/** Within this of both carriageways (they are ~15 m apart), the heading, when known, decides. */
export const AMBIGUOUS_SIDE_M = 25;

export type KmReason = 'NO_REFERENCE' | 'INVALID_POINT' | 'OFF_ROUTE' | 'OUT_OF_RANGE';

/** A position on the route, as GET /api/location/km answers it (distanceMeters rounded). */
export type KmLocation = Static<typeof KmLocationShape>;

export type KmLookup =
  | ({ ok: true } & KmLocation)
  /** `kilometer`: OUT_OF_RANGE's, so a caller can word the message in another language. */
  | { ok: false; reason: KmReason; message: string; distanceMeters?: number; kilometer?: number };

export const KM_REASON_MESSAGES: Record<KmReason, (detail: { distanceMeters?: number; kilometer?: number }) => string> = {
  NO_REFERENCE: () => 'No hay una tabla de kilómetros cargada: ingrese el kilómetro y la dirección a mano',
  INVALID_POINT: () => 'La ubicación recibida no es válida: ingrese el kilómetro y la dirección a mano',
  OFF_ROUTE: ({ distanceMeters }) =>
    `Está a ${formatMeters(distanceMeters ?? 0)} de la Ruta 5 (más de ${MAX_DISTANCE_FROM_ROAD_M} m): ingrese el kilómetro y la dirección a mano`,
  OUT_OF_RANGE: ({ kilometer }) =>
    `La ubicación corresponde al km ${kilometer === undefined ? '' : formatKm(kilometer)}, fuera del tramo de la concesión (km ${ROAD_KM_MIN} al ${ROAD_KM_MAX})`,
};

const formatMeters = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(1).replace('.', ',')} km` : `${Math.round(m)} m`);

const fail = (reason: KmReason, detail: { distanceMeters?: number; kilometer?: number } = {}): KmLookup => ({
  ok: false,
  reason,
  message: KM_REASON_MESSAGES[reason](detail),
  ...(detail.distanceMeters !== undefined ? { distanceMeters: detail.distanceMeters } : {}),
  ...(detail.kilometer !== undefined ? { kilometer: detail.kilometer } : {}),
});

interface Carriageway {
  orientation: Orientation;
  posts: KmPost[];
}

/** The table as one line per carriageway, posts in km order. Built once per table (it is cached). */
export function buildKmReference(posts: readonly KmPost[]): Carriageway[] {
  return ORIENTATIONS.flatMap((orientation) => {
    const own = posts.filter((p) => p.carriageway === orientation).sort((a, b) => a.km - b.km);
    return own.length >= 2 ? [{ orientation, posts: own }] : [];
  });
}

interface Snap {
  carriageway: Carriageway;
  distanceMeters: number;
  kilometer: number;
  /** Bearing of travel towards higher km at the snapped segment (southwards on Ruta 5 Sur). */
  bearingUp: number;
}

/** Segments turf measures exactly; more than one in case the rough ranking below is off. */
const CANDIDATE_SEGMENTS = 3;

/**
 * The segments nearest to a point by a rough planar measure (degrees, longitude scaled by the
 * latitude's cosine), nearest first. turf's nearestPointOnLine costs ~50 µs a segment, so a table
 * with a post every 10 m would take half a second a lookup; this ranking is a few multiplications a
 * segment, and only the best few are handed to turf.
 */
function candidateSegments(posts: readonly KmPost[], lat: number, lon: number): number[] {
  const kx = Math.cos((lat * Math.PI) / 180);
  const best: { i: number; d: number }[] = [];
  for (let i = 0; i < posts.length - 1; i++) {
    const a = posts[i]!;
    const b = posts[i + 1]!;
    const ax = (a.lon - lon) * kx;
    const ay = a.lat - lat;
    const dx = (b.lon - a.lon) * kx;
    const dy = b.lat - a.lat;
    const length2 = dx * dx + dy * dy;
    const t = length2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2)) : 0;
    const d = (ax + t * dx) ** 2 + (ay + t * dy) ** 2;
    if (best.length < CANDIDATE_SEGMENTS || d < best[best.length - 1]!.d) {
      best.push({ i, d });
      best.sort((x, y) => x.d - y.d);
      if (best.length > CANDIDATE_SEGMENTS) best.pop();
    }
  }
  return best.map((c) => c.i);
}

function snap(carriageway: Carriageway, at: ReturnType<typeof point>, lat: number, lon: number): Snap {
  const { posts } = carriageway;
  let i = 0;
  let nearest: ReturnType<typeof nearestPointOnLine> | null = null;
  for (const candidate of candidateSegments(posts, lat, lon)) {
    const a = posts[candidate]!;
    const b = posts[candidate + 1]!;
    const found = nearestPointOnLine(
      lineString([
        [a.lon, a.lat],
        [b.lon, b.lat],
      ]),
      at,
      { units: 'meters' },
    );
    if (!nearest || found.properties.pointDistance < nearest.properties.pointDistance) {
      nearest = found;
      i = candidate;
    }
  }
  const from = posts[i]!;
  const to = posts[i + 1]!;
  const segment = distance([from.lon, from.lat], [to.lon, to.lat], { units: 'meters' });
  const along = distance([from.lon, from.lat], nearest!.geometry.coordinates, { units: 'meters' });
  const fraction = segment > 0 ? Math.min(1, along / segment) : 0;
  return {
    carriageway,
    distanceMeters: nearest!.properties.pointDistance,
    kilometer: from.km + fraction * (to.km - from.km),
    bearingUp: bearing([from.lon, from.lat], [to.lon, to.lat]),
  };
}

/** Smallest angle between two bearings, 0–180°. */
const angleBetween = (a: number, b: number) => {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
};

/** A heading in degrees (0 = north, clockwise) or null when the device gives none. */
function validHeading(heading: number | null | undefined): number | null {
  return typeof heading === 'number' && Number.isFinite(heading) && heading >= 0 && heading <= 360 ? heading : null;
}

/**
 * Snaps a position to the nearest carriageway and interpolates the km between its posts. With a
 * heading and both carriageways within AMBIGUOUS_SIDE_M, the direction of travel decides: GPS
 * error is larger than the ~15 m between the carriageways. Farther out the nearer side holds.
 */
export function locateKm(reference: readonly Carriageway[], position: { lat: number; lon: number; heading?: number | null }): KmLookup {
  if (reference.length === 0) return fail('NO_REFERENCE');
  const { lat, lon } = position;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return fail('INVALID_POINT');
  const at = point([lon, lat]);
  const snaps = reference.map((c) => snap(c, at, lat, lon)).sort((a, b) => a.distanceMeters - b.distanceMeters);
  let chosen = snaps[0]!;
  const heading = validHeading(position.heading);
  const other = snaps[1];
  if (heading !== null && other && other.distanceMeters <= AMBIGUOUS_SIDE_M) {
    const goingUp = angleBetween(heading, chosen.bearingUp) < 90;
    // Travelling towards higher km is travelling south on Ruta 5 Sur: "norte a sur", NORTH.
    const wanted: Orientation = goingUp ? 'NORTH' : 'SOUTH';
    chosen = snaps.find((s) => s.carriageway.orientation === wanted) ?? chosen;
  }
  const distanceMeters = Math.round(chosen.distanceMeters);
  if (chosen.distanceMeters > MAX_DISTANCE_FROM_ROAD_M) return fail('OFF_ROUTE', { distanceMeters });
  const km = Math.round(chosen.kilometer * 10) / 10;
  if (km < ROAD_KM_MIN || km > ROAD_KM_MAX) return fail('OUT_OF_RANGE', { kilometer: km, distanceMeters });
  const place = communeForKm(km);
  if (!place) return fail('OUT_OF_RANGE', { kilometer: km, distanceMeters });
  return { ok: true, kilometer: place.kilometer, orientation: chosen.carriageway.orientation, commune: place.commune, distanceMeters };
}
