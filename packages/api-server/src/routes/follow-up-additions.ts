// The reporter adds to their own event from the follow-up page (issue 24): a comment, or a photo.
// The same credential check as the follow-up (number + follow-up token, body or header, issue 34:
// the same 404 for an unknown number and a wrong token, the sign-in budget per IP); a closed event takes nothing more. A comment is PUBLIC and written by
// the REPORTER (no user); a photo takes one of the public form's places. Both accept an
// Idempotency-Key, as the report and its photos do, so a retried submission adds one thing.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  CLOSED_STATUS,
  MAX_ATTACHMENTS_PER_PUBLIC_EVENT,
  REPORTER_COMMENTS_PER_DAY,
  type FollowUpEntry,
  type Ticket,
} from '@vigia/domain';
import { createFollowUpAdditionSchema, createFollowUpCommentSchema } from '@vigia/domain/schemas';
import { FollowUpEntryShape } from '@vigia/domain/shapes';
import { bodyDoc } from '../lib/body-doc.ts';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { createIdempotency, requestHash } from '../lib/idempotency.ts';
import { validateBody } from '../lib/validate.ts';
import { countAttachments } from '../repositories/attachments.ts';
import { countReporterCommentsToday, insertReporterComment } from '../repositories/comments.ts';
import { recordHistory } from '../repositories/ticket-history.ts';
import { getTicket } from '../repositories/tickets.ts';
import { checkFollowUpToken, FOLLOW_UP_NOT_FOUND, followUpTokenHeader, followUpTokenOf } from './follow-up.ts';
import { multipartError, storePhoto } from '../services/photos.ts';
import { errorResponse, idempotencyHeaderProperties, okResponses } from './schemas.ts';
import { eventLabel } from './tickets.ts';

export const ADDITION_MESSAGES = {
  closed: 'El evento está cerrado: ya no se puede agregar información',
  tooManyComments: `Ya agregó ${REPORTER_COMMENTS_PER_DAY} comentarios a este evento hoy. Intente nuevamente mañana`,
  tooManyPhotos: `El evento ya tiene ${MAX_ATTACHMENTS_PER_PUBLIC_EVENT} fotos: no se pueden agregar más`,
} as const;

const commentBody = createFollowUpCommentSchema();
const credentials = createFollowUpAdditionSchema();

const additionHeaders = Type.Object({ ...idempotencyHeaderProperties, ...followUpTokenHeader.properties });

/** The reporter's open event, or the follow-up's 404 (unknown number and wrong token alike). */
async function reportersOpenTicket(app: FastifyInstance, id: number, token: string): Promise<Ticket> {
  checkFollowUpToken(app, id, token);
  const ticket = await getTicket(app.db, id);
  if (!ticket) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
  if (ticket.statusCode === CLOSED_STATUS) throw new HttpError(409, ADDITION_MESSAGES.closed);
  return ticket;
}

/** The multipart body: its text fields, and the one part named `file`. */
async function readPhotoForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, MESSAGES.fileRequired, 'file');
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; fileName: string; truncated: boolean } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw new HttpError(400, MESSAGES.fileRequired, 'file');
        const buffer = await part.toBuffer();
        file = { buffer, fileName: part.filename, truncated: part.file.truncated };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { fields, file };
}

export async function followUpAdditionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const idempotent = createIdempotency(app);
  // A credential check, like the follow-up itself: the sign-in budget per IP.
  const rateLimit = { max: app.settings.rateLimits.authPerMinute, timeWindow: '1 minute' };
  // A photo is an upload too (issue 34): the hourly upload budget per IP.
  const photoRateLimit = { max: app.settings.rateLimits.anonymousUploadPerHour, timeWindow: '1 hour' };

  app.post(
    '/api/ticket/follow-up/comment',
    {
      config: { rateLimit },
      schema: {
        tags: ['tickets'],
        summary: `The reporter comments on their open event (number + follow-up token, body "token" or header x-follow-up-token): a PUBLIC comment from the reporter, at most ${REPORTER_COMMENTS_PER_DAY} a day. The same Idempotency-Key within 24 h gets the same answer.`,
        headers: additionHeaders,
        docBody: bodyDoc(commentBody),
        response: okResponses(FollowUpEntryShape, 201),
      },
    },
    async (request, reply) => {
      const { id, token, comment } = await validateBody(commentBody, request.body);
      const ticket = await reportersOpenTicket(app, id, followUpTokenOf(request, token));
      return idempotent(
        request,
        reply,
        'POST /api/ticket/follow-up/comment',
        () => requestHash(id, comment),
        async () => {
          if ((await countReporterCommentsToday(app.db, id)) >= REPORTER_COMMENTS_PER_DAY) {
            throw new HttpError(409, ADDITION_MESSAGES.tooManyComments);
          }
          // One transaction: a crash never leaves a comment without its history row (or the reverse).
          await app.db.transaction(async (tx) => {
            await insertReporterComment(tx, id, comment);
            await recordHistory(tx, id, null, 'COMMENT_ADDED', { comment: [null, comment] });
          });
          // Whoever is told of the team's comments is told of the reporter's.
          await app.notify(
            [ticket.createdById, ticket.assignedToId],
            'COMMENT_ADDED',
            id,
            `Nuevo comentario del reportante en el evento #${id} (${eventLabel(ticket)})`,
            null,
          );
          const entry: FollowUpEntry = { at: new Date().toISOString(), kind: 'REPORTER_COMMENT', comment };
          return { statusCode: 201, payload: { payload: entry } };
        },
      );
    },
  );

  app.post(
    '/api/ticket/follow-up/attachment',
    {
      config: { rateLimit: photoRateLimit },
      schema: {
        tags: ['tickets'],
        summary: `The reporter adds a PNG/JPEG (≤ 2 MB) to their open event: multipart fields "id" and "token" (or the x-follow-up-token header), then "file". At most ${MAX_ATTACHMENTS_PER_PUBLIC_EVENT} public photos per event. The same Idempotency-Key within 24 h gets the same answer.`,
        consumes: ['multipart/form-data'],
        headers: additionHeaders,
        // 503: the object store (when configured) could not take the photo; nothing was stored.
        response: { ...okResponses(FollowUpEntryShape, 201), 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readPhotoForm(request);
      const { id, token } = await validateBody(credentials, { id: fields.id, token: fields.token });
      await reportersOpenTicket(app, id, followUpTokenOf(request, token));
      if (!file) throw new HttpError(400, MESSAGES.fileRequired, 'file');
      if (file.truncated || file.buffer.length > ATTACHMENT_MAX_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge, 'file');
      if (file.buffer.length === 0) throw new HttpError(400, MESSAGES.fileRequired, 'file');
      return idempotent(
        request,
        reply,
        'POST /api/ticket/follow-up/attachment',
        () => requestHash(id, file.fileName, file.buffer),
        async () => {
          // The public form's places: the photos sent with the report count too.
          if ((await countAttachments(app.db, id, true)) >= MAX_ATTACHMENTS_PER_PUBLIC_EVENT) {
            throw new HttpError(409, ADDITION_MESSAGES.tooManyPhotos);
          }
          await storePhoto(app, request, { ticketId: id, buffer: file.buffer, fileName: file.fileName, uploadedById: null });
          const entry: FollowUpEntry = { at: new Date().toISOString(), kind: 'PHOTO' };
          return { statusCode: 201, payload: { payload: entry } };
        },
      );
    },
  );
}
