// Duplicates and related incidents (issue 26): merging a duplicate into its master, linking a
// secondary incident to its primary. Who: the event policy's decideMerge and decideLink; the other
// event must be visible. Both events are locked, checked and written in one transaction (in id
// order, so two merges across the same pair never deadlock); notices after the commit.
import type { FastifyInstance } from 'fastify';
import type { Ticket } from '@vigia/domain';
import { decideLink, decideMerge } from '@vigia/domain/event-policy';
import { createLinkSchema, createMergeSchema } from '@vigia/domain/schemas';
import { canSee, enforce, enforceWho } from '../access/ticket-policy.ts';
import { badRequest, HttpError, isUniqueViolation, MESSAGES, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { linkSecondary, mergeDuplicate } from '../repositories/links.ts';
import { lockTickets, type Tx } from '../repositories/tickets.ts';
import type { AuthUser } from '../repositories/users.ts';
import { loadVisibleTicket } from './ticket-access.ts';

export const mergeBody = createMergeSchema();
export const linkBody = createLinkSchema();

export const LINK_MESSAGES = {
  itself: 'Un evento no puede vincularse consigo mismo',
  notFound: 'El evento no existe',
  masterIsDuplicate: (id: number) => `Ese evento es un duplicado del evento #${id}: únalo a ese`,
  primaryIsSecondary: (id: number) => `Ese evento es secundario del evento #${id}: vincúlelo a ese`,
  alreadyMerged: 'El evento ya se unió a otro',
} as const;

/** The event `id` and the other one (`otherId`, checked as `field`: not itself, exists, visible), both locked. */
async function lockPair(tx: Tx, user: AuthUser, id: number, otherId: number, field: string, now: Date) {
  if (otherId === id) throw badRequest(LINK_MESSAGES.itself, field);
  const locked = await lockTickets(tx, [id, otherId], now);
  const event = locked.find((t) => t.id === id);
  const other = locked.find((t) => t.id === otherId);
  if (!event) throw notFound(MESSAGES.ticketNotFound);
  return { event, other: other && canSee(user, other) ? other : null };
}

const requireOther = (other: Ticket | null, field: string): Ticket => {
  if (!other) throw badRequest(LINK_MESSAGES.notFound, field);
  return other;
};

/** POST /api/ticket/:id/merge: the event closes as DUPLICADO of `into`, linked (its own duplicates follow it). */
export async function mergeEvent(app: FastifyInstance, user: AuthUser, id: number, body: unknown): Promise<void> {
  // Who may merge it (404, 403) before the body is read; its state (409) after.
  const seen = await loadVisibleTicket(app.db, user, id);
  enforceWho(decideMerge(user, seen));
  const { into } = await validateBody(mergeBody, body);
  enforce(decideMerge(user, seen));
  let duplicate: Ticket;
  try {
    duplicate = await app.db.transaction(async (tx) => {
      const { event, other } = await lockPair(tx, user, id, into, 'into', app.clock());
      enforceWho(decideMerge(user, event));
      const master = requireOther(other, 'into');
      if (master.duplicateOf !== null) throw badRequest(LINK_MESSAGES.masterIsDuplicate(master.duplicateOf), 'into');
      // A close that committed meanwhile wins: nothing is written.
      enforce(decideMerge(user, event));
      if (!(await mergeDuplicate(tx, event, into, user.id))) throw new HttpError(409, MESSAGES.ticketClosed);
      return event;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, LINK_MESSAGES.alreadyMerged);
    throw error;
  }
  await app.notify(
    [duplicate.createdById, duplicate.assignedToId],
    'EVENT_CLOSED',
    id,
    `El evento #${id} se unió al evento #${into}: informan del mismo hecho`,
    user.id,
  );
}

/** POST /api/ticket/:id/link: the event becomes a secondary incident of `primary` (null unlinks it). */
export async function linkEvent(app: FastifyInstance, user: AuthUser, id: number, body: unknown): Promise<void> {
  enforce(decideLink(user, await loadVisibleTicket(app.db, user, id)));
  const { primary } = await validateBody(linkBody, body);
  await app.db.transaction(async (tx) => {
    let secondary: Ticket;
    if (primary === null || primary === undefined) {
      const [locked] = await lockTickets(tx, [id], app.clock());
      if (!locked) throw notFound(MESSAGES.ticketNotFound);
      secondary = locked;
    } else {
      const { event, other } = await lockPair(tx, user, id, primary, 'primary', app.clock());
      const target = requireOther(other, 'primary');
      if (target.primaryId !== null) throw badRequest(LINK_MESSAGES.primaryIsSecondary(target.primaryId), 'primary');
      secondary = event;
    }
    enforce(decideLink(user, secondary));
    await linkSecondary(tx, id, secondary.primaryId, primary ?? null, user.id);
  });
}
