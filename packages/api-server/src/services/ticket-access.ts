// Object-level checks shared by the ticket, comment and attachment routes.
import type { Ticket } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { forbidden, MESSAGES, notFound } from '../lib/errors.ts';
import { canEdit, canSee, canWorkOn } from '../access/ticket-policy.ts';
import { getTicket } from '../repositories/tickets.ts';
import type { AuthUser } from '../repositories/users.ts';

/** A ticket the user may see; 404 (not 403) otherwise so ids of others' events leak nothing. */
export async function loadVisibleTicket(db: Db, user: AuthUser, id: number, now?: Date): Promise<Ticket> {
  const ticket = await getTicket(db, id, now);
  if (!ticket || !canSee(user, ticket)) throw notFound(MESSAGES.ticketNotFound);
  return ticket;
}

/** A ticket the user may comment on, add photos to and triage (not an inspector: read-only). */
export async function loadWorkableTicket(db: Db, user: AuthUser, id: number): Promise<Ticket> {
  const ticket = await loadVisibleTicket(db, user, id);
  if (!canWorkOn(user, ticket)) throw forbidden();
  return ticket;
}

/** A ticket the user may edit and close: an operator only once it is assigned to them. */
export async function loadEditableTicket(db: Db, user: AuthUser, id: number): Promise<Ticket> {
  const ticket = await loadVisibleTicket(db, user, id);
  if (!canEdit(user, ticket)) throw forbidden();
  return ticket;
}
