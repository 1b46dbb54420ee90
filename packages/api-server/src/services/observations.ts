// The Inspección Fiscal's observations (issue 40 item 2). OPEN → ANSWERED (the concession's one
// answer) → RESOLVED (the inspector: UPHELD or DISMISSED); the inspector may also resolve an OPEN one.
// Any other step is a 409. Each step locks the observation, checks its state (and the version the
// caller read: If-Match or `version`, 412 when stale) and writes in one transaction with the event's
// history row (the hash chain: the texts' SHA-256, not the texts) and the other party's mail. A
// resolve must name the version read: the inspector never resolves over an answer not seen.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Observation, ObservationState } from '@vigia/domain';
import { observationReplySchema, observationResolveSchema, observationSchema } from '@vigia/domain/schemas';
import { badRequest, HttpError, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { observationMail, type ObservationStep } from '../mail/observation-mail.ts';
import { enqueueMail, type MailKind } from '../mail/outbox.ts';
import {
  attachmentsOfEvent,
  concessionAddresses,
  getObservation,
  insertObservation,
  lockObservation,
  updateObservation,
} from '../repositories/observations.ts';
import { standardExists } from '../repositories/standards.ts';
import { recordHistory } from '../repositories/ticket-history.ts';
import { lockTickets, type Tx } from '../repositories/tickets.ts';
import type { AuthUser } from '../repositories/users.ts';
import { loadVisibleTicket } from './ticket-access.ts';
import { staleVersion, versionCondition } from './ticket-versions.ts';

export const OBSERVATION_MESSAGES = {
  notFound: 'La observación no existe',
  unknownStandard: 'El estándar indicado no existe',
  alreadyAnswered: 'La observación ya fue respondida',
  alreadyResolved: 'La observación ya fue resuelta',
  stale: 'La observación cambió mientras la leía: revise su estado actual',
  versionRequired: 'Indique la versión de la observación que leyó (If-Match o version)',
  foreignAttachment: 'El archivo indicado no pertenece al evento',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const fullName = (user: AuthUser) => `${user.firstName} ${user.lastName}`;

const MAIL_KIND: Record<ObservationStep, MailKind> = {
  OPENED: 'OBSERVATION_OPENED',
  ANSWERED: 'OBSERVATION_ANSWERED',
  RESOLVED: 'OBSERVATION_RESOLVED',
};

/** The step's history row and its mail to the other party, in the step's transaction. */
async function recordStep(
  app: FastifyInstance,
  tx: Tx,
  user: AuthUser,
  step: ObservationStep,
  from: ObservationState | null,
  observation: Observation,
  text: string,
) {
  await recordHistory(tx, observation.ticketId, user.id, 'OBSERVATION', {
    observation: [null, observation.id],
    observationState: [from, observation.state],
    ...(observation.outcome ? { outcome: [null, observation.outcome] } : {}),
    textSha256: [null, sha256(text)],
  });
  const to = step === 'ANSWERED' ? [app.inspectorClock.options.address].filter(Boolean) : await concessionAddresses(tx);
  const mail = observationMail(app.settings.mail.concessionName, app.mailLinks, step, observation, fullName(user));
  for (const address of to)
    await enqueueMail(tx, MAIL_KIND[step], address, mail, { observationId: observation.id, ticketId: observation.ticketId });
}

/** POST /api/observations (INSPECTOR): on an event, optionally citing a standard. */
export async function openObservation(app: FastifyInstance, user: AuthUser, body: unknown): Promise<Observation> {
  const input = await validateBody(observationSchema(), body);
  await loadVisibleTicket(app.db, user, input.ticketId);
  const now = app.clock();
  const id = await app.db.transaction(async (tx) => {
    await lockTickets(tx, [input.ticketId], now);
    if (input.standardId !== null && !(await standardExists(tx, input.standardId))) {
      throw badRequest(OBSERVATION_MESSAGES.unknownStandard, 'standardId');
    }
    const newId = await insertObservation(tx, { ...input, openedAt: now, openedBy: user.id });
    const observation = (await lockObservation(tx, newId))!;
    await recordStep(app, tx, user, 'OPENED', null, observation, input.text);
    return newId;
  });
  return (await getObservation(app.db, id))!;
}

/** The observation locked, after the version the caller read is checked: 404, 412 with the current one. */
async function lockForStep(tx: Tx, id: number, condition: ((v: number) => boolean) | null): Promise<Observation> {
  const current = await lockObservation(tx, id);
  if (!current) throw notFound(OBSERVATION_MESSAGES.notFound);
  if (condition && !condition(current.version)) throw staleVersion(OBSERVATION_MESSAGES.stale, current);
  if (current.state === 'RESOLVED') throw new HttpError(409, OBSERVATION_MESSAGES.alreadyResolved);
  return current;
}

/** A step on one observation, as its route calls it (routes/observations.ts `steps`). */
type StepRun = (
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  body: unknown,
  ifMatch: string | string[] | undefined,
) => Promise<Observation>;

/** POST /api/observations/{id}/reply (SUPERVISOR, ADMIN): the concession's one answer. */
export const replyToObservation: StepRun = async (app, user, id, body, ifMatch) => {
  const condition = versionCondition(ifMatch, body);
  const input = await validateBody(observationReplySchema(), body);
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const current = await lockForStep(tx, id, condition);
    if (current.state !== 'OPEN') throw new HttpError(409, OBSERVATION_MESSAGES.alreadyAnswered);
    const wanted = [...new Set(input.attachmentIds)];
    const found = await attachmentsOfEvent(tx, current.ticketId, wanted);
    if (wanted.some((a) => !found.has(a))) throw badRequest(OBSERVATION_MESSAGES.foreignAttachment, 'attachmentIds');
    await updateObservation(tx, id, {
      state: 'ANSWERED',
      replyText: input.text,
      replyAttachmentIds: wanted,
      repliedAt: now,
      repliedBy: user.id,
    });
    await recordStep(app, tx, user, 'ANSWERED', current.state, (await lockObservation(tx, id))!, input.text);
  });
  return (await getObservation(app.db, id))!;
};

/** POST /api/observations/{id}/resolve (INSPECTOR): UPHELD or DISMISSED, with the reason. */
export const resolveObservation: StepRun = async (app, user, id, body, ifMatch) => {
  const condition = versionCondition(ifMatch, body);
  const input = await validateBody(observationResolveSchema(), body);
  if (!condition) throw new HttpError(428, OBSERVATION_MESSAGES.versionRequired, 'version');
  const now = app.clock();
  await app.db.transaction(async (tx) => {
    const current = await lockForStep(tx, id, condition);
    await updateObservation(tx, id, {
      state: 'RESOLVED',
      outcome: input.outcome,
      reason: input.reason,
      resolvedAt: now,
      resolvedBy: user.id,
    });
    await recordStep(app, tx, user, 'RESOLVED', current.state, (await lockObservation(tx, id))!, input.reason);
  });
  return (await getObservation(app.db, id))!;
};
