// Events (tickets): the joined read model and the writes that change one (history in
// ticket-history.ts, creation in ticket-create.ts, search in ticket-search.ts).
import { and, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLOSED_STATUS, type AssignmentFilter, type HistoryAction, type Paged, type Ticket } from '@vigia/domain';
import type { Db, Tx } from '../db/client.ts';
import {
  categories,
  classifications,
  closeReasons,
  slaTargets,
  statuses,
  subcategories,
  ticketHistory,
  tickets,
  users,
} from '../db/schema.ts';
import { slaOf } from '../lib/sla.ts';
import { inspectorNoticeDueText } from '../lib/inspector-clock.ts';
import { offsetOf, paged, type PageRequest } from '../lib/paging.ts';
import type { AuthUser } from './users.ts';
import type { TicketValues } from './ticket-create.ts';
import { lifecycleColumns, toLifecycle } from './lifecycle-read.ts';
import { recordCleared, recordDispatched } from './milestones.ts';
import { eventStateWrite, type EventStateRow } from './event-state.ts';
import { recordHistory, type TicketChanges } from './ticket-history.ts';

const assignee = alias(users, 'assignee');

// Every column of the event, then its lookups' names.
const columns = {
  ...getTableColumns(tickets),
  category: categories.code,
  subcategory: subcategories.id,
  categoryName: categories.name,
  subcategoryName: subcategories.name,
  classificationName: classifications.name,
  statusName: statuses.name,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
  closeReasonName: closeReasons.name,
  takeMinutes: slaTargets.takeMinutes,
  closeMinutes: slaTargets.closeMinutes,
  ...lifecycleColumns,
  inspectorNoticeDueAt: inspectorNoticeDueText,
};

export function baseQuery(db: Db | Tx) {
  return db
    .select(columns)
    .from(tickets)
    .innerJoin(classifications, eq(tickets.classificationId, classifications.id))
    .innerJoin(subcategories, eq(classifications.subcategoryId, subcategories.id))
    .innerJoin(categories, eq(subcategories.categoryId, categories.id))
    .innerJoin(statuses, eq(tickets.statusCode, statuses.code))
    .leftJoin(assignee, eq(tickets.assignedToId, assignee.id))
    .innerJoin(slaTargets, eq(tickets.severity, slaTargets.severity))
    .leftJoin(closeReasons, eq(tickets.closeReason, closeReasons.code));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** The event's JSON; `now` decides its SLA state (the app's clock, injectable in tests). */
export function toTicket(row: Row, now: Date = new Date()): Ticket {
  const {
    assigneeFirstName,
    assigneeLastName,
    takeMinutes,
    closeMinutes,
    lanesNorth,
    lanesSouth,
    slaBreachNotifiedAt: _notified,
    reporterUnsubscribedAt: _unsubscribed,
    milestoneRows,
    links,
    ...rest
  } = row;
  const sla = slaOf({ ...rest, takeMinutes, closeMinutes }, now);
  return {
    ...rest,
    lanesBlocked: { NORTH: lanesNorth, SOUTH: lanesSouth },
    dateEvent: rest.dateEvent.toISOString(),
    createdAt: rest.createdAt.toISOString(),
    updatedAt: rest.updatedAt.toISOString(),
    takenAt: rest.takenAt?.toISOString() ?? null,
    closedAt: rest.closedAt?.toISOString() ?? null,
    slaDueAt: sla.slaDueAt.toISOString(),
    slaState: sla.slaState,
    slaClock: sla.slaClock,
    slaMet: sla.slaMet,
    assignedToName: assigneeFirstName ? `${assigneeFirstName} ${assigneeLastName}` : null,
    ...toLifecycle(rest.createdAt, milestoneRows, links),
  };
}

export async function getTicket(db: Db, id: number, now?: Date): Promise<Ticket | null> {
  const [row] = await baseQuery(db).where(eq(tickets.id, id)).limit(1);
  return row ? toTicket(row, now) : null;
}

