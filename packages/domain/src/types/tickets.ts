// Events (tickets) as the API returns them, and what goes with one: search, comments, photos,
// history, assignment, the reporter's follow-up and possible duplicates. The fields a caller sends
// are in ../ticket-fields.ts, derived from the shared schema.
import type { Static } from '@sinclair/typebox';
import type { Orientation } from '../constants';
import type { AttachmentShape, CommentShape, HistoryChangeShape, TicketHistoryEntryShape, TicketShape } from '../shapes/tickets';
import type { TicketUpdate } from '../ticket-fields';
import type { PageQuery } from './api';

/**
 * An event as the API returns it (list rows, detail, the 412 of a stale save): the static type of
 * the schema the server serializes with (shapes/tickets.ts), so neither can miss a field. Its
 * fields a caller sends equal TicketUpdate's (checked in shapes/response-shapes.test-d.ts).
 */
export type Ticket = Static<typeof TicketShape>;

/**
 * PATCH /api/ticket/{id} (issue 35): only the fields it changes; the others never change. Closing is
 * `{ statusCode: 'CERRADO', closeReason }`. The assignee has its own path (POST /api/ticket/assign).
 */
export type TicketPatch = Partial<Omit<TicketUpdate, 'assignedToId'>> & { statusCode?: string; closeReason?: string | null };

export interface TicketSearchQuery extends PageQuery {
  id?: number;
  categoria?: string;
  estado?: string;
  q?: string;
  from?: string;
  to?: string;
}

/** A comment; REPORTER: written on the follow-up page (always PUBLIC, no author id). */
export type Comment = Static<typeof CommentShape>;

export type Attachment = Static<typeof AttachmentShape>;

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
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export type HistoryChange = Static<typeof HistoryChangeShape>;

/** GET /api/ticket/{id}/history: one change of an event, oldest first. Ids are resolved to names. */
export type TicketHistoryEntry = Static<typeof TicketHistoryEntryShape>;

/** POST /api/ticket/assign (SUPERVISOR, ADMIN): several events to one operator (null unassigns). */
export interface BulkAssignInput {
  ticketIds: number[];
  assignedToId: string | null;
}

export type AssignmentFilter = 'all' | 'unassigned' | 'assigned';

/** POST /api/ticket/follow-up: the reporter's view of their event (never personal data). */
export interface FollowUpEntry {
  at: string;
  /** COMMENT: the concession's public comment; REPORTER_COMMENT, PHOTO: what the reporter added. */
  kind: 'CREATED' | 'STATUS' | 'ASSIGNED' | 'COMMENT' | 'REPORTER_COMMENT' | 'PHOTO';
  statusCode?: string;
  statusName?: string;
  comment?: string;
}

export interface FollowUpView {
  id: number;
  statusCode: string;
  statusName: string;
  closed: boolean;
  categoryName: string;
  subcategoryName: string;
  classificationName: string;
  commune: string;
  sector: string;
  kilometer: number;
  orientation: Orientation;
  dateEvent: string;
  createdAt: string;
  updatedAt: string;
  history: FollowUpEntry[];
}

/** GET /api/ticket/duplicates: an open event that may be the one being reported (no personal data). */
export interface PossibleDuplicate {
  id: number;
  kilometer: number;
  orientation: string;
  dateEvent: string;
  categoryName: string;
  statusName: string;
}
