// Assignment (issue 35: one path, one set of rules): who works on which open event. POST
// /api/ticket/assign, take, release and PUT /api/ticket/:id with a new assignedToId all come here:
// the same checks, the same notification, each read, check and write in one transaction on locked rows.
import type { FastifyInstance } from 'fastify';
import { CLOSED_STATUS, type Ticket } from '@vigia/domain';
import { badRequest, forbidden, HttpError, MESSAGES, notFound } from '../lib/errors.ts';
import { lockTickets, setAssignee, type Tx } from '../repositories/tickets.ts';
import { findActiveUser, type AuthUser } from '../repositories/users.ts';

export const ASSIGN_MESSAGES = {
  notOperator: 'El operador no existe o no está habilitado',
  alreadyAssigned: 'El evento ya está asignado a otro operador',
  notYours: 'El evento no está asignado a usted',
  closed: 'El evento está cerrado',
} as const;

/** The category and km a notification names ("Accidente, km 485"). */
export const eventLabel = (ticket: Pick<Ticket, 'categoryName' | 'kilometer'>) => `${ticket.categoryName}, km ${ticket.kilometer}`;

/** The EVENT_ASSIGNED notification's text, whichever path assigned it. */
export const assignedMessage = (ticket: Pick<Ticket, 'id' | 'categoryName' | 'kilometer'>) =>
  `Se le asignó el evento #${ticket.id} (${eventLabel(ticket)})`;

const isManager = (user: AuthUser) => user.role === 'SUPERVISOR' || user.role === 'ADMIN';

/** Only SUPERVISOR and ADMIN assign, and only to an enabled OPERATOR (null unassigns). */
export async function checkAssigner(tx: Tx, user: AuthUser, assignedToId: string | null): Promise<void> {
  if (!isManager(user)) throw forbidden();
  if (!assignedToId) return;
  const assignee = await findActiveUser(tx, assignedToId);
  if (!assignee || assignee.role !== 'OPERATOR') throw badRequest(ASSIGN_MESSAGES.notOperator, 'assignedToId');
}

/** Closed events are never (re)assigned. */
export function checkAssignable(current: Ticket[], field: string): void {
  const closed = current.find((t) => t.statusCode === CLOSED_STATUS);
  if (closed) throw new HttpError(409, current.length > 1 ? `${ASSIGN_MESSAGES.closed} (#${closed.id})` : ASSIGN_MESSAGES.closed, field);
}

/** Tells the new assignee of each event (after the commit). */
export async function notifyAssigned(app: FastifyInstance, events: Ticket[], assignedToId: string | null, actorId: string) {
  if (!assignedToId) return;
  for (const ticket of events) await app.notify([assignedToId], 'EVENT_ASSIGNED', ticket.id, assignedMessage(ticket), actorId);
}

/** POST /api/ticket/assign: several events to one operator (or none), all or nothing; the ids that changed. */
export async function assignTickets(app: FastifyInstance, user: AuthUser, ticketIds: number[], assignedToId: string | null) {
  const ids = [...new Set(ticketIds)];
  const now = app.clock();
  const changed = await app.db.transaction(async (tx) => {
    await checkAssigner(tx, user, assignedToId);
    const current = await lockTickets(tx, ids, now);
    if (current.length !== ids.length) throw notFound(MESSAGES.ticketNotFound);
    checkAssignable(current, 'ticketIds');
    const changedIds = await setAssignee(tx, current, assignedToId, user.id, 'UPDATED', now);
    return current.filter((t) => changedIds.includes(t.id));
  });
  await notifyAssigned(app, changed, assignedToId, user.id);
  return changed.map((t) => t.id);
}

/** OPERATOR: an unassigned open event becomes theirs (one taker wins; the other gets 409). */
export async function takeTicket(app: FastifyInstance, user: AuthUser, id: number): Promise<void> {
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const [ticket] = await lockTickets(tx, [id], now);
    // Visible to an operator: their own, or unassigned and open (what the assignments list shows).
    if (!ticket || (ticket.assignedToId !== null && ticket.assignedToId !== user.id)) {
      if (ticket && ticket.statusCode !== CLOSED_STATUS) throw new HttpError(409, ASSIGN_MESSAGES.alreadyAssigned);
      throw notFound(MESSAGES.ticketNotFound);
    }
    if (ticket.statusCode === CLOSED_STATUS) throw new HttpError(409, ASSIGN_MESSAGES.closed);
    await setAssignee(tx, [ticket], user.id, user.id, 'TAKEN', now);
  });
}

/** OPERATOR: one of their open events goes back to unassigned. */
export async function releaseTicket(app: FastifyInstance, user: AuthUser, id: number): Promise<void> {
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const [ticket] = await lockTickets(tx, [id], now);
    if (!ticket) throw notFound(MESSAGES.ticketNotFound);
    if (ticket.assignedToId !== user.id) throw new HttpError(409, ASSIGN_MESSAGES.notYours);
    if (ticket.statusCode === CLOSED_STATUS) throw new HttpError(409, ASSIGN_MESSAGES.closed);
    await setAssignee(tx, [ticket], null, user.id, 'RELEASED', now);
  });
}
