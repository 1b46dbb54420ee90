// An agency entry as GET /api/ticket/{id}/agency answers it: Carabineros told of event 7 at 18:05Z
// (15:05 in Chile), recorded at once, nothing more yet. A test names only what it is about.
import type { TicketAgency } from '@vigia/domain';

export function makeAgencyEntry(over: Partial<TicketAgency> = {}): TicketAgency {
  return {
    id: 1,
    ticketId: 7,
    agencyCode: 'CARABINEROS',
    agencyName: 'Carabineros de Chile',
    notifiedAt: '2026-11-27T18:05:00.000Z',
    recordedAt: '2026-11-27T18:05:00.000Z',
    recordedByName: 'Olga Operadora',
    backdated: false,
    reason: null,
    reference: null,
    arrivedAt: null,
    leftAt: null,
    version: 1,
    ...over,
  };
}
