// Links between events (issue 26): a duplicate merged into its master, a secondary incident linked to
// its primary. One ticket_links row each; the master's page reads the other direction.
import { and, eq } from 'drizzle-orm';
import { CLOSED_STATUS, DUPLICATE_CLOSE_REASON } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { ticketLinks, tickets } from '../db/schema.ts';
import { eventStateWrite } from './event-state.ts';
import { recordHistory } from './ticket-history.ts';

/**
 * Closes `duplicate` as DUPLICADO and links it to `master` (its own duplicates follow it there), with
 * a history row on both. The comment trigger of migration 0012 then mails the master's public updates
 * to the duplicate's reporter, and the master's photo list holds the duplicate's. False: it was closed meanwhile.
 */
export async function mergeDuplicate(
  db: Db,
  duplicate: { id: number; statusCode: string; closeReason: string | null },
  masterId: number,
  actorId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Checked on the locked row (issue 35): a close that committed meanwhile wins, nothing is written.
    const [locked] = await tx
      .select({ statusCode: tickets.statusCode, NORTH: tickets.lanesNorth, SOUTH: tickets.lanesSouth })
      .from(tickets)
      .where(eq(tickets.id, duplicate.id))
      .for('update');
    if (!locked || locked.statusCode === CLOSED_STATUS) return false;
    // Closed: the status and lanes rule opens its lanes (issue 37).
    const { NORTH, SOUTH } = locked;
    const state = eventStateWrite(
      { statusCode: locked.statusCode, lanesBlocked: { NORTH, SOUTH }, assignedToId: null, milestones: [] },
      { kind: 'close' },
    );
    await tx.insert(ticketLinks).values({ ticketId: duplicate.id, kind: 'DUPLICATE_OF', targetId: masterId, createdBy: actorId });
    await tx
      .update(ticketLinks)
      .set({ targetId: masterId })
      .where(and(eq(ticketLinks.targetId, duplicate.id), eq(ticketLinks.kind, 'DUPLICATE_OF')));
    await tx
      .update(tickets)
      .set({ ...state.values, statusCode: CLOSED_STATUS, closeReason: DUPLICATE_CLOSE_REASON, updatedAt: new Date() })
      .where(eq(tickets.id, duplicate.id));
    await recordHistory(tx, duplicate.id, actorId, 'MERGED', {
      duplicateOf: [null, masterId],
      ...state.changes,
      statusCode: [locked.statusCode, CLOSED_STATUS],
      closeReason: [duplicate.closeReason, DUPLICATE_CLOSE_REASON],
    });
    await recordHistory(tx, masterId, actorId, 'MERGED', { duplicate: [null, duplicate.id] });
    return true;
  });
}

/** Sets (or with null removes) the primary incident of `secondaryId`, with a history row on each event involved. */
export async function linkSecondary(db: Db, secondaryId: number, from: number | null, primaryId: number | null, actorId: string) {
  if (from === primaryId) return;
  await db.transaction(async (tx) => {
    await tx.delete(ticketLinks).where(and(eq(ticketLinks.ticketId, secondaryId), eq(ticketLinks.kind, 'SECONDARY_OF')));
    if (primaryId !== null) {
      await tx.insert(ticketLinks).values({ ticketId: secondaryId, kind: 'SECONDARY_OF', targetId: primaryId, createdBy: actorId });
    }
    await recordHistory(tx, secondaryId, actorId, 'LINKED', { primaryId: [from, primaryId] });
    if (from !== null) await recordHistory(tx, from, actorId, 'LINKED', { secondary: [secondaryId, null] });
    if (primaryId !== null) await recordHistory(tx, primaryId, actorId, 'LINKED', { secondary: [null, secondaryId] });
  });
}
