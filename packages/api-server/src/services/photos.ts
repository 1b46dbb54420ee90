// What every photo upload shares (staff and creation upload, the reporter's follow-up upload):
// the parser's errors as the client's, and storing a checked photo with its history row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_ATTACHMENTS_PER_PUBLIC_EVENT, type Attachment } from '@vigia/domain';
import { errorCode, errorProperty, HttpError, MESSAGES } from '../lib/errors.ts';
import { normalizeImage, safeFileName } from '../lib/image-upload.ts';
import { newAttachmentKey, sha256Hex, storeUnavailable } from '../lib/object-store.ts';
import { attachmentUrl, insertAttachmentWithinCap, type PhotoBytes, type PhotoCap } from '../repositories/attachments.ts';
import { recordHistory } from '../repositories/ticket-history.ts';

/** The parser's errors: busboy's (no boundary, a cut body…) carry no status but are the client's fault. */
export function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const statusCode = errorProperty(error, 'statusCode');
  if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, MESSAGES.fileTooLarge, 'file');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return new HttpError(400, MESSAGES.fileRequired, 'file');
}

/** Photos per event from accounts; the public (upload token, follow-up page) has its own few places. */
export const MAX_ATTACHMENTS_PER_EVENT = 20;

export const photoCap = (signedIn: boolean): PhotoCap =>
  signedIn ? { max: MAX_ATTACHMENTS_PER_EVENT, anonymousOnly: false } : { max: MAX_ATTACHMENTS_PER_PUBLIC_EVENT, anonymousOnly: true };

/**
 * Sniffs and re-encodes the photo (lib/image-upload.ts), writes it to the object store when one is
 * configured, then its row and history entry in one transaction. `uploadedById` null: the public.
 * The event's places (photoCap) are counted again under a lock in that transaction: 409 when full.
 */
export async function storePhoto(
  app: FastifyInstance,
  request: FastifyRequest,
  photo: { ticketId: number; buffer: Buffer; fileName: string | undefined; uploadedById: string | null },
): Promise<Attachment> {
  const { ticketId, uploadedById } = photo;
  const image = await normalizeImage(photo.buffer);
  const fileName = safeFileName(photo.fileName, image.ext);
  const sha256 = sha256Hex(image.data);
  // With a store, the object is written first: a row never points at bytes that are not there.
  let bytes: PhotoBytes = { data: image.data, storageKey: null };
  const store = app.objectStore;
  if (store) {
    const key = newAttachmentKey(ticketId);
    try {
      await store.put(key, image.data, image.contentType, sha256);
    } catch (error) {
      request.log.error({ err: error }, 'photo not stored');
      throw storeUnavailable();
    }
    bytes = { data: null, storageKey: key };
  }
  // One transaction: a crash never leaves a photo without its history row (or the reverse).
  let attachmentId: number;
  try {
    attachmentId = await app.db.transaction(async (tx) => {
      const values = { ticketId, fileName, contentType: image.contentType, size: image.data.length, sha256, uploadedById, ...bytes };
      const inserted = await insertAttachmentWithinCap(tx, values, photoCap(uploadedById !== null));
      if (inserted === null) throw new HttpError(409, MESSAGES.tooManyFiles);
      await recordHistory(tx, ticketId, uploadedById, 'ATTACHMENT_ADDED', { fileName: [null, fileName] });
      return inserted;
    });
  } catch (error) {
    // No row refers to the object: remove it rather than leave an orphan behind.
    if (store && bytes.storageKey)
      await store.delete(bytes.storageKey).catch((err: unknown) => request.log.warn({ err }, 'orphan photo object left'));
    throw error;
  }
  return {
    id: attachmentId,
    fileName,
    contentType: image.contentType,
    size: image.data.length,
    url: attachmentUrl(ticketId, attachmentId),
    createdAt: new Date().toISOString(),
  };
}
