// The one erasure of a reporter's personal data (issue 40 item 4, Ley 21.719), for the retention job
// and a resolved deletion request, inside the caller's transaction:
// - the event's identity fields (name, e-mail, phone, document and its kind, plate, address) blanked;
// - the history's personal values and their salts (migration 0033): the chain hashes only their
//   commitment, so it still verifies, and without the salt the commitment cannot be tried against
//   guessed values;
// - the reporter's own comments replaced by a fixed text: free text written by a person about
//   themselves cannot be told apart from identity data reliably. The description is kept: it
//   describes the road event (the public record and the statistics need it), and staff edit it;
// - photos: EXIF is already gone (image-upload.ts re-encodes every upload), so on retention only the
//   reporter's file names go; a deletion request removes the reporter's photos themselves;
// - mail already sent about the event (the outbox keeps its address and text) blanked, and mail not
//   sent yet about it dropped (it would greet nobody about an anonymous event);
// - one PERSONAL_DATA_ERASED history row saying why. Statistics do not read these fields.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { attachments, comments, mailOutbox, ticketHistory, tickets } from '../db/schema.ts';
import { recordHistory } from '../repositories/ticket-history.ts';

export type ErasureCause = 'RETENTION' | 'DELETION_REQUEST';

/** What a reporter's comment reads once erased. */
export const ERASED_COMMENT = 'Comentario del informante eliminado para proteger sus datos personales';

export interface ErasureResult {
  /** The events erased now (already erased ones are left out). */
  ticketIds: number[];
  /** Object-store keys of deleted photos: remove them after the commit (a rollback keeps them). */
  storageKeys: string[];
}

/**
 * Erases the personal data of `ticketIds` (locked here, in id order) not erased yet; `actorId` is who
 * resolved the request (null: the retention job). Call inside a transaction.
 */
export async function erasePersonalData(
  tx: Tx,
  ticketIds: readonly number[],
  cause: ErasureCause,
  actorId: string | null = null,
): Promise<ErasureResult> {
  if (ticketIds.length === 0) return { ticketIds: [], storageKeys: [] };
  const locked = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(inArray(tickets.id, [...ticketIds]), isNull(tickets.personalErasedAt)))
    .orderBy(tickets.id)
    .for('update');
  const ids = locked.map((t) => t.id);
  if (ids.length === 0) return { ticketIds: [], storageKeys: [] };

  await tx
    .update(tickets)
    .set({ fullName: '', email: '', phone: '', rut: '', documentKind: 'RUT', patente: '', realAddress: '', personalErasedAt: sql`now()` })
    .where(inArray(tickets.id, ids));
  await tx.update(ticketHistory).set({ personal: null, personalSalt: null }).where(inArray(ticketHistory.ticketId, ids));
  await tx
    .update(comments)
    .set({ body: ERASED_COMMENT })
    .where(and(inArray(comments.ticketId, ids), eq(comments.authorKind, 'REPORTER')));

  const reporterPhotos = and(inArray(attachments.ticketId, ids), isNull(attachments.uploadedById));
  let storageKeys: string[] = [];
  if (cause === 'DELETION_REQUEST') {
    const removed = await tx.delete(attachments).where(reporterPhotos).returning({ storageKey: attachments.storageKey });
    storageKeys = removed.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
  } else {
    await tx
      .update(attachments)
      .set({
        fileName: sql`'foto-' || ${attachments.id}::text || coalesce(substring(${attachments.fileName} from '\\.[A-Za-z0-9]{1,5}$'), '')`,
      })
      .where(reporterPhotos);
  }

  const aboutThese = sql`(${mailOutbox.payload} ->> 'ticketId') = any(${`{${ids.join(',')}}`}::text[])`;
  await tx.delete(mailOutbox).where(and(aboutThese, eq(mailOutbox.status, 'PENDING')));
  await tx.update(mailOutbox).set({ toAddress: '', subject: '', body: null, textBody: '', htmlBody: '' }).where(aboutThese);

  for (const id of ids) await recordHistory(tx, id, actorId, 'PERSONAL_DATA_ERASED', { personalData: [null, cause] });
  return { ticketIds: ids, storageKeys };
}
