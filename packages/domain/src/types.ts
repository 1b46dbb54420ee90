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
  byCommune: CountBy[];
}
