// Event photos: upload (sniffed and re-encoded by lib/image-upload.ts), list and download.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_MAX_BYTES, type Ticket } from '@vigia/domain';
import { HttpError, MESSAGES, notFound } from '../lib/errors.ts';
import { createIdempotency, idempotencyKeyOf, requestHash } from '../lib/idempotency.ts';
import { storeUnavailable } from '../lib/object-store.ts';
import { pageRequest } from '../lib/paging.ts';
import { perCallerRateLimit } from '../lib/rate-limits.ts';
import { canSee } from '../access/ticket-policy.ts';
import type { Db } from '../db/client.ts';
import { countAttachments, getAttachment, listAttachments, mergedDuplicates } from '../repositories/attachments.ts';
import type { AuthUser } from '../repositories/users.ts';
import { getTicket } from '../repositories/tickets.ts';
import { multipartError, photoCap, storePhoto } from '../services/photos.ts';
import { loadVisibleTicket, loadWorkableTicket } from '../services/ticket-access.ts';
import {
  attachmentSchema,
  errorResponse,
  idempotencyHeaderProperties,
  idParams,
  okResponses,
  pagedOf,
  pageQuery,
  signedIn,
} from './schemas.ts';
import { signedInUser } from '../access/signed-in.ts';

const uploadHeaders = Type.Object({ 'x-upload-token': Type.Optional(Type.String({ maxLength: 2000 })), ...idempotencyHeaderProperties });
const photoParams = Type.Object({ ...idParams.properties, attachmentId: idParams.properties.id });

/**
 * The merged duplicates whose photos `user` may see on the master: those they may open themselves.
 * An operator who works the master (assigned to it) works the whole incident, duplicates included,
 * though a closed duplicate is no longer theirs to open; a driver never sees another reporter's.
 */
async function visibleDuplicates(db: Db, user: AuthUser, master: Ticket): Promise<number[]> {
  const worksMaster = user.role === 'OPERATOR' && master.assignedToId === user.id;
  return (await mergedDuplicates(db, master.id))
    .filter((duplicate) => worksMaster || canSee(user, duplicate))
    .map((duplicate) => duplicate.id);
}

export async function attachmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const idempotent = createIdempotency(app);
  app.post(
    '/api/ticket/:id/attachment',
    {
      config: {
        // Like creation: anonymous per IP, each account per user id, staff higher.
        rateLimit: perCallerRateLimit(app.settings.rateLimits.staffUploadPerHour, app.settings.rateLimits.anonymousUploadPerHour),
      },
      schema: {
        tags: ['attachments'],
        summary:
          'Attach a PNG/JPEG (≤ 2 MB, multipart field "file"). Anonymous: send the x-upload-token from the create response. The same Idempotency-Key within 24 h gets the same answer.',
        params: idParams,
        consumes: ['multipart/form-data'],
        headers: uploadHeaders,
        // 503: the object store (when configured) could not take the photo; nothing was stored.
        response: { ...okResponses(attachmentSchema, 201), 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = request.user;
      // A quick refusal before the photo is read and decoded; storePhoto counts again under a lock.
      const checkRoom = async () => {
        const { max, anonymousOnly } = photoCap(Boolean(user));
        if ((await countAttachments(app.db, id, anonymousOnly)) >= max) throw new HttpError(409, MESSAGES.tooManyFiles);
      };
      if (user) {
        await loadWorkableTicket(app.db, user, id);
      } else {
        // Anonymous: only with the capability issued when this very event was created.
        const header = request.headers['x-upload-token'];
        const capability = typeof header === 'string' ? await app.tokens.verifyUpload(header) : null;
        if (!capability || capability.ticketId !== id) throw new HttpError(401, MESSAGES.uploadToken);
        if (!(await getTicket(app.db, id))) throw notFound(MESSAGES.ticketNotFound);
      }
      // With an Idempotency-Key the room is checked once the photo is known: a photo sent again
      // gets its first answer even when it filled the last place.
      const keyed = idempotencyKeyOf(request) !== null;
      if (!keyed) await checkRoom();

      if (!request.isMultipart()) throw new HttpError(400, MESSAGES.fileRequired, 'file');
      let buffer: Buffer;
      let part: Awaited<ReturnType<typeof request.file>>;
      try {
        part = await request.file();
        if (!part || part.fieldname !== 'file') throw new HttpError(400, MESSAGES.fileRequired, 'file');
        buffer = await part.toBuffer();
      } catch (error) {
        throw multipartError(error);
      }
      if (part.file.truncated || buffer.length > ATTACHMENT_MAX_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge, 'file');
      if (buffer.length === 0) throw new HttpError(400, MESSAGES.fileRequired, 'file');

      return idempotent(
        request,
        reply,
        'POST /api/ticket/:id/attachment',
        () => requestHash(id, part.filename ?? '', buffer),
        async () => {
          if (keyed) await checkRoom();
          const attachment = await storePhoto(app, request, {
            ticketId: id,
            buffer,
            fileName: part.filename,
            uploadedById: user?.id ?? null,
          });
          return { statusCode: 201, payload: { payload: attachment } };
        },
      );
    },
  );

  app.get(
    '/api/ticket/:id/attachment',
    {
      schema: signedIn('attachments', {
        params: idParams,
        querystring: pageQuery,
        response: okResponses(pagedOf(attachmentSchema)),
      }),
    },
    async (request) => {
      const { id } = request.params;
      const master = await loadVisibleTicket(app.db, signedInUser(request), id);
      const duplicates = await visibleDuplicates(app.db, signedInUser(request), master);
      return { payload: await listAttachments(app.db, id, duplicates, pageRequest(request.query)) };
    },
  );

  app.get(
    '/api/ticket/:id/attachment/:attachmentId',
    {
      schema: signedIn('attachments', {
        summary: 'The image bytes (needs the bearer token: fetch it and show it through a blob: URL)',
        params: photoParams,
      }),
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const master = await loadVisibleTicket(app.db, signedInUser(request), id);
      const attachment = await getAttachment(app.db, id, await visibleDuplicates(app.db, signedInUser(request), master), attachmentId);
      if (!attachment) throw notFound();
      // Only the two types we produced ourselves are ever served.
      const type = attachment.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
      // In the store: streamed through (the row is checked first, so the key never leaks).
      let object = null;
      if (attachment.storageKey) {
        if (!app.objectStore) {
          request.log.error({ attachmentId }, 'photo is in the object store, but none is configured (S3_BUCKET)');
          throw storeUnavailable();
        }
        try {
          object = await app.objectStore.get(attachment.storageKey);
        } catch (error) {
          request.log.error({ err: error }, 'photo not read from the object store');
          throw storeUnavailable();
        }
        if (!object) {
          request.log.error({ attachmentId, key: attachment.storageKey }, 'photo missing from the object store');
          throw notFound();
        }
        if (object.size !== undefined) reply.header('content-length', object.size);
      }
      return (
        reply
          .type(type)
          .header('content-disposition', `inline; filename="${attachment.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
          .header('x-content-type-options', 'nosniff')
          // Photos show people and number plates: personal data, kept by no cache (issue 21).
          .header('cache-control', 'no-store')
          .send(object ? object.body : attachment.data)
      );
    },
  );
}
