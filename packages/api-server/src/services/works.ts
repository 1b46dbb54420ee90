// Planned works (issue 41): each write is one transaction on the locked work that checks the role
// and the state (@vigia/domain/work-status, on the status as read at that instant), the version
// (If-Match or `version`: 412 with the current work), writes, and records the change in the work's
// hash-chained history. Creating, editing and approving answer the conflicts found as warnings.
import type { FastifyInstance } from 'fastify';
import type { Work, WorkConflict } from '@vigia/domain';
import { workRejectSchema, workSchema } from '@vigia/domain/schemas';
import { expandSchedule, type WorkSchedule } from '@vigia/domain/work-schedule';
import { decideWorkAction, WORK_ACTION_RESULT, type WorkAction } from '@vigia/domain/work-status';
import { forbidden, HttpError, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import type { AuthUser } from '../repositories/users.ts';
import {
  findWork,
  insertWork,
  lockWork,
  recordWorkHistory,
  setWorkStatus,
  updateWork,
  type Tx,
  type WorkValues,
} from '../repositories/works.ts';
import { workConflicts } from '../repositories/work-conflicts.ts';
import { staleVersion, versionCondition } from './ticket-versions.ts';

export const WORK_MESSAGES = {
  notFound: 'La faena no existe',
  stale: 'Otro usuario modificó esta faena mientras la editaba',
  state: (status: string, action: WorkAction) =>
    `Una faena en estado ${STATUS_NAMES[status] ?? status} no se puede ${ACTION_NAMES[action]}`,
  ended: 'El horario de la faena ya terminó: no se puede solicitar ni aprobar',
} as const;

const STATUS_NAMES: Record<string, string> = {
  DRAFT: 'borrador',
  REQUESTED: 'solicitada',
  APPROVED: 'aprobada',
  REJECTED: 'rechazada',
  ACTIVE: 'en curso',
  DONE: 'terminada',
  CANCELLED: 'cancelada',
};
const ACTION_NAMES: Record<WorkAction, string> = {
  edit: 'editar',
  request: 'solicitar',
  approve: 'aprobar',
  reject: 'rechazar',
  cancel: 'cancelar',
};

export interface WorkWrite {
  work: Work;
  warnings: WorkConflict[];
}

async function valuesOf(body: unknown): Promise<WorkValues> {
  const input = await validateBody(workSchema(), body);
  // The schema accepted one of the two kinds of schedule whole: keep only that kind's fields.
  const sent = input.schedule;
  const schedule: WorkSchedule =
    sent.from !== undefined
      ? { from: sent.from, to: sent.to!, days: sent.days!, windowStart: sent.windowStart!, windowEnd: sent.windowEnd! }
      : { start: sent.start!, end: sent.end! };
  return {
    title: input.title,
    kmFrom: input.kmFrom,
    kmTo: input.kmTo,
    orientations: input.orientations,
    lanesClosed: input.lanesClosed,
    shoulderClosed: input.shoulderClosed,
    speedLimit: input.speedLimit ?? null,
    contractor: input.contractor,
    contact: input.contact,
    schedule,
    periods: expandSchedule(schedule),
  };
}

/** The fields a history row keeps of a work (what changed is read by comparing two rows). */
const recorded = (values: WorkValues) => {
  const { periods, ...rest } = values;
  return { ...rest, periods: periods.length };
};

/** Locks the work, then refuses what the role or the state does not allow, or a stale version. */
async function lockFor(
  tx: Tx,
  user: AuthUser,
  id: number,
  action: WorkAction,
  ifMatch: string | string[] | undefined,
  body: unknown,
  now: Date,
) {
  const condition = versionCondition(ifMatch, body);
  const work = await lockWork(tx, id, now);
  if (!work) throw notFound(WORK_MESSAGES.notFound);
  const decision = decideWorkAction(user.role, action, work.status);
  if (decision === 'forbidden') throw forbidden();
  if (condition && !condition(work.version)) throw staleVersion(WORK_MESSAGES.stale, work);
  if (decision === 'conflict') throw new HttpError(409, WORK_MESSAGES.state(work.status, action), 'status');
  return work;
}

/** POST /api/works (SUPERVISOR, ADMIN): a DRAFT. */
export async function createWork(app: FastifyInstance, user: AuthUser, body: unknown): Promise<WorkWrite> {
  if (decideWorkAction(user.role, 'edit', 'DRAFT') === 'forbidden') throw forbidden();
  const values = await valuesOf(body);
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const id = await insertWork(tx, values, user.id, now);
    await recordWorkHistory(tx, id, user.id, 'CREATED', recorded(values));
    return { work: (await findWork(tx, id, now))!, warnings: await workConflicts(tx, id) };
  });
}

/** PUT /api/works/{id}: the whole work again, while DRAFT or REJECTED (a REJECTED one becomes a DRAFT). */
export async function editWork(app: FastifyInstance, user: AuthUser, id: number, body: unknown, ifMatch: string | string[] | undefined) {
  if (decideWorkAction(user.role, 'edit', 'DRAFT') === 'forbidden') throw forbidden();
  const values = await valuesOf(body);
  const now = app.clock();
  return app.db.transaction(async (tx): Promise<WorkWrite> => {
    const before = await lockFor(tx, user, id, 'edit', ifMatch, body, now);
    await updateWork(tx, id, values, now);
    await recordWorkHistory(tx, id, user.id, 'EDITED', { ...recorded(values), status: [before.status, 'DRAFT'] });
    return { work: (await findWork(tx, id, now))!, warnings: await workConflicts(tx, id) };
  });
}

/** POST /api/works/{id}/request|approve|reject|cancel. */
export async function moveWork(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  action: Exclude<WorkAction, 'edit'>,
  body: unknown,
  ifMatch: string | string[] | undefined,
): Promise<WorkWrite> {
  const reason = action === 'reject' ? (await validateBody(workRejectSchema(), body)).reason : null;
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const before = await lockFor(tx, user, id, action, ifMatch, body, now);
    const ended = Date.parse(before.periods.at(-1)?.end ?? '') <= now.getTime();
    if ((action === 'request' || action === 'approve') && ended) throw new HttpError(409, WORK_MESSAGES.ended, 'schedule');
    const status = WORK_ACTION_RESULT[action];
    await setWorkStatus(tx, id, status, reason, now);
    await recordWorkHistory(tx, id, user.id, action.toUpperCase(), { status: [before.status, status], ...(reason ? { reason } : {}) });
    const work = (await findWork(tx, id, now))!;
    return { work, warnings: action === 'approve' ? await workConflicts(tx, id) : [] };
  });
}
