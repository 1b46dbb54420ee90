// The control room's day (issue 39 items 4–6): agencies, agency entries, the shift log, handovers.
import type { PageQuery } from './api';

/** Kinds of shift-log entry: a note, a correction of one, a handover and its acknowledgement. */
export const SHIFT_LOG_KINDS = ['NOTE', 'CORRECTION', 'HANDOVER', 'HANDOVER_ACK'] as const;
export type ShiftLogKind = (typeof SHIFT_LOG_KINDS)[number];

/** The agency whose notice is on a clock, and the severities that start it. */
export const INSPECTOR_AGENCY = 'INSPECCION_FISCAL';
export const INSPECTOR_NOTICE_SEVERITIES = ['CRITICAL', 'MAJOR'] as const;

/** GET /api/log's filters: dates (from inclusive, to exclusive), author, event; paged. */
export interface ShiftLogQuery extends PageQuery {
  from?: string;
  to?: string;
  authorId?: string;
  ticketId?: number;
}

/** POST /api/ticket/{id}/agency */
export interface AgencyNoticeInput {
  agencyCode: string;
  notifiedAt?: string | null;
  reason?: string | null;
  reference?: string | null;
}

/** PATCH /api/ticket/{id}/agency/{entryId}: only the fields sent change. */
export interface AgencyTimesInput {
  arrivedAt?: string | null;
  leftAt?: string | null;
  reference?: string | null;
}

/** POST /api/log */
export interface ShiftLogInput {
  text: string;
  ticketId?: number | null;
  unitId?: number | null;
  corrects?: number | null;
}
