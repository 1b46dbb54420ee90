// The reporter's rights (issue 40 item 4, Ley 21.719): their data's download and their requests,
// proved by the event's follow-up token; ADMIN resolves the requests; the retention job.
// The download covers the link's event only: the token proves who received that event's link, not
// who owns an e-mail address (anyone may type someone else's on the form). Everything held under an
// address or RUT is what an ACCESS or DELETION request gives, after an ADMIN looked at it.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  PRIVACY_NOTICE,
  type PersonalDataExport,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
  type PrivacyRequestReceipt,
} from '@vigia/domain';
import { attachments, statuses, tickets } from '../db/schema.ts';
import type { AuthUser } from '../repositories/users.ts';
import { HttpError } from '../lib/errors.ts';
import { privacyRequestReceivedMail, privacyRequestResolvedMail, type PrivacyMailFacts } from '../mail/privacy-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { followUpTicket } from '../repositories/reports.ts';
import {
  claimExpired,
  insertPrivacyRequest,
  listPrivacyRequests,
  lockPrivacyRequest,
  markResolved,
  reporterAddress,
  reporterTicketIds,
  requestsOfTicket,
  toPrivacyRequest,
  toReceipt,
} from '../repositories/privacy-requests.ts';
import { checkFollowUpToken, FOLLOW_UP_NOT_FOUND, followUpHistory } from '../routes/follow-up.ts';
import { erasePersonalData, type ErasureResult } from './erase-personal-data.ts';

export const RECTIFICATION_TEXT_REQUIRED = 'Indique qué dato se debe corregir y cuál es el valor correcto';
export const REQUEST_NOT_FOUND = 'No existe esa solicitud';
export const REQUEST_ALREADY_RESOLVED = 'La solicitud ya fue resuelta';

const DAY_MS = 86_400_000;
/** Events erased per retention transaction: short locks, and a backlog drains over a few runs. */
const RETENTION_BATCH = 100;

export async function exportPersonalData(app: FastifyInstance, id: number, token: string): Promise<PersonalDataExport> {
  checkFollowUpToken(app, id, token);
  const [event] = await app.db
    .select({
      id: tickets.id,
      fullName: tickets.fullName,
      email: tickets.email,
      phone: tickets.phone,
      documentKind: tickets.documentKind,
      rut: tickets.rut,
      patente: tickets.patente,
      realAddress: tickets.realAddress,
      injured: tickets.injured,
      description: tickets.description,
      kilometer: tickets.kilometer,
      commune: tickets.commune,
      sector: tickets.sector,
      dateEvent: tickets.dateEvent,
      createdAt: tickets.createdAt,
      statusName: statuses.name,
      personalErasedAt: tickets.personalErasedAt,
    })
    .from(tickets)
    .innerJoin(statuses, eq(tickets.statusCode, statuses.code))
    .where(eq(tickets.id, id));
  const found = await followUpTicket(app.db, id);
  if (!event || !found) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
  const photos = await app.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ticketId, id), isNull(attachments.uploadedById)))
    .orderBy(asc(attachments.id));
  return {
    format: 'vigia-personal-data/1',
    exportedAt: app.clock().toISOString(),
    noticeVersion: PRIVACY_NOTICE.version,
    event: {
      ...event,
      dateEvent: event.dateEvent.toISOString(),
      createdAt: event.createdAt.toISOString(),
      personalErasedAt: event.personalErasedAt?.toISOString() ?? null,
    },
    history: await followUpHistory(app, found),
    photos: await Promise.all(
      photos.map(async (p) => ({
        id: p.id,
        fileName: p.fileName,
        contentType: p.contentType,
        size: p.size,
        createdAt: p.createdAt.toISOString(),
        dataBase64: (await photoBytes(app, p)).toString('base64'),
      })),
    ),
    requests: (await requestsOfTicket(app.db, id)).map(toReceipt),
  };
}