/** All events whose date falls in [from, to), for the monthly report. */
export async function ticketsBetween(db: Db, scope: SQL | undefined, from: Date, to: Date, statusCode?: string): Promise<Ticket[]> {
  const rows = await baseQuery(db)
    .where(
      and(
        scope,
        gte(tickets.dateEvent, from),
        sql`${tickets.dateEvent} < ${to}`,
        statusCode ? eq(tickets.statusCode, statusCode) : undefined,
      ),
    )
    .orderBy(tickets.dateEvent, tickets.id);
  return rows.map((row) => toTicket(row));
}

export type { Tx } from '../db/client.ts';

/**
 * Locks the events' rows until the transaction ends (in id order, so two writers of several events
 * never wait on each other crosswise) and reads them: the read, the checks and the write of one
 * action see the same state, and concurrent writers of an event queue here (issue 35).
 */
export async function lockTickets(tx: Tx, ids: number[], now?: Date): Promise<Ticket[]> {
  if (ids.length === 0) return [];
  await tx.select({ id: tickets.id }).from(tickets).where(inArray(tickets.id, ids)).orderBy(tickets.id).for('update');
  return (await baseQuery(tx).where(inArray(tickets.id, ids)).orderBy(tickets.id)).map((row) => toTicket(row, now));
}

/** Applies the changed fields and records who changed what in ticket_history (inside the caller's transaction). */
export async function updateTicket(
  tx: Tx,
  id: number,
  values: Partial<TicketValues>,
  changes: TicketChanges,
  actorId: string,
  now: Date = new Date(),
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(tickets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tickets.id, id));
  await tx.insert(ticketHistory).values({ ticketId: id, changedById: actorId, action: 'UPDATED', changes });
  if (changes['assignedToId'] && values.assignedToId) await recordDispatched(tx, id, actorId, now);
  if (changes['statusCode'] && values.statusCode === CLOSED_STATUS) await recordCleared(tx, id, actorId, now);
}

/** Open events for the assignments screen: an operator sees the unassigned ones and their own. */
export async function listAssignable(db: Db, user: AuthUser, filter: AssignmentFilter, request: PageRequest): Promise<Paged<Ticket>> {
  const conditions: (SQL | undefined)[] = [ne(tickets.statusCode, CLOSED_STATUS)];
  if (user.role === 'OPERATOR') conditions.push(or(isNull(tickets.assignedToId), eq(tickets.assignedToId, user.id)));
  if (filter === 'unassigned') conditions.push(isNull(tickets.assignedToId));
  if (filter === 'assigned') conditions.push(isNotNull(tickets.assignedToId));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    baseQuery(db).where(where).orderBy(desc(tickets.dateEvent), desc(tickets.id)).limit(request.size).offset(offsetOf(request)),
    db.$count(tickets, where),
  ]);
  return paged(
    rows.map((row) => toTicket(row)),
    request,
    total,
  );
}

export async function ticketsByIds(db: Db, ids: number[]): Promise<Ticket[]> {
  if (ids.length === 0) return [];
  return (await baseQuery(db).where(inArray(tickets.id, ids))).map((row) => toTicket(row));
}

/** Sets the assignee of each ticket whose assignee differs, with one history row each (inside the caller's transaction, rows locked). */
export async function setAssignee(
  tx: Tx,
  current: (Pick<Ticket, 'id'> & EventStateRow)[],
  assignedToId: string | null,
  actorId: string,
  action: HistoryAction,
  now: Date = new Date(),
): Promise<number[]> {
  const changed = current.filter((t) => t.assignedToId !== assignedToId);
  for (const ticket of changed) {
    // Taken or assigned: the status rule's (issue 37), in the same row update and history line.
    const state = eventStateWrite(ticket, { kind: 'assignee', assignedToId });
    await tx
      .update(tickets)
      .set({ assignedToId, ...state.values, updatedAt: new Date() })
      .where(eq(tickets.id, ticket.id));
    await recordHistory(tx, ticket.id, actorId, action, {
      assignedToId: [ticket.assignedToId, assignedToId],
      ...state.changes,
    });
    if (assignedToId) await recordDispatched(tx, ticket.id, actorId, now);
  }
  return changed.map((t) => t.id);
}
