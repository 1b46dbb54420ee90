import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  type Attachment,
  type Comment,
  type CommentVisibility,
  type PageQuery,
  type Paged,
  type Ticket,
  type TicketInput,
  type TicketPatch,
  type TicketSearchQuery,
  type TicketUpdate,
} from '@vigia/domain';
import { call, request } from '@vigia/api-client/core';
import { ifMatch } from './if-match';

const page = (q: PageQuery = {}) => ({ page: q.page ?? DEFAULT_PAGE, size: q.size ?? DEFAULT_PAGE_SIZE });

export function listMyTickets(q?: PageQuery): Promise<Paged<Ticket>> {
  return call('get', '/api/ticket/list/me', { searchParams: page(q) });
}

export function listOperatorTickets(operatorId: string, q?: PageQuery): Promise<Paged<Ticket>> {
  return call('get', `/api/ticket/list/operator/${encodeURIComponent(operatorId)}`, { searchParams: page(q) });
}

export function searchTickets(q: TicketSearchQuery = {}): Promise<Paged<Ticket>> {
  const { id, categoria, estado, q: text, from, to, kmFrom, kmTo, commune, severity, channel } = q;
  return call('get', '/api/ticket/search', {
    searchParams: { ...page(q), id, categoria, estado, q: text, from, to, kmFrom, kmTo, commune, severity, channel },
  });
}

export function getTicket(id: number): Promise<Ticket> {
  return call('get', `/api/ticket/${id}`);
}

export interface CreatedTicket {
  id: number;
  /** Short-lived capability that lets an anonymous reporter attach photos to this event. */
  uploadToken: string | null;
  /** The reporter's secret follow-up token (issue 34): with the id, the follow-up link. */
  followUpToken: string | null;
}

export interface CreateTicketOptions {
  /** Same key within 24 h → the server answers the first creation again (same id and upload token). */
  idempotencyKey?: string;
}

/** POST /api/ticket; the payload is the new id. Extra form fields (category, honeypot) pass through. */
export async function createTicket(
  input: TicketInput & Record<string, unknown>,
  options: CreateTicketOptions = {},
): Promise<CreatedTicket> {
  const headers = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined;
  const { payload, response } = await request<number>('post', '/api/ticket', { json: input, headers });
  return { id: payload, uploadToken: response.headers.get('x-upload-token'), followUpToken: response.headers.get('x-follow-up-token') };
}

export interface UpdateTicketOptions {
  /** The version the edit started from: sent as `If-Match`, so a stale save is refused (412) instead of reverting another user's change. */
  version?: number;
}

/** PUT /api/ticket/{id}: the whole event. Without a version the write is unconditional (SPEC). */
export function updateTicket(
  id: number,
  update: TicketUpdate & Record<string, unknown>,
  options: UpdateTicketOptions = {},
): Promise<Ticket> {
  return call('put', `/api/ticket/${id}`, { json: update, headers: ifMatch(options.version) });
}

/**
 * PATCH /api/ticket/{id}: only the fields that change (a status, a close with its reason, an edit);
 * the others stay as they are on the server. With a version, a stale change is refused (412, see conflictTicket).
 */
export function patchTicket(id: number, changes: TicketPatch, version?: number): Promise<Ticket> {
  return call('patch', `/api/ticket/${id}`, { json: changes, headers: ifMatch(version) });
}

export function listComments(ticketId: number, q?: PageQuery): Promise<Paged<Comment>> {
  return call('get', `/api/ticket/${ticketId}/comment`, { searchParams: page(q) });
}

/** INTERNAL (the default) stays with the team; PUBLIC also reaches the reporter (follow-up, mail). */
export function createComment(ticketId: number, comment: string, visibility: CommentVisibility = 'INTERNAL'): Promise<Comment> {
  return call('post', `/api/ticket/${ticketId}/comment`, { json: { comment, visibility } });
}

export function listAttachments(ticketId: number): Promise<Paged<Attachment>> {
  return call('get', `/api/ticket/${ticketId}/attachment`, { searchParams: { page: 0, size: 100 } });
}
