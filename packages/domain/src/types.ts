// Shapes of the API of SPEC §7 as the client and the server both see them.
import type { Orientation, Role } from './constants';

/** Every response: `{ payload }` on success, `{ payload: null, errors }` on failure. */
export interface ApiEnvelope<T> {
  payload: T;
  errors?: ApiFieldError[];
}

export interface ApiFieldError {
  /** API field name the message is about; absent for errors about the whole request. */
  field?: string;
  message: string;
}

export interface Paged<T> {
  content: T[];
  page: number;
  size: number;
  total: number;
  /** Set when the count stopped at `total` and more match (a text search): "more than total". */
  totalCapped?: boolean;
}

export interface PageQuery {
  page?: number;
  size?: number;
}

export interface Category {
  id: number;
  code: string;
  name: string;
}

export interface Subcategory {
  id: number;
  name: string;
}

export interface Classification {
  id: number;
  name: string;
}

export interface Status {
  code: string;
  name: string;
}

/** The fields a reporter or staff member sends when creating an event (POST /api/ticket). */
export interface TicketInput {
  description: string;
  kilometer: number;
  sector: string;
  commune: string;
  orientation: Orientation;
  dateEvent: string;
  channelCode: string;
  classificationId: number;
  realAddress: string;
  email: string;
  fullName: string;
  phone: string;
  rut: string;
  patente: string;
}

/** PUT /api/ticket/{id}: the create fields plus status and assignee. */
export interface TicketUpdate extends TicketInput {
  statusCode: string;
  assignedToId: string | null;
}

export interface Ticket extends TicketUpdate {
  id: number;
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
}

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

export interface Notification {
  id: number;
  type: string;
  ticketId: number | null;
  message: string;
  read: boolean;
  createdAt: string;
}

/** GET /api/user/me, read as SPEC §3 says. */
export interface MeResponse {
  email: string;
  userProfileDto: {
    id: string;
    nickName: string;
    genre: string;
    groups: { code: string }[];
  };
}

/** A user as the admin screens and /api/user/list see it; never carries the password. */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileCode: Role;
  phone: string;
  rut: string;
  realAddress: string;
  enabled: boolean;
  createdAt: string;
}

export interface UserProfileInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  profileCode: Role;
  phone: string;
  rut: string;
  realAddress: string;
}

export interface UserProfileUpdate extends Omit<UserProfileInput, 'password'> {
  uuid: string;
  /** Empty or absent keeps the current password. */
  password?: string;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface OperatorSummary {
  id: string;
  name: string;
  email: string;
}

/** The signed-in user as the client keeps it (SPEC §3). */
export interface SessionUser {
  id: string;
  avatar: string;
  email: string;
  name: string;
  jobtitle: string;
  username: string;
  location: string;
  role: string;
  posts: null;
  coverImg: string;
  followers: null;
  description: string;
}

export interface CountBy {
  code: string;
  name: string;
  count: number;
}

/** GET /api/report/reportStatistic: counts over the events the caller may see. */
export interface ReportStatistic {
  total: number;
  byStatus: CountBy[];
  byCategory: CountBy[];
  /** The seven communes in road order (even at 0), then any other commune found. */
  byCommune: CountBy[];
  /** NORTH (norte a sur) and SOUTH (sur a norte). */
  byDirection: CountBy[];
  byCommuneDirection: { commune: string; north: number; south: number }[];
  /** The last 30 days (America/Santiago), oldest first, every day listed. */
  perDay: { date: string; count: number }[];
  open: number;
  closed: number;
  /** Open events nobody is assigned to. */
  unassigned: number;
  /** Mean hours from report to close over the closed events; null when none is closed. */
  meanHoursToClose: number | null;
}

/** Kinds of notification the server creates (who gets which: packages/api-server/README.md). */
export const NOTIFICATION_TYPES = ['EVENT_CREATED', 'EVENT_ASSIGNED', 'STATUS_CHANGED', 'EVENT_CLOSED', 'COMMENT_ADDED'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** GET /api/notification/unread */
export interface UnreadCount {
  count: number;
}

/** POST /api/notification/stream/ticket: a single-use ticket for the SSE stream (EventSource sends no headers). */
export interface StreamTicket {
  ticket: string;
  expiresIn: number;
}

/** Kinds of ticket_history rows. */
export const HISTORY_ACTIONS = ['CREATED', 'UPDATED', 'TAKEN', 'RELEASED', 'COMMENT_ADDED', 'ATTACHMENT_ADDED'] as const;
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

/** GET /api/report/strip: an open event on the highway strip (no personal data). */
export interface StripEvent {
  id: number;
  kilometer: number;
  orientation: Orientation;
  commune: string;
  category: string;
  categoryName: string;
  classificationName: string;
  statusCode: string;
  statusName: string;
  dateEvent: string;
  assigned: boolean;
}

/** GET /api/report/{type}: the monthly reports. */
export const REPORT_TYPES = ['events', 'closed', 'summary'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** POST /api/ticket/follow-up: the reporter's view of their event (never personal data). */
export interface FollowUpEntry {
  at: string;
  kind: 'CREATED' | 'STATUS' | 'ASSIGNED' | 'COMMENT';
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
