// A piece of the demo km table (api-server's km-posts-demo.ts) for the location tests: the axis from
// Cabrero (km 450) towards Los Ángeles (km 480), a post every 5 km, the carriageways 7.5 m either
// side (NORTH, "norte a sur", to the west).
import type { KmPost } from '@vigia/domain/location';

const M_PER_DEG = 111_320;
export const latAt = (km: number) => -37.033 + ((km - 450) / 30) * (-37.47 + 37.033);
/** The longitude `metresEast` of the road's axis at `km`. */
export const lonAt = (km: number, metresEast: number) =>
  -72.405 + ((km - 450) / 30) * (-72.39 + 72.405) + metresEast / (M_PER_DEG * Math.cos((latAt(km) * Math.PI) / 180));
export const POSTS: KmPost[] = [450, 455, 460, 465, 470].flatMap((km) => [
  { km, lat: latAt(km), lon: lonAt(km, -7.5), carriageway: 'NORTH' as const },
  { km, lat: latAt(km), lon: lonAt(km, 7.5), carriageway: 'SOUTH' as const },
]);
export const TABLE = { approximate: true, updatedAt: '2026-11-01T00:00:00.000Z', version: 1, posts: POSTS };
