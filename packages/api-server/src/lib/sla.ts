// Service-level targets (issue 23): minutes from the report to being taken and to being closed, per
// severity, 24×7. The same rule in TypeScript (an event's JSON) and in SQL (views and the breach scan).
import { sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, type SlaState } from '@vigia/domain';
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

export function slaOf(event: SlaInput, now: Date): { slaDueAt: Date; slaState: SlaState } {
  const created = event.createdAt.getTime();
  const takeDue = created + event.takeMinutes * MINUTE;
  const closeDue = created + event.closeMinutes * MINUTE;
  const takenLate = event.takenAt !== null && event.takenAt.getTime() > takeDue;
  if (event.statusCode === CLOSED_STATUS) {
    const closedAt = (event.closedAt ?? now).getTime();
    return { slaDueAt: new Date(closeDue), slaState: takenLate || closedAt > closeDue ? 'BREACHED' : 'OK' };
  }
  const pendingMinutes = event.takenAt === null ? event.takeMinutes : event.closeMinutes;
  const due = created + pendingMinutes * MINUTE;
  const t = now.getTime();
  const slaState: SlaState = takenLate || t > due ? 'BREACHED' : t > created + pendingMinutes * AT_RISK_SHARE * MINUTE ? 'AT_RISK' : 'OK';
  return { slaDueAt: new Date(due), slaState };
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
