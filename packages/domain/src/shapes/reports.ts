// Reports: the dashboards' statistics and the highway strip (the monthly downloads are files).
import { Type } from '@sinclair/typebox';
import { ORIENTATIONS, SEVERITIES } from '../constants';
import { NullableNumber, StringEnum } from './common';
import { UnitArrivalStatisticShape } from './units';

export const CountByShape = Type.Object({ code: Type.String(), name: Type.String(), count: Type.Integer() });

/** Minutes from the report (T1) to a milestone over the events that reached it; null when none did. */
export const DurationStatisticShape = Type.Object({
  count: Type.Integer({ description: 'how many events reached the milestone' }),
  median: NullableNumber(),
  p90: NullableNumber({ description: "90th percentile (continuous, as PostgreSQL's percentile_cont)" }),
});

/** Times from T1 to T4 (response), T5 (roadway clearance), T6 (incident clearance) and closing, and SLA compliance. */
export const LifecycleTimesProperties = {
  response: DurationStatisticShape,
  roadwayClearance: DurationStatisticShape,
  incidentClearance: DurationStatisticShape,
  /** T1 → closed (closedAt), over the events closed in the period that count (duplicates not). */
  close: DurationStatisticShape,
  closed: Type.Integer({ description: 'events closed in the period (duplicates merged into another not counted)' }),
  withinSla: Type.Integer({ description: 'of those, closed within their SLA targets' }),
  withinSlaShare: NullableNumber({ description: 'withinSla / closed, 0–1 with 3 decimals; null when none is closed' }),
};

export const LifecycleTimesShape = Type.Object(LifecycleTimesProperties);

export const LifecycleStatisticShape = Type.Object({
  ...LifecycleTimesProperties,
  from: Type.String({ description: 'first local day of the period (America/Santiago), YYYY-MM-DD; it ends now' }),
  bySeverity: Type.Array(Type.Object({ ...LifecycleTimesProperties, severity: StringEnum(SEVERITIES) })),
  secondaries: Type.Integer({ description: 'events of the period linked as secondary incidents of another' }),
  openNow: Type.Array(Type.Object({ severity: StringEnum(SEVERITIES), count: Type.Integer() }), {
    description: 'events open now (any date), per severity, most severe first; every severity listed',
  }),
  /** Issue 38: of the period's events a unit reached, the share the first unit reached within the SLA. */
  unitArrival: UnitArrivalStatisticShape,
});

/** GET /api/report/reportStatistic: counts over the events the caller may see. */
export const ReportStatisticShape = Type.Object({
  total: Type.Integer(),
  byStatus: Type.Array(CountByShape),
  byCategory: Type.Array(CountByShape),
  byCommune: Type.Array(CountByShape, { description: 'the seven communes in road order (even at 0), then any other' }),
  byDirection: Type.Array(CountByShape, { description: 'NORTH (norte a sur) and SOUTH (sur a norte)' }),
  byCommuneDirection: Type.Array(Type.Object({ commune: Type.String(), north: Type.Integer(), south: Type.Integer() })),
  perDay: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() }), {
    description: 'the last 30 days (America/Santiago), oldest first, every day listed',
  }),
  open: Type.Integer(),
  closed: Type.Integer(),
  unassigned: Type.Integer({ description: 'open events nobody is assigned to' }),
  meanHoursToClose: NullableNumber({ description: 'mean hours from report to close; null when none is closed' }),
  lifecycle: LifecycleStatisticShape,
  byChannel: Type.Array(CountByShape, {
    description: 'events of the last 30 days (America/Santiago) per channel (issue 39), in the list’s order; every channel listed',
  }),
});

/** GET /api/report/strip: an open event on the highway strip (no personal data). */
export const StripEventShape = Type.Object({
  id: Type.Integer(),
  kilometer: Type.Number(),
  orientation: StringEnum(ORIENTATIONS),
  commune: Type.String(),
  category: Type.String(),
  categoryName: Type.String(),
  classificationName: Type.String(),
  statusCode: Type.String(),
  statusName: Type.String(),
  dateEvent: Type.String(),
  assigned: Type.Boolean(),
  injured: Type.Boolean({ description: 'the reporter said people are injured' }),
});
