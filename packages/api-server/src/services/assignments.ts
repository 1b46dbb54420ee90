// Assignment (issue 35: one path, one set of rules): who works on which open event. POST
// /api/ticket/assign, take, release and PUT /api/ticket/:id with a new assignedToId all come here:
// the same checks, the same notification, each read, check and write in one transaction on locked rows.
import type { FastifyInstance } from 'fastify';
import { formatKm, type Ticket } from '@vigia/domain';
import { decideAssign, decideRelease, decideTake, isClosed, mayBeAssignee, type Decision } from '@vigia/domain/event-policy';
import { enforce, enforceWho } from '../access/ticket-policy.ts';
import { badRequest, MESSAGES, notFound } from '../lib/errors.ts';
import { lockTickets, setAssignee, type Tx } from '../repositories/tickets.ts';
import { findActiveUser, type AuthUser } from '../repositories/users.ts';
import { checkIfMatch, lockForAction, versionCondition } from './ticket-versions.ts';

export const ASSIGN_MESSAGES = {
  notOperator: 'El operador no existe o no está habilitado',
  alreadyAssigned: 'El evento ya está asignado a otro operador',
  notYours: 'El evento no está asignado a usted',
  closed: 'El evento está cerrado',
  oneVersion: 'If-Match indica la versión de un solo evento: asigne ese evento solo, o no envíe If-Match',
} as const;

/** The category and km a notification names ("Accidente, km 485"). */
export const eventLabel = (ticket: Pick<Ticket, 'categoryName' | 'kilometer'>) =>
  `${ticket.categoryName}, km ${formatKm(ticket.kilometer)}`;

/** The EVENT_ASSIGNED notification's text, whichever path assigned it. */
export const assignedMessage = (ticket: Pick<Ticket, 'id' | 'categoryName' | 'kilometer'>) =>
  `Se le asignó el evento #${ticket.id} (${eventLabel(ticket)})`;

/** The assignee is an enabled OPERATOR (null unassigns); 400 on `assignedToId` otherwise. */
async function checkAssignee(tx: Tx, assignedToId: string | null): Promise<void> {
  if (!assignedToId) return;
  const assignee = await findActiveUser(tx, assignedToId);
  if (!assignee || !mayBeAssignee(assignee)) throw badRequest(ASSIGN_MESSAGES.notOperator, 'assignedToId');
}

/**
 * May `user` give these locked events to `assignedToId` (the event policy's decideAssign): who asks
 * (403), then to whom (400), then the events' state (409: closed events are never (re)assigned).
 * PUT /api/ticket/:id and POST /api/ticket/assign both come here.
 */
export async function checkAssignment(tx: Tx, user: AuthUser, events: Ticket[], assignedToId: string | null, field: string) {
  const decisions = events.map((event) => decideAssign(user, event));
  decisions.forEach(enforceWho);
  await checkAssignee(tx, assignedToId);
  const closed = events.find((_, i) => decisions[i] === 'conflict');
  if (closed) {
    const message = events.length > 1 ? `${ASSIGN_MESSAGES.closed} (#${closed.id})` : ASSIGN_MESSAGES.closed;
    enforce('conflict', { conflict: { message, field } });
  }
}

/** Tells the new assignee of each event (after the commit). */
export async function notifyAssigned(app: FastifyInstance, events: Ticket[], assignedToId: string | null, actorId: string) {
  if (!assignedToId) return;
  for (const ticket of events) await app.notify([assignedToId], 'EVENT_ASSIGNED', ticket.id, assignedMessage(ticket), actorId);
}

/** POST /api/ticket/assign: several events to one operator (or none), all or nothing; the ids that changed. */
export async function assignTickets(
  app: FastifyInstance,
  user: AuthUser,
  ticketIds: number[],
  assignedToId: string | null,
  ifMatch?: string | string[],
) {
  const ids = [...new Set(ticketIds)];
  // A version is one event's: with several, which one it names is unknowable.
  if (ids.length > 1 && versionCondition(ifMatch, undefined)) throw badRequest(ASSIGN_MESSAGES.oneVersion, 'ticketIds');
  const now = app.clock();
  const changed = await app.db.transaction(async (tx) => {
    const current = await lockTickets(tx, ids, now);
    if (current.length !== ids.length) throw notFound(MESSAGES.ticketNotFound);
    // Who asks (403) before the version (412), the version before the rest (400, 409), as a save.
    for (const event of current) {
      enforceWho(decideAssign(user, event));
      checkIfMatch(user, event, ifMatch);
    }
    await checkAssignment(tx, user, current, assignedToId, 'ticketIds');
    const changedIds = await setAssignee(tx, current, assignedToId, user.id, 'UPDATED', now);
    return current.filter((t) => changedIds.includes(t.id));
  });
  await notifyAssigned(app, changed, assignedToId, user.id);
  return changed.map((t) => t.id);
}

/** The event locked, or 404. */
async function lockOne(tx: Tx, id: number, now: Date): Promise<Ticket> {
  const [ticket] = await lockTickets(tx, [id], now);
  if (!ticket) throw notFound(MESSAGES.ticketNotFound);
  return ticket;
}

/** OPERATOR: an unassigned open event becomes theirs (decideTake: one taker wins; the other gets 409). */
export async function takeTicket(app: FastifyInstance, user: AuthUser, id: number, ifMatch?: string | string[]): Promise<void> {
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    // Someone else's by now: not the taker's to see, so the 409 below, never the event in a 412.
    const ticket = await lockForAction(tx, { user, id, ifMatch }, now, (event) => decideTake(user, event));
    const decision: Decision = decideTake(user, ticket);
    enforce(decision, { conflict: { message: isClosed(ticket) ? ASSIGN_MESSAGES.closed : ASSIGN_MESSAGES.alreadyAssigned } });
    if (decision === 'allow') await setAssignee(tx, [ticket], user.id, user.id, 'TAKEN', now);
  });
}

/** OPERATOR: one of their open events goes back to unassigned (decideRelease). */
export async function releaseTicket(app: FastifyInstance, user: AuthUser, id: number): Promise<void> {
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const ticket = await lockOne(tx, id, now);
    const mine = ticket.assignedToId === user.id;
    enforce(decideRelease(user, ticket), { conflict: { message: mine ? ASSIGN_MESSAGES.closed : ASSIGN_MESSAGES.notYours } });
    await setAssignee(tx, [ticket], null, user.id, 'RELEASED', now);
  });
}
