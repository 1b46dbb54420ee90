// Saving an event (PUT and PATCH /api/ticket/:id, issue 35): read, check and write in one
// transaction on the locked row, so two saves of one event apply one after the other to the state
// each of them saw checked, never to a stale copy; notifications go out after the commit.
import type { FastifyInstance } from 'fastify';
import { string } from 'yup';
import { CHANNEL_WEB, CLOSED_STATUS, toTicketUpdate, type EventSchemaOutput, type Ticket } from '@vigia/domain';
import { decideClose, decideSave, decideStatus } from '@vigia/domain/event-policy';
import { callTakenReporterFields, createEventSchema, SPANISH_MESSAGES } from '@vigia/domain/schemas';
import type { Db } from '../db/client.ts';
import { enforce, enforceWho } from '../access/ticket-policy.ts';
import { badRequest, MESSAGES, notFound } from '../lib/errors.ts';
import { sanitizeDescription } from '../lib/sanitize.ts';
import { isPlainObject, validateBody } from '../lib/validate.ts';
import { classificationPath, statusExists } from '../repositories/lookups.ts';
import { STORED_INPUT_FIELDS, type StoredInputField } from '../repositories/ticket-create.ts';
import type { TicketChanges } from '../repositories/ticket-history.ts';
import { getTicket, lockTickets, updateTicket, type Tx } from '../repositories/tickets.ts';
import { findCloseReason } from '../repositories/triage-lists.ts';
import type { AuthUser } from '../repositories/users.ts';
import { mayChooseStatus, type EventChange } from '@vigia/domain/event-state';
import { eventStateWrite } from '../repositories/event-state.ts';
import { checkAssignment, eventLabel, notifyAssigned } from './assignments.ts';
import { keepHiddenPersonalData } from './personal-data.ts';
import { staleError, versionCondition } from './ticket-versions.ts';

// Built once: a yup schema is immutable and validating with it keeps no state (the date check reads
// the clock on each call), while building one per request cost measurable time under load.
export const eventSchema = createEventSchema();
export const updateSchema = eventSchema.shape({
  statusCode: string().typeError(MESSAGES.invalidValue).trim().required('Este campo es requerido').max(30, 'Máximo 30 caracteres'),
  assignedToId: string()
    .typeError(MESSAGES.invalidValue)
    .max(36, 'Identificador no válido')
    .uuid('Identificador no válido')
    .nullable()
    .default(null),
  // Required when the update closes the event (checked against the active reasons below).
  closeReason: string().typeError(MESSAGES.invalidValue).trim().max(50, MESSAGES.invalidValue).nullable().default(null),
});
/** Issue 39: an event the control room logged has no reporter's e-mail, document or plate to require. */
export const callTakenUpdateSchema = updateSchema.shape(callTakenReporterFields());
/** PATCH: any of PUT's fields but the assignee (its own path); the others stay as they are. */
export const patchSchema = updateSchema.omit(['assignedToId']).partial();

/** Issue 37: the status rule only moves forward; the stored status is what the work says. */
export const NOT_BACK_TO_OPEN = 'Un evento en proceso no vuelve a «Abierto»';
export const REOPEN_FIRST = 'El evento está cerrado: reábralo indicando el motivo para cambiar su estado';
export const ASSIGN_ELSEWHERE = 'El responsable se cambia con la acción Asignar, no en esta solicitud';

/** Checks the classification belongs to the category and subcategory the form sent. */
export async function checkClassification(db: Db, input: EventSchemaOutput) {
  const path = await classificationPath(db, input.classificationId);
  if (!path) throw badRequest('La clasificación no existe', 'classificationId');
  if (path.categoryCode !== input.category || path.subcategoryId !== input.subcategory) {
    throw badRequest('La clasificación no corresponde a la categoría y subcategoría', 'classificationId');
  }
  return path;
}

/** The stored fields an update may change: all but dateEvent, fixed at creation (SPEC §4). */
type EditableField = Exclude<StoredInputField, 'dateEvent'>;
const EDITABLE_FIELDS = STORED_INPUT_FIELDS.filter((field): field is EditableField => field !== 'dateEvent');

export function eventValues(input: EventSchemaOutput) {
  // Object.fromEntries loses the keys: they are exactly EDITABLE_FIELDS.
  const values = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, input[field]])) as Pick<EventSchemaOutput, EditableField>;
  return { ...values, description: sanitizeDescription(input.description), realAddress: input.realAddress ?? '' };
}

/** The reason an update that closes the event gives: required, and one of the active ones. */
export async function activeCloseReason(db: Db, code: string | null | undefined): Promise<string> {
  if (!code) throw badRequest(SPANISH_MESSAGES.closeReasonRequired, 'closeReason');
  const reason = await findCloseReason(db, code);
  if (!reason || !reason.active) throw badRequest(MESSAGES.invalidValue, 'closeReason');
  return reason.code;
}

/** The event locked for this transaction, if `user` may save it (decideSave): 404 when they may not see it, 403 when not edit. */
export async function lockEditable(tx: Tx, user: AuthUser, id: number, now: Date): Promise<Ticket> {
  const [ticket] = await lockTickets(tx, [id], now);
  if (!ticket) throw notFound(MESSAGES.ticketNotFound);
  enforceWho(decideSave(user, ticket));
  return ticket;
}

export interface SaveOptions {
  /** PATCH: the body holds only the fields that change. */
  partial: boolean;
  ifMatch: string | string[] | undefined;
}

