// Reports: the dashboards' statistics, the highway strip and the monthly downloads.
import type { Static } from '@sinclair/typebox';
import type {
  CountByShape,
  DurationStatisticShape,
  LifecycleStatisticShape,
  LifecycleTimesShape,
  ReportStatisticShape,
  StripEventShape,
} from '../shapes/reports';

export type CountBy = Static<typeof CountByShape>;

/** GET /api/report/reportStatistic: counts over the events the caller may see (fields: shapes/reports.ts). */
export type ReportStatistic = Static<typeof ReportStatisticShape>;

/** Minutes from the report (T1) to a milestone over the events that reached it; null when none did. */
export type DurationStatistic = Static<typeof DurationStatisticShape>;

/** Times from T1 to T4 (response), T5 (roadway clearance) and T6 (incident clearance), and SLA compliance. */
export type LifecycleTimes = Static<typeof LifecycleTimesShape>;

/** The lifecycle part of the statistics: the same 30 days as perDay, and per severity. */
export type LifecycleStatistic = Static<typeof LifecycleStatisticShape>;

/** GET /api/report/strip: an open event on the highway strip (no personal data). */
export type StripEvent = Static<typeof StripEventShape>;

/** GET /api/report/{type}: the monthly reports. */
export const REPORT_TYPES = ['events', 'closed', 'summary', 'lifecycle'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
