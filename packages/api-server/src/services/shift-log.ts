// The shift log and the handover (issue 39 items 5–6). A log entry is written once (a correction is
// a new entry naming the old one); a handover seals a summary of the shift with its hash, and another
// control-room user acknowledges it; both write a log entry in the same transaction.
import type { FastifyInstance } from 'fastify';
import { SEVERITIES, type Handover, type HandoverSummary, type ShiftLogEntry } from '@vigia/domain';
import { handoverSchema, shiftLogEntrySchema } from '@vigia/domain/schemas';
import { badRequest, HttpError, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { SEVERITY_NAMES } from '../lib/report-tables.ts';
import { acknowledgeHandover, buildSummary, findHandover, insertHandover, lockHandover, shiftStart } from '../repositories/handovers.ts';
import { insertLogEntry, logEntries, logEntryExists } from '../repositories/shift-log.ts';
import { getTicket } from '../repositories/tickets.ts';
import { findUnit } from '../repositories/units.ts';
import type { AuthUser } from '../repositories/users.ts';

export const SHIFT_MESSAGES = {
  ticketNotFound: 'El evento indicado no existe',
  unitNotFound: 'La unidad indicada no existe',
  correctedNotFound: 'La novedad que quiere corregir no existe',
  handoverNotFound: 'La entrega de turno no existe',
  ownHandover: 'No puede recibir su propia entrega de turno: debe recibirla otro usuario de la sala de control',
  alreadyAcknowledged: 'Esta entrega de turno ya fue recibida',
} as const;

/** POST /api/log: the entry as stored. */
export async function addLogEntry(app: FastifyInstance, user: AuthUser, body: unknown): Promise<ShiftLogEntry> {
  const input = await validateBody(shiftLogEntrySchema(), body);
  if (!input.text) throw badRequest('Este campo es requerido', 'text');
  if (input.ticketId !== null && !(await getTicket(app.db, input.ticketId))) throw badRequest(SHIFT_MESSAGES.ticketNotFound, 'ticketId');
  if (input.unitId !== null && !(await findUnit(app.db, input.unitId))) throw badRequest(SHIFT_MESSAGES.unitNotFound, 'unitId');
  const id = await app.db.transaction(async (tx) => {
    // Checked in the writing transaction: entries are never deleted, so it still exists at commit.
    if (input.corrects !== null && !(await logEntryExists(tx, input.corrects))) {
      throw badRequest(SHIFT_MESSAGES.correctedNotFound, 'corrects');
    }
    return insertLogEntry(tx, {
      authorId: user.id,
      kind: input.corrects !== null ? 'CORRECTION' : 'NOTE',
      text: input.text,
      at: app.clock(),
      ticketId: input.ticketId,
      unitId: input.unitId,
      corrects: input.corrects,
    });
  });
  const { entries } = await logEntries(app.db, { id }, { offset: 0, limit: 1 });
  return entries[0]!;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The handover's line in the log: what it states, in words, and its hash. */
function handoverText(id: number, summary: HandoverSummary, hash: string): string {
  const bySeverity = [...SEVERITIES]
    .reverse()
    .map((s) => [s, summary.openEvents.find((g) => g.severity === s)?.total ?? 0] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${(SEVERITY_NAMES[s] ?? s).toLowerCase()}`);
  const open = summary.openEvents.reduce((sum, g) => sum + g.total, 0);
  const units = summary.units.reduce((sum, g) => sum + g.units.length, 0);
  return [
    `Entrega de turno N° ${id}: ${plural(open, 'evento abierto', 'eventos abiertos')}${bySeverity.length ? ` (${bySeverity.join(', ')})` : ''}`,
    `${plural(units, 'unidad activa', 'unidades activas')}`,
    `${plural(summary.awaitedAgencies.length, 'institución esperada', 'instituciones esperadas')}`,
    `${plural(summary.log.length, 'novedad del turno', 'novedades del turno')}. Huella SHA-256: ${hash}`,
  ].join(', ');
}

/** POST /api/shift/handover: the summary built and sealed now, and its log entry. */
export async function createHandover(app: FastifyInstance, user: AuthUser, body: unknown): Promise<Handover> {
  const { note } = await validateBody(handoverSchema(), body ?? {});
  const now = app.clock();
  const id = await app.db.transaction(async (tx) => {
    const since = await shiftStart(tx, now);
    const summary = await buildSummary(tx, now, since, note || null);
    const sealed = await insertHandover(tx, { createdAt: now, createdBy: user.id, since, summary });
    await insertLogEntry(tx, {
      authorId: user.id,
      kind: 'HANDOVER',
      text: handoverText(sealed.id, summary, sealed.hash),
      at: now,
      handoverId: sealed.id,
    });
    return sealed.id;
  });
  return (await findHandover(app.db, id))!;
}

/** POST /api/shift/handover/{id}/ack: another control-room user receives the shift, once. */
export async function ackHandover(app: FastifyInstance, user: AuthUser, id: number): Promise<Handover> {
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const handover = await lockHandover(tx, id);
    if (!handover) throw notFound(SHIFT_MESSAGES.handoverNotFound);
    if (handover.acknowledgedAt) throw new HttpError(409, SHIFT_MESSAGES.alreadyAcknowledged);
    if (handover.createdBy === user.id) throw new HttpError(409, SHIFT_MESSAGES.ownHandover);
    await acknowledgeHandover(tx, id, user.id, now);
    const text = `Recibió la entrega de turno N° ${id}: ${user.firstName} ${user.lastName}`;
    await insertLogEntry(tx, { authorId: user.id, kind: 'HANDOVER_ACK', text, at: now, handoverId: id });
  });
  return (await findHandover(app.db, id))!;
}

export async function handoverById(app: FastifyInstance, id: number): Promise<Handover> {
  const handover = await findHandover(app.db, id);
  if (!handover) throw notFound(SHIFT_MESSAGES.handoverNotFound);
  return handover;
}
