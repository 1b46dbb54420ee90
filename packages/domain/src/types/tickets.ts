// Events (tickets) as the API returns them, and what goes with one: search, comments, photos,
// history, assignment, the reporter's follow-up and possible duplicates. The fields a caller sends
// are in ../ticket-fields.ts, derived from the shared schema.
import type { SearchFilter } from '../shapes/list-filters';
import type { TicketUpdate } from '../ticket-fields';
import type { PageQuery } from './api';

/**
 * PATCH /api/ticket/{id} (issue 35): only the fields it changes; the others never change. Closing is
 * `{ statusCode: 'CERRADO', closeReason }`. The assignee has its own path (POST /api/ticket/assign).
 */
export type TicketPatch = Partial<Omit<TicketUpdate, 'assignedToId'>> & { statusCode?: string; closeReason?: string | null };

/** GET /api/ticket/search: a page and the filters of shapes/list-filters.ts (issue 37 item 8). */
export interface TicketSearchQuery extends PageQuery, SearchFilter {}

/** Kinds of ticket_history rows. */
export const HISTORY_ACTIONS = [
  'CREATED',
  'UPDATED',
  'TAKEN',
  'RELEASED',
  'COMMENT_ADDED',
  'ATTACHMENT_ADDED',
  'TRIAGED',
  'REOPENED',
  // Issue 26: a milestone recorded; a duplicate merged into a master; a secondary incident linked.
  'MILESTONE',
  'MERGED',
  'LINKED',
  // Issue 39: an outside agency told of the event, or its arrival or departure.
  'AGENCY',
  // Issue 40: an observation of the Inspección Fiscal opened, answered or resolved.
  'OBSERVATION',
  // Issue 40 item 4: the reporter's personal fields erased (retention or their deletion request).
  'PERSONAL_DATA_ERASED',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** POST /api/ticket/assign (SUPERVISOR, ADMIN): several events to one operator (null unassigns). */
export interface BulkAssignInput {
  ticketIds: number[];
  assignedToId: string | null;
}

/** GET /api/ticket/assignment's filter. */
export const ASSIGNMENT_FILTERS = ['all', 'unassigned', 'assigned'] as const;
export type AssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];

/** Kinds of line of the reporter's follow-up history. */
export const FOLLOW_UP_KINDS = ['CREATED', 'STATUS', 'ASSIGNED', 'COMMENT', 'REPORTER_COMMENT', 'PHOTO'] as const;
