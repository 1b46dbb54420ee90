import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Attachment, Paged } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { attachments, ticketLinks, tickets } from '../db/schema.ts';
import { pageOf, paged, type PageRequest } from '../lib/paging.ts';

export const attachmentUrl = (ticketId: number, attachmentId: number) => `/api/ticket/${ticketId}/attachment/${attachmentId}`;

/**
 * The duplicates merged into an event (issue 26), with what canSee needs: their photos show on the
 * master's page only to those who may open the duplicate itself (issue 34).
 */
export async function mergedDuplicates(db: Db, masterId: number) {
  return db
    .select({ id: tickets.id, createdById: tickets.createdById, assignedToId: tickets.assignedToId, statusCode: tickets.statusCode })
    .from(ticketLinks)
    .innerJoin(tickets, eq(tickets.id, ticketLinks.ticketId))
    .where(and(eq(ticketLinks.targetId, masterId), eq(ticketLinks.kind, 'DUPLICATE_OF')));
}

/** An event's photos: its own and those of the merged duplicates in `duplicateIds` (the caller's to choose). */
const photosOf = (ticketId: number, duplicateIds: readonly number[]) => inArray(attachments.ticketId, [ticketId, ...duplicateIds]);

export async function listAttachments(
  db: Db,
  ticketId: number,
  duplicateIds: readonly number[],
  request: PageRequest,
): Promise<Paged<Attachment>> {
  const [rows, total] = await Promise.all([
    pageOf(
      db
        .select({
          id: attachments.id,
          fileName: attachments.fileName,
          contentType: attachments.contentType,
          size: attachments.size,
          createdAt: attachments.createdAt,
        })
        .from(attachments)
        .where(photosOf(ticketId, duplicateIds))
        .orderBy(desc(attachments.id)),
      request,
    ),
    db.$count(attachments, photosOf(ticketId, duplicateIds)),
  ]);
  const content = rows.map((r) => ({ ...r, url: attachmentUrl(ticketId, r.id), createdAt: r.createdAt.toISOString() }));
  return paged(content, request, total);
}

export async function countAttachments(db: Db, ticketId: number, anonymousOnly: boolean): Promise<number> {
  return db.$count(attachments, and(eq(attachments.ticketId, ticketId), anonymousOnly ? isNull(attachments.uploadedById) : undefined));
}

/** Where a photo's bytes are: in the row, or under a key of the object store. */
export type PhotoBytes = { data: Buffer; storageKey: null } | { data: null; storageKey: string };

export async function insertAttachment(
  db: Db,
  values: {
    ticketId: number;
    fileName: string;
    contentType: string;
    size: number;
    sha256: string;
    uploadedById: string | null;
  } & PhotoBytes,
): Promise<number> {
  const [row] = await db.insert(attachments).values(values).returning({ id: attachments.id });
  return row!.id;
}

/** How many photos an event may hold: all of them, or (anonymousOnly) the public form's places. */
export interface PhotoCap {
  max: number;
  anonymousOnly: boolean;
}

/**
 * Inserts the photo only while the event has room, or returns null. Call inside the transaction that
 * writes the row: the per-event lock makes count and insert one step, so parallel uploads (one
 * upload token, the follow-up page) never pass the cap together. Held until commit.
 */
export async function insertAttachmentWithinCap(
  tx: Db,
  values: Parameters<typeof insertAttachment>[1],
  cap: PhotoCap,
): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vigia photo places'), ${values.ticketId}::int)`);
  if ((await countAttachments(tx, values.ticketId, cap.anonymousOnly)) >= cap.max) return null;
  return insertAttachment(tx, values);
}

export async function getAttachment(db: Db, ticketId: number, duplicateIds: readonly number[], id: number) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), photosOf(ticketId, duplicateIds)))
    .limit(1);
  return row ?? null;
}
