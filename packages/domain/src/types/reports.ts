// Reports: the dashboards' statistics, the highway strip and the monthly downloads.
import type { Orientation, Severity } from '../constants';

export interface CountBy {
  code: string;
  name: string;
  count: number;
}

/** GET /api/report/reportStatistic: counts over the events the caller may see. */
export interface ReportStatistic {
  total: number;
  byStatus: CountBy[];
  byCategory: CountBy[];
  /** The seven communes in road order (even at 0), then any other commune found. */
  byCommune: CountBy[];
  /** NORTH (norte a sur) and SOUTH (sur a norte). */
  byDirection: CountBy[];
  byCommuneDirection: { commune: string; north: number; south: number }[];
  /** The last 30 days (America/Santiago), oldest first, every day listed. */
  perDay: { date: string; count: number }[];
  open: number;
  closed: number;
  /** Open events nobody is assigned to. */
  unassigned: number;
  /** Mean hours from report to close over the closed events; null when none is closed. */
  meanHoursToClose: number | null;
  /** Response and clearance times and SLA compliance over the same 30 days as perDay (issue 26). */
  lifecycle: LifecycleStatistic;
}

/** Minutes from the report (T1) to a milestone over the events that reached it; null when none did. */
export interface DurationStatistic {
  /** How many events reached the milestone. */
  count: number;
  median: number | null;
  /** 90th percentile (continuous, as PostgreSQL's percentile_cont). */
  p90: number | null;
}

/** Times from T1 to T4 (response), T5 (roadway clearance) and T6 (incident clearance), and SLA compliance. */
export interface LifecycleTimes {
  response: DurationStatistic;
  roadwayClearance: DurationStatistic;
  incidentClearance: DurationStatistic;
  /** Events closed in the period (duplicates merged into another event not counted). */
  closed: number;
  /** Of those, closed within their SLA targets (taken and closed in time). */
  withinSla: number;
  /** withinSla / closed, 0–1 with 3 decimals; null when none is closed. */
  withinSlaShare: number | null;
}

export interface LifecycleStatistic extends LifecycleTimes {
  /** First local day of the period (America/Santiago), YYYY-MM-DD; it ends now. */
  from: string;
  /** Every severity, most severe first, even with no event. */
  bySeverity: (LifecycleTimes & { severity: Severity })[];
  /** Events of the period linked as secondary incidents of another. */
  secondaries: number;
}

/** GET /api/report/strip: an open event on the highway strip (no personal data). */
export interface StripEvent {
  id: number;
  kilometer: number;
  orientation: Orientation;
  commune: string;
  category: string;
  categoryName: string;
  classificationName: string;
  statusCode: string;
  statusName: string;
  dateEvent: string;
  assigned: boolean;
}

/** GET /api/report/{type}: the monthly reports. */
export const REPORT_TYPES = ['events', 'closed', 'summary', 'lifecycle'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
