// Dispatch (issue 38): the unit answers of /api/unit*, /api/unit-kind and a ticket's dispatch
// options. Unit, UnitKind, UnitHistoryEntry and DispatchOption (../types/answers.ts) are their `Static`.
import { Type } from '@sinclair/typebox';
import { ORIENTATIONS } from '../constants';
import { UNIT_STATUSES } from '../unit-status';
import { NullableInteger, NullableNumber, NullableString, StringEnum } from './common';

const NullableOrientation = () =>
  Type.Unsafe<(typeof ORIENTATIONS)[number] | null>({ type: ['string', 'null'], enum: [...ORIENTATIONS, null] });

/** GET /api/unit-kind: a kind of unit, with its names (kinds are data). */
export const UnitKindShape = Type.Object({
  code: Type.String(),
  name: Type.String({ description: 'Spanish name' }),
  nameEn: Type.String({ description: 'English name' }),
  sortOrder: Type.Integer(),
});

/** GET /api/unit: one unit, flat, with its shift, its event and its last position. */
export const UnitShape = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: Type.String(),
  plate: Type.String(),
  baseKm: Type.Number(),
  active: Type.Boolean(),
  version: Type.Integer({ description: 'the ETag of PATCH /api/unit/{id}' }),
  status: StringEnum(UNIT_STATUSES),
  statusSince: Type.String({ format: 'date-time' }),
  driverId: NullableString({ description: 'the DRIVER signed on, or null' }),
  driverName: NullableString({ description: 'the name of the DRIVER signed on (staff, not a reporter), or null' }),
  ticketId: NullableInteger({ description: 'the event it works on, or null' }),
  lat: NullableNumber(),
  lon: NullableNumber(),
  kilometer: NullableNumber({ description: 'derived from the last position with the km-post table' }),
  orientation: NullableOrientation(),
  positionAt: NullableString({ description: 'when the last position was taken (the phone’s time)' }),
});

/** GET /api/unit/{id}/history: one status change. */
export const UnitHistoryEntryShape = Type.Object({
  status: StringEnum(UNIT_STATUSES),
  at: Type.String({ format: 'date-time' }),
  byId: NullableString({ description: 'who changed it' }),
  driverId: NullableString({ description: 'the driver on shift then' }),
  ticketId: NullableInteger({ description: 'the event it worked on then' }),
});

/** POST /api/unit/{id}/position: how many positions were stored and the unit's last position after them. */
export const UnitPositionAnswerShape = Type.Object({
  accepted: Type.Integer({ description: 'positions stored' }),
  latest: Type.Boolean({ description: 'false: every position sent was older than the last one known (kept as history only)' }),
  unit: UnitShape,
});

/** A unit as the event's answers name it. */
const UnitNamedProperties = {
  unitId: Type.Integer(),
  code: Type.String(),
  kind: Type.String(),
};

/** GET /api/ticket/{id}/dispatch-options: a unit that can go, nearest first along the road. */
export const DispatchOptionShape = Type.Object({
  ...UnitNamedProperties,
  status: StringEnum(UNIT_STATUSES),
  distanceKm: Type.Number({ description: '|unit km − event km|, along the road' }),
  kilometer: Type.Number({ description: 'the unit km the distance is from' }),
  fromBase: Type.Boolean({ description: 'true: the unit has no position, its base km was used' }),
  preferred: Type.Boolean({ description: 'true: a kind the event’s category needs' }),
});

/** GET /api/ticket/{id}/units: a unit sent to the event and its times (issue 38 item 6), first sent first. */
export const EventUnitShape = Type.Object({
  ...UnitNamedProperties,
  dispatchedAt: Type.String({ format: 'date-time' }),
  enRouteAt: NullableString({ description: 'when it set out (EN_ROUTE), or null' }),
  onSceneAt: NullableString({ description: 'when it arrived (ON_SCENE), or null' }),
  releasedAt: NullableString({ description: 'when it was freed (AVAILABLE again), or null while it works the event' }),
});

/**
 * The statistics' first-unit arrivals (issue 38 item 6): of the events a unit reached, how many the
 * first unit reached while the event was within its SLA (taken within the take target, and before the
 * close target; before the take target when not yet taken): the SLA state at the arrival, as slaOf.
 */
export const UnitArrivalStatisticShape = Type.Object({
  dispatched: Type.Integer({ description: 'events of the period a unit was sent to (duplicates not counted)' }),
  reached: Type.Integer({ description: 'of those, events a unit reached (ON_SCENE)' }),
  withinSla: Type.Integer({ description: 'of those, the first unit arrived while the event was within its SLA' }),
  withinSlaShare: NullableNumber({ description: 'withinSla / reached, 0–1 with 3 decimals; null when none was reached' }),
});
