// Events (tickets) as the API returns them, and what goes with one: search, comments, photos,
// history, assignment, the reporter's follow-up and possible duplicates. The fields a caller sends
// are in ../ticket-fields.ts, derived from the shared schema.
import type { CommentAuthorKind, CommentVisibility, Orientation, Severity, SlaState } from '../constants';
import type { TicketUpdate } from '../ticket-fields';
import type { PageQuery } from './api';
import type { TicketLifecycle } from './lifecycle';
import type { LanesBlocked } from './triage';

/** An event as stored: what a caller sends (without `alternateAddress`, never kept) and more. */
export interface Ticket extends Omit<TicketUpdate, 'alternateAddress'>, TicketLifecycle {
  id: number;
  /** Incremented by every write (issue 35); also the `ETag` of GET /api/ticket/{id}. Send it back as `If-Match`. */
  version: number;
  /** Always stored: the server sets it on creation. */
  channelCode: string;
  /** Category code and subcategory id, derived from the classification. */
  category: string;
  subcategory: number;
  categoryName: string;
  subcategoryName: string;
  classificationName: string;
  statusName: string;
  assignedToName: string | null;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
  /** Triage (issue 23): derived from the classification at creation, then changed by staff. */
  severity: Severity;
  lanesBlocked: LanesBlocked;
  /** First time someone was assigned; null while nobody took it. */
  takenAt: string | null;
  closedAt: string | null;
  /** Code and name of the reason it was closed with (null while open). */
  closeReason: string | null;
  closeReasonName: string | null;
  /** The pending target: being taken while unassigned, else being closed; for a closed event, the close target. */
  slaDueAt: string;
  /** For a closed event: whether it closed in time (OK or BREACHED). */
  slaState: SlaState;
}

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

export interface Comment {
  id: number;
  comment: string;
  visibility: CommentVisibility;
  /** REPORTER: written on the follow-up page (always PUBLIC, no author id; authorName is the reporter's name, maybe empty). */
  authorKind: CommentAuthorKind;
  authorId: string | null;
  authorName: string;
  createdAt: string;
}

export interface Attachment {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
  createdAt: string;
}

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

export interface HistoryChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

/** GET /api/ticket/{id}/history: one change of an event, oldest first. Ids are resolved to names. */
export interface TicketHistoryEntry {
  id: number;
  action: HistoryAction;
  changedAt: string;
  actorId: string | null;
  actorName: string | null;
  changes: HistoryChange[];
}

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
