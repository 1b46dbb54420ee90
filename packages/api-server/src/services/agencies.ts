// Outside agencies on an event (issue 39 item 4). Telling one: now, or a past time with its reason
// (never in the future, never before the event); then their arrival and departure, in order. Each
// write locks the event (then the entry), checks and writes in one transaction, writes the event's
// history with the agency's name, and a notice to the Inspección Fiscal mails the inspector through
// the outbox. Times may be corrected only with the entry's version (If-Match): no lost update.
import type { FastifyInstance } from 'fastify';
import { INSPECTOR_AGENCY, MILESTONE_NOW_TOLERANCE_MS, type Ticket, type TicketAgency } from '@vigia/domain';
import { agencyNoticeSchema, agencyTimesSchema } from '@vigia/domain/schemas';
import { decideWork } from '@vigia/domain/event-policy';
import { enforce } from '../access/ticket-policy.ts';
import { badRequest, HttpError, MESSAGES, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { inspectorNoticeMail } from '../mail/inspector-notice.ts';
import {
  findAgency,
  hasOpenEntry,
  insertAgencyEntry,
  lockTicketAgencyEntry,
  ticketAgencyEntry,
  updateAgencyEntry,
} from '../repositories/agencies.ts';
import { recordHistory } from '../repositories/ticket-history.ts';
import { lockTickets, type Tx } from '../repositories/tickets.ts';
import type { AuthUser } from '../repositories/users.ts';
import { staleVersion, versionCondition } from './ticket-versions.ts';

export const AGENCY_MESSAGES = {
  unknownAgency: 'La institución indicada no existe',
  inFuture: 'La hora no puede ser posterior a la hora actual',
  reasonRequired: 'Indique el motivo para registrar una hora pasada',
  beforeEvent: 'La hora del aviso no puede ser anterior al evento',
  stillThere: 'Esta institución ya fue avisada y aún no se retira del evento',
  entryNotFound: 'El registro de la institución no existe',
  arrivedBeforeNotice: 'La llegada no puede ser anterior al aviso',
  leftBeforeArrival: 'La salida no puede ser anterior a la llegada',
  leftWithoutArrival: 'Registre primero la llegada de la institución',
  alreadyRecorded: 'Esa hora ya estaba registrada. Para corregirla, actualice la pantalla y envíe la versión vigente',
  stale: 'Otro usuario modificó este registro mientras lo editaba',
  nothingToChange: 'Indique la llegada, la salida o la referencia',
} as const;

/** The event, locked, if the caller may work it: 404 for an event they may not open (ids leak nothing). */
async function lockEvent(tx: Tx, user: AuthUser, id: number, now: Date): Promise<Ticket> {
  const [event] = await lockTickets(tx, [id], now);
  if (!event) throw notFound(MESSAGES.ticketNotFound);
  enforce(decideWork(user, event));
  return event;
}

const notFuture = (at: Date, now: Date, field: string) => {
  if (at.getTime() > now.getTime() + MILESTONE_NOW_TOLERANCE_MS) throw badRequest(AGENCY_MESSAGES.inFuture, field);
};

/** POST /api/ticket/{id}/agency: the agency told of the event; the entry as stored. */
export async function notifyAgency(app: FastifyInstance, user: AuthUser, ticketId: number, body: unknown): Promise<TicketAgency> {
  const input = await validateBody(agencyNoticeSchema(), body);
  const now = app.clock();
  const code = input.agencyCode.toUpperCase();
  const notifiedAt = input.notifiedAt ?? now;
  notFuture(notifiedAt, now, 'notifiedAt');
  const backdated = now.getTime() - notifiedAt.getTime() > MILESTONE_NOW_TOLERANCE_MS;
  if (backdated && !input.reason) throw badRequest(AGENCY_MESSAGES.reasonRequired, 'reason');
  const id = await app.db.transaction(async (tx) => {
    const event = await lockEvent(tx, user, ticketId, now);
    const agency = await findAgency(tx, code);
    if (!agency) throw badRequest(AGENCY_MESSAGES.unknownAgency, 'agencyCode');
    const earliest = Math.min(Date.parse(event.dateEvent), Date.parse(event.createdAt));
    if (notifiedAt.getTime() < earliest - MILESTONE_NOW_TOLERANCE_MS) throw badRequest(AGENCY_MESSAGES.beforeEvent, 'notifiedAt');
    if (await hasOpenEntry(tx, ticketId, code)) throw new HttpError(409, AGENCY_MESSAGES.stillThere, 'agencyCode');
    const reason = backdated ? input.reason : null;
    const entryId = await insertAgencyEntry(tx, {
      ticketId,
      agencyCode: code,
      notifiedAt,
      recordedAt: now,
      recordedBy: user.id,
      reason,
      reference: input.reference || null,
    });
    await recordHistory(tx, ticketId, user.id, 'AGENCY', {
      agency: [null, agency.name],
      notifiedAt: [null, notifiedAt.toISOString()],
      ...(reason ? { reason: [null, reason] } : {}),
      ...(input.reference ? { reference: [null, input.reference] } : {}),
    });
    // The inspector's notice goes by mail too, written with the entry (a rollback takes both).
    if (code === INSPECTOR_AGENCY && agency.email) {
      const mail = inspectorNoticeMail(app.settings.mail.concessionName, app.mailLinks, event, {
        notifiedAt,
        by: `${user.firstName} ${user.lastName}`,
        reference: input.reference || null,
      });
      await enqueueMail(tx, 'INSPECTOR_NOTICE', agency.email, mail, { ticketId });
    }
    return entryId;
  });
  return (await ticketAgencyEntry(app.db, ticketId, id))!;
}

/**
 * PATCH /api/ticket/{id}/agency/{entryId}: arrival and departure (and the reference), only the fields
 * sent. A time already recorded changes only with the entry's version (If-Match or `version`).
 */
export async function updateAgencyTimes(
  app: FastifyInstance,
  user: AuthUser,
  ids: { ticketId: number; entryId: number },
  body: unknown,
  ifMatch: string | string[] | undefined,
): Promise<TicketAgency> {
  const condition = versionCondition(ifMatch, body);
  const input = await validateBody(agencyTimesSchema(), body);
  const sent = (key: 'arrivedAt' | 'leftAt' | 'reference') => input[key] !== undefined;
  if (!sent('arrivedAt') && !sent('leftAt') && !sent('reference')) throw badRequest(AGENCY_MESSAGES.nothingToChange);
  const now = app.clock();
  for (const key of ['arrivedAt', 'leftAt'] as const) if (input[key]) notFuture(input[key], now, key);
  await app.db.transaction(async (tx) => {
    await lockEvent(tx, user, ids.ticketId, now);
    const entry = await lockTicketAgencyEntry(tx, ids.ticketId, ids.entryId);
    if (!entry) throw notFound(AGENCY_MESSAGES.entryNotFound);
    if (condition && !condition(entry.version)) throw staleVersion(AGENCY_MESSAGES.stale, entry);
    const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
    const next = {
      arrivedAt: sent('arrivedAt') ? iso(input.arrivedAt) : entry.arrivedAt,
      leftAt: sent('leftAt') ? iso(input.leftAt) : entry.leftAt,
      reference: sent('reference') ? input.reference || null : entry.reference,
    };
    // Overwriting a recorded value is a correction: only against the version the screen showed.
    const overwrites = (['arrivedAt', 'leftAt', 'reference'] as const).filter((k) => sent(k) && entry[k] !== null && entry[k] !== next[k]);
    if (overwrites.length > 0 && !condition) throw new HttpError(409, AGENCY_MESSAGES.alreadyRecorded, overwrites[0]);
    if (next.arrivedAt && Date.parse(next.arrivedAt) < Date.parse(entry.notifiedAt)) {
      throw badRequest(AGENCY_MESSAGES.arrivedBeforeNotice, 'arrivedAt');
    }
    if (next.leftAt && !next.arrivedAt) throw badRequest(AGENCY_MESSAGES.leftWithoutArrival, 'leftAt');
    if (next.leftAt && next.arrivedAt && Date.parse(next.leftAt) < Date.parse(next.arrivedAt)) {
      throw badRequest(AGENCY_MESSAGES.leftBeforeArrival, 'leftAt');
    }
    const changes: Record<string, [string | null, string | null]> = {};
    for (const k of ['arrivedAt', 'leftAt', 'reference'] as const) if (entry[k] !== next[k]) changes[k] = [entry[k], next[k]];
    if (Object.keys(changes).length === 0) return;
    await updateAgencyEntry(tx, entry.id, {
      arrivedAt: next.arrivedAt ? new Date(next.arrivedAt) : null,
      leftAt: next.leftAt ? new Date(next.leftAt) : null,
      reference: next.reference,
    });
    await recordHistory(tx, ids.ticketId, user.id, 'AGENCY', { agency: [entry.agencyName, entry.agencyName], ...changes });
  });
  return (await ticketAgencyEntry(app.db, ids.ticketId, ids.entryId))!;
}
