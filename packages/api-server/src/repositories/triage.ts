// The control room's queue (saved views and their counts), triage changes and reopening (issue 23).
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, type LaneState, type Paged, type QueueCounts, type QueueView, type Severity, type Ticket } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { slaTargets, tickets } from '../db/schema.ts';
import { pageOf, paged, type PageRequest } from '../lib/paging.ts';
import { atRiskAt } from '../lib/sla.ts';
import { visibilityScope } from '../access/ticket-policy.ts';
import { eventStateWrite, type EventStateRow } from './event-state.ts';
import { removeCleared } from './milestones.ts';
import { recordHistory, type TicketChanges } from './ticket-history.ts';
import { queuePlaceCondition } from './ticket-search.ts';
import { baseQuery, toTicket, type Tx } from './tickets.ts';
import type { AuthUser } from './users.ts';

/** Most severe first (SEVERITIES is ordered from the least). */
const severityRank = sql`array_position(array['MINOR','MODERATE','MAJOR','CRITICAL'], ${tickets.severity})`;

function viewCondition(user: AuthUser, view: QueueView, now: Date): SQL | undefined {
  if (view === 'mine') return eq(tickets.assignedToId, user.id);
  if (view === 'unassigned') return isNull(tickets.assignedToId);
  if (view === 'at-risk') return atRiskAt(now);
  return undefined;
}

const openScope = (user: AuthUser) => and(ne(tickets.statusCode, CLOSED_STATUS), visibilityScope(user));

/** The queue's km range, commune and category (issue 37 item 8): the list and its counts alike. */
export type QueuePlace = Parameters<typeof queuePlaceCondition>[1];

export async function listQueue(
  db: Db,
  user: AuthUser,
  view: QueueView,
  request: PageRequest,
  now: Date,
  place: QueuePlace = {},
): Promise<Paged<Ticket>> {
  const where = and(openScope(user), viewCondition(user, view, now), await queuePlaceCondition(db, place));
  const [rows, [count]] = await Promise.all([
    pageOf(baseQuery(db).where(where).orderBy(desc(severityRank), desc(tickets.createdAt), desc(tickets.id)), request),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tickets)
      .innerJoin(slaTargets, eq(tickets.severity, slaTargets.severity))
      .where(where),
  ]);
  return paged(
    rows.map((row) => toTicket(row, now)),
    request,
    count?.total ?? 0,
  );
}

export async function queueCounts(db: Db, user: AuthUser, now: Date, place: QueuePlace = {}): Promise<QueueCounts> {
  const narrowed = await queuePlaceCondition(db, place);
  const [row] = await db
    .select({
      mine: sql<number>`(count(*) filter (where ${tickets.assignedToId} = ${user.id}))::int`,
      unassigned: sql<number>`(count(*) filter (where ${tickets.assignedToId} is null))::int`,
      atRisk: sql<number>`(count(*) filter (where ${atRiskAt(now)}))::int`,
      open: sql<number>`count(*)::int`,
    })
    .from(tickets)
    .innerJoin(slaTargets, eq(tickets.severity, slaTargets.severity))
    .where(and(openScope(user), narrowed));
  return { mine: row?.mine ?? 0, unassigned: row?.unassigned ?? 0, 'at-risk': row?.atRisk ?? 0, open: row?.open ?? 0 };
}

export interface TriageValues {
  severity?: Severity;
  /** The status rule's, when the lanes change it (issue 37). */
  statusCode?: string;
  lanesNorth?: LaneState;
  lanesSouth?: LaneState;
}

/** Severity and lanes with one TRIAGED history row; nothing when nothing changes (inside the caller's transaction). */
export async function setTriage(tx: Tx, id: number, values: TriageValues, changes: TicketChanges, actorId: string): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tickets.id, id));
  await recordHistory(tx, id, actorId, 'TRIAGED', changes);
}

/** A closed event is worked again: the rule's status (EN_PROCESO) and lanes, its closing reason cleared, the reason in history (caller's transaction). */
export async function reopenTicket(
  tx: Tx,
  id: number,
  from: EventStateRow & { closeReason: string | null },
  reason: string,
  actorId: string,
) {
  const state = eventStateWrite(from, { kind: 'reopen' });
  await tx
    .update(tickets)
    .set({ ...state.values, closeReason: null, updatedAt: new Date() })
    .where(eq(tickets.id, id));
  // Not cleared after all (issue 26): T6 is recorded again when it closes again.
  const cleared = await removeCleared(tx, id);
  await recordHistory(tx, id, actorId, 'REOPENED', {
    ...state.changes,
    closeReason: [from.closeReason, null],
    reopenReason: [null, reason],
    ...(cleared ? { cleared: [cleared.toISOString(), null] } : {}),
  });
}
