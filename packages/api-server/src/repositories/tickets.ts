// Events (tickets): the joined read model, writes with history, and the role scopes.
import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orientation, Paged, Ticket } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { categories, classifications, statuses, subcategories, ticketHistory, tickets, users } from '../db/schema.ts';
import { offsetOf, paged, type PageRequest } from '../lib/paging.ts';
import type { AuthUser } from './users.ts';

const assignee = alias(users, 'assignee');

const columns = {
  id: tickets.id,
  description: tickets.description,
  kilometer: tickets.kilometer,
  sector: tickets.sector,
  commune: tickets.commune,
  orientation: tickets.orientation,
  dateEvent: tickets.dateEvent,
  channelCode: tickets.channelCode,
  classificationId: tickets.classificationId,
  realAddress: tickets.realAddress,
  email: tickets.email,
  fullName: tickets.fullName,
  phone: tickets.phone,
  rut: tickets.rut,
  patente: tickets.patente,
  statusCode: tickets.statusCode,
  assignedToId: tickets.assignedToId,
  createdById: tickets.createdById,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  category: categories.code,
  subcategory: subcategories.id,
  categoryName: categories.name,
  subcategoryName: subcategories.name,
  classificationName: classifications.name,
  statusName: statuses.name,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
};

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(tickets)
    .innerJoin(classifications, eq(tickets.classificationId, classifications.id))
    .innerJoin(subcategories, eq(classifications.subcategoryId, subcategories.id))
    .innerJoin(categories, eq(subcategories.categoryId, categories.id))
    .innerJoin(statuses, eq(tickets.statusCode, statuses.code))
    .leftJoin(assignee, eq(tickets.assignedToId, assignee.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toTicket(row: Row): Ticket {
  const { assigneeFirstName, assigneeLastName, ...rest } = row;
  return {
    ...rest,
    orientation: rest.orientation as Orientation,
    dateEvent: rest.dateEvent.toISOString(),
    createdAt: rest.createdAt.toISOString(),
    updatedAt: rest.updatedAt.toISOString(),
    assignedToName: assigneeFirstName ? `${assigneeFirstName} ${assigneeLastName}` : null,
  };
}

/** Rows a user may see: a driver their own, an operator those assigned to them, the rest all. */
export function visibilityScope(user: AuthUser): SQL | undefined {
  if (user.role === 'DRIVER') return eq(tickets.createdById, user.id);
  if (user.role === 'OPERATOR') return eq(tickets.assignedToId, user.id);
  return undefined;
}

export function canSee(user: AuthUser, ticket: Pick<Ticket, 'createdById' | 'assignedToId'>): boolean {
  if (user.role === 'DRIVER') return ticket.createdById === user.id;
  if (user.role === 'OPERATOR') return ticket.assignedToId === user.id;
  return true;
}

export function canEdit(user: AuthUser, ticket: Pick<Ticket, 'createdById' | 'assignedToId'>): boolean {
  return user.role !== 'INSPECTOR' && canSee(user, ticket);
}

export async function getTicket(db: Db, id: number): Promise<Ticket | null> {
  const [row] = await baseQuery(db).where(eq(tickets.id, id)).limit(1);
  return row ? toTicket(row) : null;
}

export interface TicketFilter {
  scope?: SQL | undefined;
  createdById?: string;
  assignedToId?: string;
  id?: number;
  categoria?: string;
  estado?: string;
  q?: string;
  from?: Date;
  to?: Date;
}

export async function listTickets(db: Db, filter: TicketFilter, request: PageRequest): Promise<Paged<Ticket>> {
  const conditions: (SQL | undefined)[] = [filter.scope];
  if (filter.createdById) conditions.push(eq(tickets.createdById, filter.createdById));
  if (filter.assignedToId) conditions.push(eq(tickets.assignedToId, filter.assignedToId));
  if (filter.id !== undefined) conditions.push(eq(tickets.id, filter.id));
  if (filter.categoria) conditions.push(eq(categories.code, filter.categoria));
  if (filter.estado) conditions.push(eq(tickets.statusCode, filter.estado));
  if (filter.from) conditions.push(gte(tickets.dateEvent, filter.from));
  if (filter.to) conditions.push(lte(tickets.dateEvent, filter.to));
  if (filter.q?.trim()) {
    const pattern = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(tickets.description, pattern),
        ilike(tickets.fullName, pattern),
        ilike(tickets.email, pattern),
        ilike(tickets.patente, pattern),
        ilike(tickets.sector, pattern),
        ilike(tickets.commune, pattern),
        ilike(classifications.name, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    baseQuery(db).where(where).orderBy(desc(tickets.dateEvent), desc(tickets.id)).limit(request.size).offset(offsetOf(request)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tickets)
      .innerJoin(classifications, eq(tickets.classificationId, classifications.id))
      .innerJoin(subcategories, eq(classifications.subcategoryId, subcategories.id))
      .innerJoin(categories, eq(subcategories.categoryId, categories.id))
      .where(where),
  ]);
  return paged(rows.map(toTicket), request, count?.total ?? 0);
}

/** All events whose date falls in [from, to), for the monthly report. */
export async function ticketsBetween(db: Db, scope: SQL | undefined, from: Date, to: Date, statusCode?: string): Promise<Ticket[]> {
  const rows = await baseQuery(db)
    .where(and(scope, gte(tickets.dateEvent, from), sql`${tickets.dateEvent} < ${to}`, statusCode ? eq(tickets.statusCode, statusCode) : undefined))
    .orderBy(tickets.dateEvent, tickets.id);
  return rows.map(toTicket);
}

export type TicketValues = Omit<typeof tickets.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertTicket(db: Db, values: TicketValues, actorId: string | null): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
    const id = row!.id;
    await tx.insert(ticketHistory).values({
      ticketId: id,
      changedById: actorId,
      action: 'CREATED',
      changes: { statusCode: [null, values.statusCode], assignedToId: [null, values.assignedToId ?? null] },
    });
    return id;
  });
}

export type TicketChanges = Record<string, [unknown, unknown]>;

/** Applies the changed fields and records who changed what in ticket_history. */
export async function updateTicket(
  db: Db,
  id: number,
  values: Partial<TicketValues>,
  changes: TicketChanges,
  actorId: string,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.update(tickets).set({ ...values, updatedAt: new Date() }).where(eq(tickets.id, id));
    await tx.insert(ticketHistory).values({ ticketId: id, changedById: actorId, action: 'UPDATED', changes });
  });
}

export async function ticketHistoryOf(db: Db, ticketId: number) {
  return db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticketId)).orderBy(ticketHistory.id);
}
