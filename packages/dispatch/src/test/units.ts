// A unit as GET /api/unit answers it (makeUnit), the test clock and the kinds.

export const NOW = Date.parse('2026-11-27T18:00:00.000Z');

// One unit fixture for the crew's and the dispatch tests (@vigia/test-utils).
export { makeUnit } from '@vigia/test-utils';

export const KINDS = [
  { code: 'PATROL', name: 'Patrulla', nameEn: 'Patrol', sortOrder: 1 },
  { code: 'TOW_LIGHT', name: 'Grúa liviana', nameEn: 'Light tow truck', sortOrder: 2 },
];
