// A unit as GET /api/unit answers it (issue 38), for the crew's and the dispatch screens' tests: an
// AVAILABLE patrol with no driver, event or position unless a test says otherwise.
import type { Unit } from '@vigia/domain';

export function makeUnit(overrides: Partial<Unit> = {}): Unit {
  return {
    id: 1,
    code: 'P-01',
    kind: 'PATROL',
    plate: 'AB-CD-12',
    baseKm: 450,
    active: true,
    version: 1,
    status: 'AVAILABLE',
    statusSince: '2026-11-27T17:00:00.000Z',
    driverId: null,
    driverName: null,
    ticketId: null,
    lat: null,
    lon: null,
    kilometer: null,
    orientation: null,
    positionAt: null,
    ...overrides,
  };
}
