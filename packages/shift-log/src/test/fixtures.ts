// Shift-log entries and a handover as the API answers them, for this package's tests.
import type { Handover, ShiftLogEntry } from '@vigia/domain';

export const OPERATOR_ID = '11111111-1111-4111-8111-111111111111';
export const SUPERVISOR_ID = '22222222-2222-4222-8222-222222222222';

export function makeEntry(overrides: Partial<ShiftLogEntry> = {}): ShiftLogEntry {
  return {
    id: 1,
    // 09:15 in Chile (summer time, UTC−3).
    at: '2026-11-27T12:15:00.000Z',
    authorId: OPERATOR_ID,
    authorName: 'Olga Operadora',
    kind: 'NOTE',
    text: 'Neblina densa en km 450',
    ticketId: null,
    unitId: null,
    unitCode: null,
    corrects: null,
    correctedBy: [],
    handoverId: null,
    ...overrides,
  };
}

export function makeHandover(overrides: Partial<Handover> = {}): Handover {
  return {
    id: 7,
    createdAt: '2026-11-27T23:00:00.000Z',
    createdById: OPERATOR_ID,
    createdByName: 'Olga Operadora',
    since: '2026-11-27T11:00:00.000Z',
    hash: 'ab'.repeat(32),
    verified: true,
    acknowledgedAt: null,
    acknowledgedById: null,
    acknowledgedByName: null,
    summary: {
      note: 'Atención al km 512: grúa en camino',
      openEvents: [
        {
          severity: 'CRITICAL',
          total: 1,
          events: [
            {
              id: 42,
              categoryName: 'Accidente',
              classificationName: 'Colisión múltiple',
              kilometer: 512.5,
              orientation: 'NORTH',
              statusName: 'En proceso',
              assignedToName: 'Olga Operadora',
              slaState: 'AT_RISK',
              slaDueAt: '2026-11-27T23:30:00.000Z',
              inspectorNoticeDueAt: '2026-11-27T23:20:00.000Z',
            },
          ],
        },
        { severity: 'MINOR', total: 0, events: [] },
      ],
      units: [
        { status: 'ON_SCENE', units: [{ id: 3, code: 'P-03', kind: 'PATROL', ticketId: 42 }] },
        { status: 'AVAILABLE', units: [] },
      ],
      awaitedAgencies: [{ entryId: 5, ticketId: 42, agencyName: 'SAMU', notifiedAt: '2026-11-27T22:40:00.000Z', reference: 'S-881' }],
      log: [{ id: 1, at: '2026-11-27T12:15:00.000Z', authorName: 'Olga Operadora', kind: 'NOTE', text: 'Neblina densa en km 450' }],
    },
    ...overrides,
  };
}
