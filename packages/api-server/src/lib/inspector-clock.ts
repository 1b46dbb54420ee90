// The Inspección Fiscal's clock (issue 39 item 4), decided here only: a CRITICAL or MAJOR event must
// be told to the inspector within the INSPECCION_FISCAL agency's notice_minutes (INSPECTOR_NOTICE_MINUTES,
// written at start) from its report. Due until that agency's entry is recorded; none for other
// severities. The event's JSON (repositories/tickets.ts) and the overdue sweep read the same SQL.
import { sql } from 'drizzle-orm';
import { INSPECTOR_AGENCY, INSPECTOR_NOTICE_SEVERITIES } from '@vigia/domain';
import { tickets } from '../db/schema.ts';

const SEVERITY_LIST = sql.raw(INSPECTOR_NOTICE_SEVERITIES.map((s) => `'${s}'`).join(', '));
const AGENCY = sql.raw(`'${INSPECTOR_AGENCY}'`);

/** When the event's notice is due (timestamptz), or null when none is. A correlated subquery on the event. */
export const inspectorNoticeDue = sql<Date | null>`(
  select ${tickets.createdAt} + make_interval(mins => a.notice_minutes)
  from agencies a
  where a.code = ${AGENCY} and a.notice_minutes is not null and ${tickets.severity} in (${SEVERITY_LIST})
    and not exists (select 1 from ticket_agencies ta where ta.ticket_id = ${tickets.id} and ta.agency_code = a.code))`;

/** The same as the API's ISO text (UTC, milliseconds), as toISOString writes it. */
export const inspectorNoticeDueText = sql<
  string | null
>`to_char(${inspectorNoticeDue} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
