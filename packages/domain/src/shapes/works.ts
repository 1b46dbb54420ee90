// Planned works (issue 41): the answers of /api/works. Work, WorkConflict and WorkHistoryEntry
// (../types/answers.ts) are their `Static`.
import { Type } from '@sinclair/typebox';
import { LANE_STATES, ORIENTATIONS, SEVERITIES } from '../constants';
import { WEEK_DAYS } from '../work-schedule';
import { WORK_STATUSES } from '../work-status';
import { FieldErrorShape, NullableInteger, NullableString, StringEnum } from './common';

export const WorkPeriodShape = Type.Object({
  start: Type.String({ description: 'ISO time with its America/Santiago offset' }),
  end: Type.String({ description: 'ISO time with its America/Santiago offset' }),
});

/** As sent: one period (`start`, `end`) or daily windows (`from`, `to`, `days`, `windowStart`, `windowEnd`). */
export const WorkScheduleShape = Type.Object({
  start: Type.Optional(Type.String()),
  end: Type.Optional(Type.String()),
  from: Type.Optional(Type.String({ description: 'first date (YYYY-MM-DD)' })),
  to: Type.Optional(Type.String({ description: 'last date, included' })),
  days: Type.Optional(Type.Array(StringEnum(WEEK_DAYS))),
  windowStart: Type.Optional(Type.String({ description: 'Santiago wall-clock time, HH:MM' })),
  windowEnd: Type.Optional(Type.String({ description: 'HH:MM; not after windowStart: the next day' })),
});

export const WorkShape = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kmFrom: Type.Number(),
  kmTo: Type.Number(),
  orientations: Type.Array(StringEnum(ORIENTATIONS)),
  lanesClosed: Type.Object({ NORTH: StringEnum(LANE_STATES), SOUTH: StringEnum(LANE_STATES) }),
  shoulderClosed: Type.Boolean(),
  speedLimit: NullableInteger({ description: 'km/h; null: the road’s own' }),
  contractor: Type.String(),
  contact: Type.String(),
  schedule: WorkScheduleShape,
  periods: Type.Array(WorkPeriodShape),
  status: StringEnum(WORK_STATUSES, { description: 'ACTIVE and DONE are derived from the clock when read' }),
  version: Type.Integer({ description: 'the ETag of PUT and the actions' }),
  rejectionReason: NullableString({ description: 'the inspector’s reason, while REJECTED' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

/** A conflict found when a work is created, edited or approved: the write still succeeds. */
export const WorkConflictShape = Type.Object({
  kind: StringEnum(['WORK', 'INCIDENT'] as const),
  id: Type.Integer({ description: 'the other work’s id, or the event’s' }),
  message: Type.String(),
  title: Type.Optional(Type.String()),
  kmFrom: Type.Optional(Type.Number()),
  kmTo: Type.Optional(Type.Number()),
  orientations: Type.Optional(Type.Array(StringEnum(ORIENTATIONS))),
  start: Type.Optional(Type.String({ description: 'when the two works first overlap' })),
  kilometer: Type.Optional(Type.Number()),
  orientation: Type.Optional(StringEnum(ORIENTATIONS)),
  severity: Type.Optional(StringEnum(SEVERITIES)),
});

/** The answer of a write that may warn: the envelope with `warnings`. */
export const WorkWriteEnvelopeShape = Type.Object({
  payload: WorkShape,
  errors: Type.Optional(Type.Array(FieldErrorShape)),
  warnings: Type.Optional(Type.Array(WorkConflictShape)),
});

export const WorkHistoryEntryShape = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  changes: Type.Record(Type.String(), Type.Unknown()),
  changedAt: Type.String({ format: 'date-time' }),
  actorId: NullableString(),
  actorName: NullableString(),
});

export const WorkHistoryShape = Type.Object({
  entries: Type.Array(WorkHistoryEntryShape),
  chain: StringEnum(['VERIFIED', 'BROKEN'] as const, { description: 'whether the hash chain of these rows verifies' }),
});

/**
 * GET /api/works/active (public): the works ACTIVE now, for the public form's notice. No contractor,
 * contact or person: only where, what is closed and until when.
 */
export const ActiveWorkShape = Type.Object({
  ...Type.Pick(WorkShape, ['id', 'title', 'kmFrom', 'kmTo', 'orientations', 'lanesClosed', 'shoulderClosed']).properties,
  end: Type.String({ description: 'the end of the window under way: ISO time with its America/Santiago offset' }),
});
