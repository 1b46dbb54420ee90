// A unit as GET /api/unit answers it (makeUnit), the test clock and the kinds.
import type { EventUnit } from '@vigia/domain';
// One unit fixture for the crew's and the dispatch tests (@vigia/test-utils).
import { makeUnit } from '@vigia/test-utils';

export { makeUnit };

export const NOW = Date.parse('2026-11-27T18:00:00.000Z');

export const KINDS = [
  { code: 'PATROL', name: 'Patrulla', nameEn: 'Patrol', sortOrder: 1 },
  { code: 'TOW_LIGHT', name: 'Grúa liviana', nameEn: 'Light tow truck', sortOrder: 2 },
];

/** A unit sent to an event as GET /api/ticket/{id}/units answers it: P-03 sent at 18:02Z (15:02 in Chile), not yet on its way. */
export function makeSentUnit(over: Partial<EventUnit> = {}): EventUnit {
  const { id: unitId, code, kind } = makeUnit({ id: 3, code: 'P-03' });
  return {
    unitId,
    code,
    kind,
    dispatchedAt: '2026-11-27T18:02:00.000Z',
    enRouteAt: null,
    onSceneAt: null,
    releasedAt: null,
    ...over,
  };
}
