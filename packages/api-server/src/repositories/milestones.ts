// An incident's milestones (issue 26): recorded in order, once each, with history rows; CLEARED
// closes the event. The rules that need the clock and the caller are the route's (routes/lifecycle.ts).
import { and, eq, sql } from 'drizzle-orm';
import { CLOSED_STATUS, MILESTONE_CODES, type MilestoneCode } from '@vigia/domain';
import type { Db, Tx } from '../db/client.ts';
import { ticketMilestones, tickets } from '../db/schema.ts';
import type { EventStateWrite } from './event-state.ts';
import { milestoneCorrected } from './lifecycle-read.ts';
import { recordHistory } from './ticket-history.ts';
import { executeRows } from './execute-rows.ts';

export type { Tx } from '../db/client.ts';

export interface RecordedMilestone {
  code: MilestoneCode;
  at: Date;
}

const rank = (code: MilestoneCode) => MILESTONE_CODES.indexOf(code);
const AFTER_DISPATCH = MILESTONE_CODES.filter((code) => rank(code) > rank('DISPATCHED'));

/**
 * A milestone an action implies, recorded once at `now` (never before the report nor before a
 * milestone already there): nothing when `code` or one of `settledBy` is set.
 */
async function recordImplied(
  tx: Tx,
  code: MilestoneCode,
  settledBy: readonly MilestoneCode[],
  ticketId: number,
  actorId: string,
  now: Date,
) {
  const result = await executeRows<{ at: Date | string }>(
    tx,
    sql`
    insert into ticket_milestones (ticket_id, code, at, recorded_at, recorded_by)
    select t.id, ${code}, greatest(${now.toISOString()}::timestamptz, t.created_at,
      (select max(m.at) from ticket_milestones m where m.ticket_id = t.id)), ${now.toISOString()}::timestamptz, ${actorId}::uuid
    from tickets t
    where t.id = ${ticketId} and not exists (
      select 1 from ticket_milestones m where m.ticket_id = t.id and m.code in (${sql.join(
        [code, ...settledBy].map((c) => sql`${c}`),
        sql`, `,
      )}))
    on conflict do nothing
    returning at`,
  );
  const row = result.rows[0];
  if (row) await recordHistory(tx, ticketId, actorId, 'MILESTONE', { milestone: [null, code], at: [null, new Date(row.at).toISOString()] });
}

/** Assigning an event dispatches it (T3), unless a later milestone is already there. */
export const recordDispatched = (tx: Tx, ticketId: number, actorId: string, now: Date) =>
  recordImplied(tx, 'DISPATCHED', AFTER_DISPATCH, ticketId, actorId, now);

/** Closing an event (PUT) clears it (T6), unless it was cleared already. */
export const recordCleared = (tx: Tx, ticketId: number, actorId: string, now: Date) =>
  recordImplied(tx, 'CLEARED', [], ticketId, actorId, now);

/** Reopening an event takes its CLEARED back (it is cleared again when closed again); returns when it was. */
export async function removeCleared(tx: Tx, ticketId: number): Promise<Date | null> {
  const [row] = await tx
    .delete(ticketMilestones)
    .where(and(eq(ticketMilestones.ticketId, ticketId), eq(ticketMilestones.code, 'CLEARED')))
    .returning({ at: ticketMilestones.at });
  return row?.at ?? null;
}

export interface MilestoneWrite {
  ticketId: number;
  code: MilestoneCode;
  at: Date;
  /** Why a past time: the milestone is shown as corrected. */
  reason: string | null;
  /** When it is recorded (the app's clock, as `at`): an `at` away from it is a correction. */
  recordedAt: Date;
  actorId: string;
  /** CLEARED: the event is closed with this reason (its status before, for the history). */
  close?: { closeReason: string; fromStatus: string; fromReason: string | null };
  /** The status and lanes the rule gives after this milestone (issue 37), written with it. */
  state: EventStateWrite;
}

/**
 * Locks the event, hands its recorded milestones and status to `check` (which throws to refuse), then writes the
 * milestone, its history row and, for CLEARED, the closing: all or nothing.
 */
export async function recordMilestone(
  db: Db,
  write: MilestoneWrite,
  check: (recorded: RecordedMilestone[], statusCode: string | undefined) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ statusCode: tickets.statusCode }).from(tickets).where(eq(tickets.id, write.ticketId)).for('update');
    const recorded = await tx
      .select({ code: ticketMilestones.code, at: ticketMilestones.at })
      .from(ticketMilestones)
      .where(eq(ticketMilestones.ticketId, write.ticketId));
    check(recorded, locked?.statusCode);
    await tx.insert(ticketMilestones).values({
      ticketId: write.ticketId,
      code: write.code,
      at: write.at,
      recordedAt: write.recordedAt,
      recordedBy: write.actorId,
      reason: write.reason,
    });
    await recordHistory(tx, write.ticketId, write.actorId, 'MILESTONE', {
      milestone: [null, write.code],
      at: [null, write.at.toISOString()],
      ...(write.reason ? { reason: [null, write.reason] } : {}),
      // What it did to the status and the lanes, on the same line (the closing says it below).
      ...(write.close ? {} : write.state.changes),
    });
    if (write.close) {
      await tx
        .update(tickets)
        .set({ ...write.state.values, statusCode: CLOSED_STATUS, closeReason: write.close.closeReason, updatedAt: new Date() })
        .where(eq(tickets.id, write.ticketId));
      await recordHistory(tx, write.ticketId, write.actorId, 'UPDATED', {
        ...write.state.changes,
        statusCode: [write.close.fromStatus, CLOSED_STATUS],
        closeReason: [write.close.fromReason, write.close.closeReason],
      });
    } else {
      // The milestones are part of the event: its version moves (issue 35), once with the rule's status and lanes.
      await tx
        .update(tickets)
        .set({ ...write.state.values, updatedAt: new Date() })
        .where(eq(tickets.id, write.ticketId));
    }
  });
}

/** A corrected milestone, for the lifecycle report: who recorded it, when, and why. */
export interface MilestoneCorrection {
  code: MilestoneCode;
  recordedAt: Date;
  recordedBy: string | null;
  reason: string | null;
}

/** The corrected milestones of these events (the same rule as their `corrected` flag), by event. */
export async function milestoneCorrections(db: Db, ticketIds: number[]): Promise<Map<number, MilestoneCorrection[]>> {
  const byTicket = new Map<number, MilestoneCorrection[]>();
  if (ticketIds.length === 0) return byTicket;
  const result = await executeRows<{
    ticket_id: number;
    code: MilestoneCode;
    recorded_at: Date | string;
    reason: string | null;
    recorded_by: string | null;
  }>(
    db,
    sql`
    select m.ticket_id, m.code, m.recorded_at, m.reason, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as recorded_by
    from ticket_milestones m left join users u on u.id = m.recorded_by
    where m.ticket_id = any(${`{${ticketIds.join(',')}}`}::int[]) and ${milestoneCorrected}
    order by m.ticket_id, m.at`,
  );
  for (const row of result.rows) {
    const list = byTicket.get(Number(row.ticket_id)) ?? [];
    list.push({ code: row.code, recordedAt: new Date(row.recorded_at), recordedBy: row.recorded_by, reason: row.reason });
    byTicket.set(Number(row.ticket_id), list);
  }
  return byTicket;
}
