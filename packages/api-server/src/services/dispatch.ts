// Dispatch (issue 38 item 4): sending an AVAILABLE unit to an event, the units that can go (nearest
// first along the road, the kinds the event's category needs first), and what a unit's moves do to
// the event: the first dispatch records T3 DISPATCHED, the first arrival T4 ON_SCENE, through the
// milestone repository with the status and lanes rule (issue 37), on the locked event. Locks: the
// unit first, then the event, on every path, so a dispatch and a status move never deadlock.
import type { FastifyInstance } from 'fastify';
import {
  CLOSED_STATUS,
  MILESTONE_CODES,
  type DispatchOption,
  type EventUnit,
  type MilestoneCode,
  type Ticket,
  type Unit,
} from '@vigia/domain';
import { decideTriage } from '@vigia/domain/event-policy';
import { dispatchSchema } from '@vigia/domain/schemas';
import { decideUnitMove, type UnitStatus } from '@vigia/domain/unit-status';
import { enforce } from '../access/ticket-policy.ts';
import { HttpError, isUniqueViolation } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { eventStateWrite } from '../repositories/event-state.ts';
import { recordMilestone } from '../repositories/milestones.ts';
import { eventUnits } from '../repositories/unit-figures.ts';
import { lockTickets } from '../repositories/tickets.ts';
import { listUnits, openDispatch, preferredKinds, stampDispatch, unitFacts, writeUnitStatus, type Tx } from '../repositories/units.ts';
import type { AuthUser } from '../repositories/users.ts';
import { eventLabel } from './assignments.ts';
import { loadVisibleTicket } from './ticket-access.ts';
import { lockForAction, type EventAction } from './ticket-versions.ts';
import { announce, lockExisting, refuseMove } from './units.ts';

export const DISPATCH_MESSAGES = {
  alreadyOnEvent: 'La unidad ya está atendiendo un evento',
  closed: 'El evento está cerrado: no se despachan unidades a un evento cerrado',
} as const;

const rank = (code: MilestoneCode) => MILESTONE_CODES.indexOf(code);

/**
 * Records `code` on the locked event when the units imply it (the first dispatch, the first arrival):
 * not when it, or a later milestone, is there already, nor on a closed event. At the server's time,
 * never before the report nor before a milestone recorded by hand a moment ago.
 */
async function recordImpliedMilestone(tx: Tx, event: Ticket, code: MilestoneCode, actorId: string, now: Date): Promise<void> {
  if (event.statusCode === CLOSED_STATUS) return;
  if (event.milestones.some((m) => rank(m.code) >= rank(code))) return;
  const times = [now, new Date(event.createdAt), ...event.milestones.map((m) => new Date(m.at))].map((d) => d.getTime());
  await recordMilestone(
    tx,
    {
      ticketId: event.id,
      code,
      at: new Date(Math.max(...times)),
      reason: null,
      recordedAt: now,
      actorId,
      state: eventStateWrite(event, { kind: 'milestone', code }),
    },
    () => undefined, // checked above, on the same locked row
  );
}

/** What a status move does to the unit's event: its times, T4 on the first arrival, the link on release. */
export async function applyEventEffects(tx: Tx, user: AuthUser, unit: Unit, to: UnitStatus, now: Date): Promise<void> {
  if (unit.ticketId === null) return;
  if (to === 'EN_ROUTE') await stampDispatch(tx, unit.id, { enRouteAt: now });
  if (to === 'ON_SCENE') {
    await stampDispatch(tx, unit.id, { onSceneAt: now });
    const [event] = await lockTickets(tx, [unit.ticketId], now);
    if (event) await recordImpliedMilestone(tx, event, 'ON_SCENE', user.id, now);
  }
  // Released: the unit is free; the event stays as it is (the last unit leaving does not close it).
  if (to === 'AVAILABLE') await stampDispatch(tx, unit.id, { releasedAt: now, releasedBy: user.id });
}

/** POST /api/ticket/{id}/dispatch: the unit DISPATCHED and linked, T3 if first; its driver told at once. */
export async function dispatchUnit(app: FastifyInstance, action: EventAction): Promise<Unit> {
  const { user, id } = action;
  const { unitId } = await validateBody(dispatchSchema(), action.body);
  const now = app.clock();
  let event: Ticket | undefined;
  let unit: Unit;
  try {
    unit = await app.db.transaction(async (tx) => {
      const locked = await lockExisting(tx, unitId);
      event = await lockForAction(tx, action, now, (e) => decideTriage(user, e));
      enforce(decideTriage(user, event), { conflict: { message: DISPATCH_MESSAGES.closed } });
      const move = { kind: 'dispatch' } as const;
      if (locked.ticketId !== null) throw new HttpError(409, DISPATCH_MESSAGES.alreadyOnEvent, 'unitId');
      refuseMove(decideUnitMove(user, unitFacts(locked), move), locked, move, user);
      await openDispatch(tx, unitId, id, now, user.id);
      await writeUnitStatus(tx, unitId, 'DISPATCHED', now, { byId: user.id, driverId: locked.driverId, ticketId: id });
      await recordImpliedMilestone(tx, event, 'DISPATCHED', user.id, now);
      return announce(tx, unitId, 'dispatched', null);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, DISPATCH_MESSAGES.alreadyOnEvent, 'unitId');
    throw error;
  }
  // Stored and pushed on the driver's live stream (the bell, a sound on the phone).
  await app.notify(
    [unit.driverId],
    'EVENT_ASSIGNED',
    id,
    `Unidad ${unit.code}: despachada al evento #${id} (${eventLabel(event!)}, ${event!.orientation === 'NORTH' ? 'norte a sur' : 'sur a norte'})`,
    user.id,
  );
  return unit;
}

/**
 * GET /api/ticket/{id}/dispatch-options: the units that can go now (AVAILABLE, in service, a driver
 * on shift), the kinds the event's category needs first, then nearest first by |unit km − event km|;
 * a unit that has sent no position yet is measured from its base km (`fromBase`).
 */
export async function dispatchOptions(app: FastifyInstance, user: AuthUser, id: number): Promise<DispatchOption[]> {
  const event = await loadVisibleTicket(app.db, user, id);
  const [units, preferred] = await Promise.all([listUnits(app.db, { activeOnly: true }), preferredKinds(app.db, id)]);
  return units
    .filter((unit) => decideUnitMove(user, unitFacts(unit), { kind: 'dispatch' }) === 'allow' && unit.ticketId === null)
    .map((unit) => {
      const fromBase = unit.kilometer === null;
      const kilometer = unit.kilometer ?? unit.baseKm;
      return {
        unitId: unit.id,
        code: unit.code,
        kind: unit.kind,
        status: unit.status,
        distanceKm: Math.round(Math.abs(kilometer - event.kilometer) * 1000) / 1000,
        kilometer,
        fromBase,
        preferred: preferred.includes(unit.kind),
      };
    })
    .sort((a, b) => Number(b.preferred) - Number(a.preferred) || a.distanceKm - b.distanceKm || a.code.localeCompare(b.code));
}

/** GET /api/ticket/{id}/units: the units sent to an event the caller may see, with their times. */
export async function unitsSentTo(app: FastifyInstance, user: AuthUser, id: number): Promise<EventUnit[]> {
  await loadVisibleTicket(app.db, user, id);
  return eventUnits(app.db, id);
}
