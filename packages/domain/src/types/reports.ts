// Reports: the dashboards' statistics, the highway strip and the monthly downloads.
import type { Orientation } from '../constants';

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
export const REPORT_TYPES = ['events', 'closed', 'summary'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
