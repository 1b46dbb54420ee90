// Units (issue 38): ADMIN keeps them; a DRIVER signs on and off; anyone the status machine lets
// moves their status (@vigia/domain/unit-status, decided again on the locked row). Each change is one
// transaction that also writes the unit's history and announces the unit on `vigia_units` (delivered
// on commit, once). A move to ON_SCENE or a release also touches the event (services/dispatch.ts).
import type { FastifyInstance } from 'fastify';
import type { Unit } from '@vigia/domain';
import { createUnitSchema, unitStatusSchema, updateUnitSchema } from '@vigia/domain/schemas';
import { decideUnitMove, isControlRoom, isOnEvent, unitStatusAfter, type UnitDecision, type UnitMove } from '@vigia/domain/unit-status';
import { forbidden, HttpError, isUniqueViolation, notFound } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import {
  closeShift,
  findUnit,
  insertUnit,
  lockUnit,
  openShift,
  unitFacts,
  unitKindExists,
  updateUnit,
  writeUnitStatus,
  type Tx,
} from '../repositories/units.ts';
import type { AuthUser } from '../repositories/users.ts';
import { announceUnit, type UnitChange } from '../repositories/unit-feed.ts';
import { staleVersion, versionCondition } from './ticket-versions.ts';
import { applyEventEffects } from './dispatch.ts';

export const UNIT_MESSAGES = {
  notFound: 'La unidad no existe',
  codeTaken: 'Ya existe una unidad con ese código',
  unknownKind: 'El tipo de unidad no existe',
  stale: 'Otro usuario modificó esta unidad mientras la editaba',
  busy: 'La unidad está en turno o atendiendo un evento: el conductor debe cerrar el turno antes de desactivarla',
  unitTaken: 'La unidad ya tiene un conductor en turno',
  driverBusy: 'Usted ya está en turno en otra unidad: cierre ese turno primero',
  inactive: 'La unidad está desactivada',
  notYourUnit: 'Usted no está en turno en esta unidad',
  signOffOnEvent: 'La unidad está atendiendo un evento: debe quedar disponible antes de cerrar el turno',
  notAvailable: 'La unidad no está disponible',
  move: (from: string, to: string) => `No se puede pasar de «${STATUS_NAMES[from] ?? from}» a «${STATUS_NAMES[to] ?? to}»`,
  controlRoomOnly: 'Liberar una unidad despachada o en camino es tarea de la sala de control',
  driverOnly: 'Este cambio lo registra el conductor de la unidad',
  noDriver: 'La unidad no tiene conductor en turno',
} as const;

/** The statuses in words (the board's and the driver's). */
export const STATUS_NAMES: Record<string, string> = {
  AVAILABLE: 'Disponible',
  DISPATCHED: 'Despachada',
  EN_ROUTE: 'En camino',
  ON_SCENE: 'En el lugar',
  OUT_OF_SERVICE: 'Fuera de servicio',
};

/** The answer of a refused move: 403 or 409, in words that say why. */
export function refuseMove(decision: UnitDecision, unit: Unit, move: UnitMove, actor: AuthUser): void {
  if (decision === 'allow') return;
  if (decision === 'forbidden') {
    const ownDriver = actor.role === 'DRIVER' && unit.driverId === actor.id;
    if (move.kind === 'status' && ownDriver) throw new HttpError(403, UNIT_MESSAGES.controlRoomOnly, 'status');
    if (move.kind === 'status' && isControlRoom(actor.role)) throw new HttpError(403, UNIT_MESSAGES.driverOnly, 'status');
    if (move.kind === 'signOff' || (move.kind === 'status' && actor.role === 'DRIVER')) throw new HttpError(403, UNIT_MESSAGES.notYourUnit);
    throw forbidden();
  }
  if (!unit.active && move.kind !== 'signOff') throw new HttpError(409, UNIT_MESSAGES.inactive);
  if (move.kind === 'signOn') throw new HttpError(409, UNIT_MESSAGES.unitTaken);
  if (move.kind === 'signOff') throw new HttpError(409, UNIT_MESSAGES.signOffOnEvent);
  if (move.kind === 'dispatch') throw new HttpError(409, unit.driverId ? UNIT_MESSAGES.notAvailable : UNIT_MESSAGES.noDriver, 'unitId');
  if (move.to === 'AVAILABLE' && unit.status === 'OUT_OF_SERVICE') throw new HttpError(409, UNIT_MESSAGES.noDriver, 'status');
  throw new HttpError(409, UNIT_MESSAGES.move(unit.status, move.to), 'status');
}

/** Locks the unit (404 when it does not exist). */
export async function lockExisting(tx: Tx, id: number): Promise<Unit> {
  const unit = await lockUnit(tx, id);
  if (!unit) throw notFound(UNIT_MESSAGES.notFound);
  return unit;
}

