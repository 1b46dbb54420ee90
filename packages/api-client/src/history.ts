import type { TicketHistoryEntry } from '@vigia/domain';
import { call } from '@vigia/api-client/core';

/** GET /api/ticket/{id}/history: every change of the event, oldest first. */
export function getTicketHistory(ticketId: number): Promise<TicketHistoryEntry[]> {
  return call('get', `/api/ticket/${ticketId}/history`);
}