/** PUT (the whole event) or PATCH (some fields) of one event; the event as it is after the save. */
export async function saveTicket(app: FastifyInstance, user: AuthUser, id: number, body: unknown, options: SaveOptions): Promise<Ticket> {
  const now = app.clock();
  const saved = await app.db.transaction(async (tx) => {
    const current = await lockEditable(tx, user, id, now);
    if (!isPlainObject(body)) throw badRequest(MESSAGES.invalidBody);
    const condition = versionCondition(options.ifMatch, body);
    if (options.partial && body['assignedToId'] !== undefined) throw badRequest(ASSIGN_ELSEWHERE, 'assignedToId');
    // Checked first: a stale copy learns what changed before anything else is said about it.
    if (condition && !condition(current.version)) throw staleError(current, user.role);
    // Closed: only a manager saves it (its data; the status waits for a reopen).
    enforce(decideSave(user, current));
    const wasClosed = current.statusCode === CLOSED_STATUS;
    // A PATCH that closes says so: closing a closed event is refused (a PUT saves the whole row, closed or not).
    if (options.partial && body['statusCode'] === CLOSED_STATUS) enforce(decideClose(user, current));

    // PATCH: the fields sent over the event as it is now; the rest of the rules are PUT's.
    const merged: Record<string, unknown> = options.partial ? { ...toTicketUpdate(current), closeReason: null, ...body } : { ...body };
    // dateEvent is fixed after creation: accept it unchanged (to the minute) or absent.
    if (merged['dateEvent'] !== undefined && merged['dateEvent'] !== null && merged['dateEvent'] !== '') {
      const sent = new Date(String(merged['dateEvent'])).getTime();
      if (Number.isNaN(sent) || Math.abs(sent - Date.parse(current.dateEvent)) >= 60_000)
        throw badRequest(MESSAGES.dateEventLocked, 'dateEvent');
    }
    merged['dateEvent'] = current.dateEvent;
    if (merged['assignedToId'] === '') merged['assignedToId'] = null;
    // Issue 40: what the role reads masked, or a masked value sent back, keeps the stored value.
    Object.assign(merged, keepHiddenPersonalData(merged, current, user.role));

    // A RUT or e-mail stored before the issue-24 rules is not refused again.
    const schema = current.channelCode === CHANNEL_WEB ? updateSchema : callTakenUpdateSchema;
    const input = await validateBody(schema, merged, { stored: { rut: current.rut, email: current.email } });
    await checkClassification(tx, input);
    if (!(await statusExists(tx, input.statusCode))) throw badRequest(MESSAGES.invalidValue, 'statusCode');
    const assignedToId = input.assignedToId ?? null;
    // The assignment path's own checks (issue 35): a manager, an enabled operator, an open event.
    if (assignedToId !== current.assignedToId) await checkAssignment(tx, user, [current], assignedToId, 'assignedToId');
    // A driver only closes; a closed event is worked again only through reopen, which asks why (issue 23).
    enforce(decideStatus(user, current, input.statusCode), { conflict: { message: REOPEN_FIRST, field: 'statusCode' } });
    enforce(mayChooseStatus(current.statusCode, input.statusCode) ? 'allow' : 'conflict', {
      conflict: { message: NOT_BACK_TO_OPEN, field: 'statusCode' },
    });
    const closing = !wasClosed && input.statusCode === CLOSED_STATUS;
    const closeReason = closing ? await activeCloseReason(tx, input.closeReason) : current.closeReason;

    // Closing or a new assignee: the status and lanes rule's (issue 37) over the status sent.
    const change: EventChange | null = closing
      ? { kind: 'close' }
      : assignedToId !== current.assignedToId
        ? { kind: 'assignee', assignedToId }
        : null;
    const state = change ? eventStateWrite({ ...current, statusCode: input.statusCode }, change) : null;
    const next = { ...eventValues(input), statusCode: state?.values.statusCode ?? input.statusCode, assignedToId, closeReason };
    const changes: TicketChanges = {};
    for (const [key, value] of Object.entries(next)) {
      // Object.entries answers string keys: `next` holds only Ticket fields.
      const before = current[key as keyof Ticket];
      if (before !== value) changes[key] = [before ?? null, value];
    }
    // The lanes are not in `next` (the event's JSON has lanesBlocked): the rule's changes name them.
    const { statusCode: _ruled, ...laneValues } = state?.values ?? {};
    const { statusCode: _said, ...laneChanges } = state?.changes ?? {};
    await updateTicket(tx, id, { ...next, ...laneValues }, { ...changes, ...laneChanges }, user.id, now);
    return { current, changes, assignedToId, statusCode: next.statusCode };
  });

  const { current, changes, assignedToId, statusCode } = saved;
  const ticket = await getTicket(app.db, id, now);
  if (!ticket) throw notFound(MESSAGES.ticketNotFound);
  if (changes['assignedToId']) await notifyAssigned(app, [current], assignedToId, user.id);
  if (changes['statusCode']) {
    const closed = statusCode === CLOSED_STATUS;
    // The reporter and the operator working on it (never the person who made the change;
    // an operator assigned by this very update already got EVENT_ASSIGNED).
    await app.notify(
      [current.createdById, changes['assignedToId'] ? null : assignedToId],
      closed ? 'EVENT_CLOSED' : 'STATUS_CHANGED',
      id,
      closed
        ? `El evento #${id} (${eventLabel(current)}) fue cerrado`
        : `El evento #${id} (${eventLabel(current)}) cambió de estado a «${ticket.statusName}»`,
      user.id,
    );
  }
  return ticket;
}