async function photoBytes(app: FastifyInstance, photo: { data: Buffer | null; storageKey: string | null }): Promise<Buffer> {
  if (photo.data) return photo.data;
  const object = photo.storageKey && app.objectStore ? await app.objectStore.get(photo.storageKey) : null;
  if (!object) throw new HttpError(503, 'Sus fotos no están disponibles en este momento. Intente nuevamente en unos minutos');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const mailFacts = (
  app: FastifyInstance,
  row: { id: number; ticketId: number; kind: PrivacyRequestKind; dueAt: Date },
): PrivacyMailFacts => ({
  requestId: row.id,
  ticketId: row.ticketId,
  kind: row.kind,
  dueAt: row.dueAt,
  followUpUrl: app.mailLinks.followUp(row.ticketId),
});

export async function createPrivacyRequest(
  app: FastifyInstance,
  input: { id: number; token: string; kind: PrivacyRequestKind; text?: string | undefined },
  requestDays: number,
): Promise<PrivacyRequestReceipt> {
  checkFollowUpToken(app, input.id, input.token);
  const text = input.text?.trim() || null;
  if (input.kind === 'RECTIFICATION' && !text) throw new HttpError(400, RECTIFICATION_TEXT_REQUIRED, 'text');
  const now = app.clock();
  const row = await app.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, input.id));
    if (!exists) throw new HttpError(404, FOLLOW_UP_NOT_FOUND);
    const created = await insertPrivacyRequest(tx, {
      ticketId: input.id,
      kind: input.kind,
      text: input.kind === 'RECTIFICATION' ? text : null,
      createdAt: now,
      dueAt: new Date(now.getTime() + requestDays * DAY_MS),
    });
    const address = await reporterAddress(tx, input.id);
    if (address) {
      const mail = privacyRequestReceivedMail(app.settings.mail.concessionName, mailFacts(app, created));
      await enqueueMail(tx, 'PRIVACY_REQUEST_RECEIVED', address, mail, { privacyRequestId: created.id });
    }
    return created;
  });
  return toReceipt(row);
}

export async function listRequests(app: FastifyInstance, state: PrivacyRequest['state'] | undefined): Promise<PrivacyRequest[]> {
  const now = app.clock();
  return (await listPrivacyRequests(app.db, state, 500)).map((row) => toPrivacyRequest(row, now));
}

/** Resolves a request; a DONE deletion erases the personal data and photos of every event of that reporter. */
export async function resolvePrivacyRequest(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  outcome: PrivacyRequestOutcome,
  reason: string,
): Promise<PrivacyRequest> {
  const now = app.clock();
  const { row, erased } = await app.db.transaction(async (tx) => {
    const request = await lockPrivacyRequest(tx, id);
    if (!request) throw new HttpError(404, REQUEST_NOT_FOUND);
    if (request.state !== 'PENDING') throw new HttpError(409, REQUEST_ALREADY_RESOLVED);
    const deleting = outcome === 'DONE' && request.kind === 'DELETION';
    const ids = deleting ? await reporterTicketIds(tx, request.ticketId) : [];
    // The mail is written while the address still exists: it is the last one the reporter gets.
    const address = await reporterAddress(tx, request.ticketId);
    if (address) {
      const facts = { ...mailFacts(app, request), outcome, reason: reason.trim(), erasedCount: ids.length };
      const mail = privacyRequestResolvedMail(app.settings.mail.concessionName, facts);
      await enqueueMail(tx, 'PRIVACY_REQUEST_RESOLVED', address, mail, { privacyRequestId: request.id });
    }
    const result: ErasureResult = deleting
      ? await erasePersonalData(tx, ids, 'DELETION_REQUEST', user.id)
      : { ticketIds: [], storageKeys: [] };
    const resolved = await markResolved(tx, id, {
      state: outcome,
      reason: reason.trim(),
      resolvedById: user.id,
      resolvedAt: now,
      erasedTicketIds: result.ticketIds,
    });
    return { row: resolved, erased: result };
  });
  await removeStoredPhotos(app, erased.storageKeys);
  return toPrivacyRequest(row, now);
}

/** After the commit: the photos' objects (a failure is logged; the rows are gone, nothing serves them). */
async function removeStoredPhotos(app: FastifyInstance, keys: string[]): Promise<void> {
  const store = app.objectStore;
  if (!store) return;
  for (const key of keys) {
    await store.delete(key).catch((error: unknown) => app.log.error({ err: error, key }, 'erased photo not removed from the object store'));
  }
}

/** The retention job: erases every closed event past `retentionDays`, in batches; how many it erased. */
export async function eraseExpired(app: FastifyInstance, retentionDays: number): Promise<number> {
  const cutoff = new Date(app.clock().getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const erased = await app.db.transaction(async (tx) =>
      erasePersonalData(tx, await claimExpired(tx, cutoff, RETENTION_BATCH), 'RETENTION'),
    );
    await removeStoredPhotos(app, erased.storageKeys);
    total += erased.ticketIds.length;
    if (erased.ticketIds.length < RETENTION_BATCH) return total;
  }
}
