// Need to know (issue 40): every event answer goes through here, masked for the caller's role by
// the domain's table, and every read of unmasked personal data is recorded (one insert per request,
// a list's ids batched). The reporter's own creation and follow-up never come here.
import {
  IDENTITY_FIELDS,
  isMaskedValue,
  maskPersonalData,
  mayReveal,
  seesIdentity,
  unmaskedFieldsFor,
  type Paged,
  type RevealedPersonalData,
  type Role,
  type Ticket,
} from '@vigia/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/errors.ts';
import { recordPersonalDataAccess } from '../repositories/personal-data-access.ts';
import type { AuthUser } from '../repositories/users.ts';
import { loadVisibleTicket } from './ticket-access.ts';

/** The event as `role` may read it. */
export const presentTicket = (ticket: Ticket, role: Role): Ticket => maskPersonalData(ticket, role);

/** "GET /api/ticket/:id": what an automatic read's log row names. */
export const routeOf = (request: FastifyRequest): string => `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/** Records that `user` read the unmasked personal data of `ticketIds` through `route` (nothing for a role that reads none). */
export async function recordReads(db: Db, user: AuthUser, ticketIds: readonly number[], route: string): Promise<void> {
  await recordPersonalDataAccess(db, { userId: user.id, ticketIds, fields: unmaskedFieldsFor(user.role), route });
}

/** One event answered to `user`: masked for its role, its unmasked read recorded. */
export async function answerTicket(db: Db, request: FastifyRequest, user: AuthUser, ticket: Ticket): Promise<Ticket> {
  await recordReads(db, user, [ticket.id], routeOf(request));
  return presentTicket(ticket, user.role);
}

/** A page of events answered to `user`: masked, the ids read unmasked in one log row. */
export async function answerTickets(db: Db, request: FastifyRequest, user: AuthUser, page: Paged<Ticket>): Promise<Paged<Ticket>> {
  await recordReads(
    db,
    user,
    page.content.map((t) => t.id),
    routeOf(request),
  );
  return { ...page, content: page.content.map((t) => presentTicket(t, user.role)) };
}

/**
 * A save's body with the reporter's identity it may not change put back as stored: a role that reads
 * it masked never writes it, and no masked value ('Jua• P•••') ever overwrites a real one.
 */
export function keepHiddenPersonalData(body: Record<string, unknown>, current: Ticket, role: Role): Record<string, unknown> {
  const out = { ...body };
  const hidden = !seesIdentity(role);
  // A masked value sent back, or a field a masked role leaves out, keeps the stored value. A real
  // value is a deliberate change (a rectification the reporter asked for) and is saved.
  for (const field of IDENTITY_FIELDS) {
    if (isMaskedValue(out[field]) || (hidden && out[field] === undefined)) out[field] = current[field];
  }
  if (hidden && (out['documentKind'] === undefined || out['rut'] === current.rut)) out['documentKind'] = current.documentKind;
  return out;
}

export const REVEAL_FORBIDDEN = 'Su rol no puede ver los datos del informante';

/** POST /api/ticket/{id}/reveal: the event's personal data unmasked, recorded with the reason. */
export async function revealPersonalData(
  db: Db,
  user: AuthUser,
  id: number,
  reason: string,
  route: string,
  now: Date,
): Promise<RevealedPersonalData> {
  if (!mayReveal(user.role)) throw new HttpError(403, REVEAL_FORBIDDEN);
  const ticket = await loadVisibleTicket(db, user, id, now);
  await recordPersonalDataAccess(db, {
    userId: user.id,
    ticketIds: [ticket.id],
    fields: [...IDENTITY_FIELDS, 'documentKind', 'injured'],
    route,
    reason,
  });
  return {
    ticketId: ticket.id,
    fullName: ticket.fullName,
    email: ticket.email,
    phone: ticket.phone,
    documentKind: ticket.documentKind,
    rut: ticket.rut,
    patente: ticket.patente,
    realAddress: ticket.realAddress,
    injured: ticket.injured,
  };
}
