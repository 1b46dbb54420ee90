// An open event as the server sends it, for the lifecycle tests (issue 26).
import type { Ticket } from '@vigia/domain';
import { makeTicket } from '@vigia/test-utils';

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000 - 5_000).toISOString();

export function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  return makeTicket({
    id: 42,
    description: '<p>Choque por alcance.</p>',
    sector: 'Santa Fe',
    dateEvent: minutesAgo(20),
    email: 'rocio@example.cl',
    phone: '+56 9 8765 4321',
    statusCode: 'EN_PROCESO',
    statusName: 'En proceso',
    assignedToId: 'op-1',
    assignedToName: 'Olga Operadora',
    createdById: 'drv-1',
    createdAt: minutesAgo(30),
    updatedAt: minutesAgo(12),
    severity: 'MAJOR',
    lanesBlocked: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
    takenAt: minutesAgo(25),
    slaDueAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    slaClock: 'CLOSE',
    ...overrides,
  });
}
