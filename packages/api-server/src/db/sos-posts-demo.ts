// The demo's SOS posts (issue 39): APPROXIMATE, not surveyed. A post every 2 km over km 410–580 on
// both carriageways, numbered along the road: odd numbers on NORTH ("norte a sur"), even on SOUTH
// (post 1 at km 410 NORTH, post 2 at km 410 SOUTH, post 3 at km 412 NORTH…). ADMIN replaces it with
// the concession's real table (POST /api/location/sos).
import { ROAD_KM_MAX, ROAD_KM_MIN } from '@vigia/domain';
import type { SosPost } from '@vigia/domain';

export const DEMO_SOS_SPACING_KM = 2;

export function demoSosPosts(): SosPost[] {
  const posts: SosPost[] = [];
  for (let km = ROAD_KM_MIN, i = 0; km <= ROAD_KM_MAX; km += DEMO_SOS_SPACING_KM, i++) {
    posts.push({ number: 2 * i + 1, kilometer: km, orientation: 'NORTH' });
    posts.push({ number: 2 * i + 2, kilometer: km, orientation: 'SOUTH' });
  }
  return posts;
}