/** The unit as it is now, announced to the board and its driver (inside the transaction: sent on commit). */
export async function announce(tx: Tx, id: number, change: UnitChange, driverId: string | null): Promise<Unit> {
  const unit = (await findUnit(tx, id))!;
  await announceUnit(tx, { change, unit, driverId: driverId ?? unit.driverId });
  return unit;
}

/** POST /api/unit (ADMIN): a new unit, OUT_OF_SERVICE until a driver signs on. */
export async function createUnit(app: FastifyInstance, body: unknown): Promise<Unit> {
  const input = await validateBody(createUnitSchema(), body);
  if (!(await unitKindExists(app.db, input.kind))) throw new HttpError(400, UNIT_MESSAGES.unknownKind, 'kind');
  try {
    return await app.db.transaction(async (tx) => {
      const id = await insertUnit(tx, input, app.clock());
      return announce(tx, id, 'created', null);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, UNIT_MESSAGES.codeTaken, 'code');
    throw error;
  }
}

/** PATCH /api/unit/{id} (ADMIN): the fields sent; If-Match (or `version`) must name the current version. */
export async function editUnit(app: FastifyInstance, id: number, body: unknown, ifMatch: string | string[] | undefined): Promise<Unit> {
  const condition = versionCondition(ifMatch, body);
  const { version: _, ...input } = await validateBody(updateUnitSchema(), body);
  if (input.kind !== undefined && !(await unitKindExists(app.db, input.kind))) throw new HttpError(400, UNIT_MESSAGES.unknownKind, 'kind');
  try {
    return await app.db.transaction(async (tx) => {
      const unit = await lockExisting(tx, id);
      if (condition && !condition(unit.version)) throw staleVersion(UNIT_MESSAGES.stale, unit);
      // A unit on shift or on an event is in use: its driver signs off first (nothing left dangling).
      if (input.active === false && unit.active && (unit.driverId !== null || isOnEvent(unit.status)))
        throw new HttpError(409, UNIT_MESSAGES.busy, 'active');
      await updateUnit(tx, id, input, app.clock());
      return announce(tx, id, 'edited', null);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, UNIT_MESSAGES.codeTaken, 'code');
    throw error;
  }
}

/**
 * POST /api/unit/{id}/shift: the driver signs on (AVAILABLE). Two at once: the unit's row lock
 * orders sign-ons to one unit; the open-shift unique indexes refuse a driver's second unit (409).
 */
export async function signOn(app: FastifyInstance, user: AuthUser, id: number): Promise<Unit> {
  const now = app.clock();
  try {
    return await app.db.transaction(async (tx) => {
      const unit = await lockExisting(tx, id);
      const move: UnitMove = { kind: 'signOn' };
      refuseMove(decideUnitMove(user, unitFacts(unit), move), unit, move, user);
      await openShift(tx, id, user.id, now);
      await writeUnitStatus(tx, id, unitStatusAfter(move), now, { byId: user.id, driverId: user.id, ticketId: null });
      return announce(tx, id, 'shift', user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, UNIT_MESSAGES.driverBusy);
    throw error;
  }
}

/** DELETE /api/unit/{id}/shift: the unit's driver signs off (OUT_OF_SERVICE); refused while on an event. */
export async function signOff(app: FastifyInstance, user: AuthUser, id: number): Promise<Unit> {
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const unit = await lockExisting(tx, id);
    const move: UnitMove = { kind: 'signOff' };
    refuseMove(decideUnitMove(user, unitFacts(unit), move), unit, move, user);
    await closeShift(tx, id, now);
    if (unit.status !== 'OUT_OF_SERVICE')
      await writeUnitStatus(tx, id, 'OUT_OF_SERVICE', now, { byId: user.id, driverId: null, ticketId: null });
    return announce(tx, id, 'shift', user.id);
  });
}

/** POST /api/unit/{id}/status: a move the machine allows; ON_SCENE and releases touch the event too. */
export async function setUnitStatus(app: FastifyInstance, user: AuthUser, id: number, body: unknown): Promise<Unit> {
  const { status } = await validateBody(unitStatusSchema(), body);
  const now = app.clock();
  return app.db.transaction(async (tx) => {
    const unit = await lockExisting(tx, id);
    const move: UnitMove = { kind: 'status', to: status };
    refuseMove(decideUnitMove(user, unitFacts(unit), move), unit, move, user);
    await applyEventEffects(tx, user, unit, status, now);
    // The event of that moment: the one it works on, or is released from.
    await writeUnitStatus(tx, id, status, now, { byId: user.id, driverId: unit.driverId, ticketId: unit.ticketId });
    return announce(tx, id, 'status', null);
  });
}
