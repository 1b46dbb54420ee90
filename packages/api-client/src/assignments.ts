import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  type AssignmentFilter,
  type BulkAssignResult,
  type PageQuery,
  type Paged,
  type Ticket,
} from '@vigia/domain';
import { call } from '@vigia/api-client/core';
import { ifMatch } from './if-match';

/** Open events for the assignments screen (an operator gets the unassigned ones and their own). */
export function listAssignable(q: PageQuery & { filter?: AssignmentFilter } = {}): Promise<Paged<Ticket>> {
  return call('get', '/api/ticket/assignment', {
    searchParams: {
      page: q.page ?? DEFAULT_PAGE,
      size: q.size ?? DEFAULT_PAGE_SIZE,
      filter: q.filter && q.filter !== 'all' ? q.filter : undefined,
    },
  });
}

/** OPERATOR: assign an unassigned open event to myself; with the version shown, a stale one gets 412. */
export function takeTicket(ticketId: number, version?: number): Promise<Ticket> {
  return call('post', `/api/ticket/${ticketId}/take`, { headers: ifMatch(version) });
}

/** OPERATOR: give one of my events back (unassigned). */
export function releaseTicket(ticketId: number): Promise<Ticket> {
  return call('post', `/api/ticket/${ticketId}/release`);
}

/**
 * SUPERVISOR/ADMIN: several events to one operator (null unassigns); all or nothing. `version`: of
 * the one event assigned (the server refuses a version with several), a stale one gets 412.
 */
export function assignTickets(ticketIds: number[], assignedToId: string | null, version?: number): Promise<BulkAssignResult> {
  return call('post', '/api/ticket/assign', { json: { ticketIds, assignedToId }, headers: ifMatch(version) });
}
