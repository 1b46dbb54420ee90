// Object-level checks shared by the ticket, comment and attachment routes and the services (the event policy's
// decisions, access/ticket-policy.ts).
import type { Ticket } from '@vigia/domain';
import { decideWork } from '@vigia/domain/event-policy';
import type { Db } from '../db/client.ts';
import { MESSAGES, notFound } from '../lib/errors.ts';
import { canSee, enforce } from '../access/ticket-policy.ts';
import { getTicket } from '../repositories/tickets.ts';
import { isDispatchedCrew } from '../repositories/units.ts';
import type { AuthUser } from '../repositories/users.ts';

/**
 * A ticket the user may see; 404 (not 403) otherwise so ids of others' events leak nothing. Besides
 * the policy's rule, a DRIVER reads the event their unit is sent to, while it is (issue 38): the only
 * place a crew's reading is decided. Comments stay the policy's; photos see loadWorkableTicket.
 */
export async function loadVisibleTicket(db: Db, user: AuthUser, id: number, now?: Date): Promise<Ticket> {
  const ticket = await getTicket(db, id, now);
  if (!ticket) throw notFound(MESSAGES.ticketNotFound);
  if (canSee(user, ticket)) return ticket;
  if (user.role === 'DRIVER' && (await isDispatchedCrew(db, user.id, id))) return ticket;
  throw notFound(MESSAGES.ticketNotFound);
}

/**
 * A ticket the user may add photos to (not an inspector: read-only). A DRIVER who reads it (their
 * report, or the event their unit is sent to) photographs the scene from the crew's card (issue 38).
 */
export async function loadWorkableTicket(db: Db, user: AuthUser, id: number): Promise<Ticket> {
  const ticket = await loadVisibleTicket(db, user, id);
  if (user.role === 'DRIVER') return ticket;
  enforce(decideWork(user, ticket));
  return ticket;
}

/** The event as it is now, after a change its caller was allowed to make (so to read it too). */
export async function ticketNow(db: Db, id: number, now: Date): Promise<Ticket> {
  const ticket = await getTicket(db, id, now);
  if (!ticket) throw notFound(MESSAGES.ticketNotFound);
  return ticket;
}
