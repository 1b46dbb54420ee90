// Service-level targets (issue 23): minutes from the report to being taken and to being closed, per
// severity, 24×7. The same rule in TypeScript (an event's JSON) and in SQL (views and the breach scan).
import { sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, type SlaClock, type SlaState } from '@vigia/domain';
import { slaTargets, tickets } from '../db/schema.ts';

/** AT_RISK once this share of the pending target's time has gone by. */
export const AT_RISK_SHARE = 0.75;

const MINUTE = 60_000;

export interface SlaInput {
  statusCode: string;
  createdAt: Date;
  takenAt: Date | null;
  closedAt: Date | null;
  takeMinutes: number;
  closeMinutes: number;
}

/**
 * An event's SLA as the API answers it, decided here only (issue 37): the due time, the clock it
 * counts (TAKE while unassigned, then CLOSE; none once closed) and, once closed, whether it met both.
 */
export interface Sla {
  slaDueAt: Date;
  slaState: SlaState;
  slaClock: SlaClock | null;
  slaMet: boolean | null;
}

export function slaOf(event: SlaInput, now: Date): Sla {
  const created = event.createdAt.getTime();
  const takeDue = created + event.takeMinutes * MINUTE;
  const closeDue = created + event.closeMinutes * MINUTE;
  const takenLate = event.takenAt !== null && event.takenAt.getTime() > takeDue;
  if (event.statusCode === CLOSED_STATUS) {
    const closedAt = (event.closedAt ?? now).getTime();
    const met = !takenLate && closedAt <= closeDue;
    return { slaDueAt: new Date(closeDue), slaState: met ? 'OK' : 'BREACHED', slaClock: null, slaMet: met };
  }
  const pendingMinutes = event.takenAt === null ? event.takeMinutes : event.closeMinutes;
  const due = created + pendingMinutes * MINUTE;
  const t = now.getTime();
  const slaState: SlaState = takenLate || t > due ? 'BREACHED' : t > created + pendingMinutes * AT_RISK_SHARE * MINUTE ? 'AT_RISK' : 'OK';
  return { slaDueAt: new Date(due), slaState, slaClock: event.takenAt === null ? 'TAKE' : 'CLOSE', slaMet: null };
}

/** Minutes of the pending target of an open event (tickets joined with sla_targets). */
const pendingMinutes = sql`(case when ${tickets.takenAt} is null then ${slaTargets.takeMinutes} else ${slaTargets.closeMinutes} end)`;

/** An open event past its pending target, or taken after the take target. */
export function breachedAt(now: Date): SQL {
  return sql`(${tickets.createdAt} + make_interval(mins => ${pendingMinutes}) < ${now.toISOString()}::timestamptz
    or ${tickets.takenAt} > ${tickets.createdAt} + make_interval(mins => ${slaTargets.takeMinutes}))`;
}

/** An open event AT_RISK or BREACHED at `now`. */
export function atRiskAt(now: Date): SQL {
  return sql`(${tickets.createdAt} + make_interval(secs => ${pendingMinutes} * ${60 * AT_RISK_SHARE}) < ${now.toISOString()}::timestamptz
    or ${tickets.takenAt} > ${tickets.createdAt} + make_interval(mins => ${slaTargets.takeMinutes}))`;
}

/** A closed event met its targets: taken within the take target and closed within the close target (slaOf's OK). */
export const closedWithinSla = sql`(coalesce(${tickets.takenAt} <= ${tickets.createdAt} + make_interval(mins => ${slaTargets.takeMinutes}), true)
  and coalesce(${tickets.closedAt} <= ${tickets.createdAt} + make_interval(mins => ${slaTargets.closeMinutes}), false))`;
