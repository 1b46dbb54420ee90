// A unit as GET /api/unit answers it, with what a test changes.
import type { Unit } from '@vigia/domain';

export const NOW = Date.parse('2026-11-27T18:00:00.000Z');

export const makeUnit = (over: Partial<Unit>): Unit => ({
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
  ticketId: null,
  lat: null,
  lon: null,
  kilometer: null,
  orientation: null,
  positionAt: null,
  ...over,
});

export const KINDS = [
  { code: 'PATROL', name: 'Patrulla', nameEn: 'Patrol', sortOrder: 1 },
  { code: 'TOW_LIGHT', name: 'Grúa liviana', nameEn: 'Light tow truck', sortOrder: 2 },
];
