// A unit's status (issue 38): what may follow what, and who may move it. Pure, so the server decides
// with it on the locked row and the driver's and the control room's screens show only the buttons
// that will work. The contract test (unit-status.test.ts) writes out every status × move × actor.
//
//   OUT_OF_SERVICE ──sign on──▶ AVAILABLE ──dispatch──▶ DISPATCHED ──▶ EN_ROUTE ──▶ ON_SCENE
//        ▲    ◀──sign off / break──┘ ▲                      │              │            │
//        │                           └──── released by the control room ───┘            │
//        │                           └──────────────── released by its driver ──────────┘
//
// - Sign-on is a DRIVER's, on a unit nobody drives; sign-off is the unit's driver's, and is refused
//   while the unit works an event (it is released first: an event never loses a unit silently).
// - Only a dispatch (the control room) makes a unit DISPATCHED; its driver moves it EN_ROUTE, then
//   ON_SCENE, then AVAILABLE (released). The control room may release a DISPATCHED or EN_ROUTE unit.
// - A unit not on an event may go OUT_OF_SERVICE and back (a break, refuelling) while its driver is on
//   shift: by the driver or the control room. Without a driver it stays OUT_OF_SERVICE.
import type { Role } from './constants';

export const UNIT_STATUSES = ['AVAILABLE', 'DISPATCHED', 'EN_ROUTE', 'ON_SCENE', 'OUT_OF_SERVICE'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** A new unit, and a unit nobody drives. */
export const INITIAL_UNIT_STATUS: UnitStatus = 'OUT_OF_SERVICE';
/** Statuses of a unit working an event (linked to it). */
export const ON_EVENT_STATUSES: readonly UnitStatus[] = ['DISPATCHED', 'EN_ROUTE', 'ON_SCENE'];

/** Who moves: the signed-in user (id and role). */
export interface UnitActor {
  id: string;
  role: Role;
}

/** What the rule reads of a unit. */
export interface UnitFacts {
  status: UnitStatus;
  /** The driver signed on, or null. */
  driverId: string | null;
  /** A deactivated unit takes no shift and no dispatch. */
  active: boolean;
}

/** What may be done to a unit: sign on/off, dispatch, or a status asked by POST /api/unit/{id}/status. */
export type UnitMove = { kind: 'signOn' } | { kind: 'signOff' } | { kind: 'dispatch' } | { kind: 'status'; to: UnitStatus };

/** allow; forbidden (403: not who may do it); conflict (409: not from this status). */
export type UnitDecision = 'allow' | 'forbidden' | 'conflict';

const CONTROL_ROOM: readonly Role[] = ['OPERATOR', 'SUPERVISOR', 'ADMIN'];
export const isControlRoom = (role: Role) => CONTROL_ROOM.includes(role);
export const isOnEvent = (status: UnitStatus) => ON_EVENT_STATUSES.includes(status);

/** The status a move leads to. */
export function unitStatusAfter(move: UnitMove): UnitStatus {
  if (move.kind === 'signOn') return 'AVAILABLE';
  if (move.kind === 'signOff') return 'OUT_OF_SERVICE';
  if (move.kind === 'dispatch') return 'DISPATCHED';
  return move.to;
}

/** Who may make a status move from `from` to `to` (the driver, the control room), or null: never. */
function statusMovers(from: UnitStatus, to: UnitStatus): { driver: boolean; controlRoom: boolean } | null {
  if (from === 'DISPATCHED' && to === 'EN_ROUTE') return { driver: true, controlRoom: false };
  if (from === 'EN_ROUTE' && to === 'ON_SCENE') return { driver: true, controlRoom: false };
  if (from === 'ON_SCENE' && to === 'AVAILABLE') return { driver: true, controlRoom: false };
  if ((from === 'DISPATCHED' || from === 'EN_ROUTE') && to === 'AVAILABLE') return { driver: false, controlRoom: true };
  if ((from === 'AVAILABLE' && to === 'OUT_OF_SERVICE') || (from === 'OUT_OF_SERVICE' && to === 'AVAILABLE'))
    return { driver: true, controlRoom: true };
  return null;
}

/**
 * May `actor` make `move` on `unit` now. Who first (403), then the status (409): a driver who is not
 * the unit's learns nothing of its state. A deactivated unit refuses every move but a sign-off.
 */
export function decideUnitMove(actor: UnitActor, unit: UnitFacts, move: UnitMove): UnitDecision {
  const ownDriver = actor.role === 'DRIVER' && unit.driverId === actor.id;
  switch (move.kind) {
    case 'signOn':
      if (actor.role !== 'DRIVER') return 'forbidden';
      return unit.active && unit.driverId === null && unit.status === 'OUT_OF_SERVICE' ? 'allow' : 'conflict';
    case 'signOff':
      if (!ownDriver) return 'forbidden';
      return isOnEvent(unit.status) ? 'conflict' : 'allow';
    case 'dispatch':
      if (!isControlRoom(actor.role)) return 'forbidden';
      return unit.active && unit.status === 'AVAILABLE' && unit.driverId !== null ? 'allow' : 'conflict';
    case 'status': {
      const mayAct = ownDriver || isControlRoom(actor.role);
      if (!mayAct) return 'forbidden';
      const movers = statusMovers(unit.status, move.to);
      if (!movers) return 'conflict';
      if (ownDriver ? !movers.driver : !movers.controlRoom) return 'forbidden';
      // Back from a break needs the driver still on shift, and the unit still in service.
      if (move.to === 'AVAILABLE' && unit.status === 'OUT_OF_SERVICE' && (unit.driverId === null || !unit.active)) return 'conflict';
      return 'allow';
    }
  }
}

/** The status moves `actor` may make on `unit` now (the driver's one-tap buttons). */
export function unitStatusMoves(actor: UnitActor, unit: UnitFacts): UnitStatus[] {
  return UNIT_STATUSES.filter((to) => decideUnitMove(actor, unit, { kind: 'status', to }) === 'allow');
}
