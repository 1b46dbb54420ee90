// Events (tickets): the joined read model, writes with history, and the role scopes.
import { and, desc, eq, getTableColumns, getTableName, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLOSED_STATUS,
  type AssignmentFilter,
  type HistoryAction,
  type HistoryChange,
  type Notification,
  type NotificationType,
  type Orientation,
  type Paged,
  type Role,
  type Ticket,
  type TicketHistoryEntry,
} from '@vigia/domain';
import { htmlTextContent } from '@vigia/domain/html-text';
import type { Database, Db } from '../db/client.ts';
import { categories, classifications, notifications, statuses, subcategories, ticketCounts, ticketHistory, tickets, ticketSearchText, users } from '../db/schema.ts';
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

/**
 * Classification ids of a category, read first: the planner then sees the literal ids (their share
 * of the table) and walks tickets_date_idx for a page, where a subquery made it fetch and sort every
 * event of the category.
 */
async function classificationsOf(db: Db, categoryCode: string): Promise<number[]> {
  const rows = await db
    .select({ id: classifications.id })
    .from(classifications)
    .innerJoin(subcategories, eq(classifications.subcategoryId, subcategories.id))
    .innerJoin(categories, eq(subcategories.categoryId, categories.id))
    .where(eq(categories.code, categoryCode));
  return rows.map((r) => r.id);
}

const inClassifications = (column: typeof tickets.classificationId | typeof ticketCounts.classificationId, ids: number[]) =>
  ids.length > 0 ? inArray(column, ids) : sql`false`;

/** Ids of the classifications whose name contains the pattern (read first, like classificationsOf). */
async function classificationsNamed(db: Db, pattern: string): Promise<number[]> {
  const rows = await db.select({ id: classifications.id }).from(classifications).where(ilike(classifications.name, pattern));
  return rows.map((r) => r.id);
}

/** The LIKE pattern of a `q` term: its own %, _ and backslash match themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Resolved {
  categoryIds: number[] | undefined;
  /** The `q` term's LIKE pattern and the classifications it names. */
  text: { pattern: string; classificationIds: number[] } | undefined;
}

async function resolveFilter(db: Db, filter: TicketFilter): Promise<Resolved> {
  // Newlines join the searched fields (ticketSearchText): a term must not span two of them.
  const q = filter.q?.replace(/[\r\n]+/g, ' ').trim();
  const pattern = q ? containsPattern(q) : undefined;
  const [categoryIds, classificationIds] = await Promise.all([
    filter.categoria ? classificationsOf(db, filter.categoria) : undefined,
    pattern ? classificationsNamed(db, pattern) : undefined,
  ]);
  return { categoryIds, text: pattern ? { pattern, classificationIds: classificationIds ?? [] } : undefined };
}

/**
 * Which part of a `q` condition to apply: the whole of it, or one of its two arms (the capped count
 * reads each arm on its own, see countTickets).
 */
type TextArm = 'either' | 'text' | 'classification';

function filterConditions(filter: TicketFilter, resolved: Resolved, arm: TextArm = 'either'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [filter.scope];
  if (filter.createdById) conditions.push(eq(tickets.createdById, filter.createdById));
  if (filter.assignedToId) conditions.push(eq(tickets.assignedToId, filter.assignedToId));
  if (filter.id !== undefined) conditions.push(eq(tickets.id, filter.id));
  if (resolved.categoryIds) conditions.push(inClassifications(tickets.classificationId, resolved.categoryIds));
  if (filter.estado) conditions.push(eq(tickets.statusCode, filter.estado));
  if (filter.from) conditions.push(gte(tickets.dateEvent, filter.from));
  if (filter.to) conditions.push(lte(tickets.dateEvent, filter.to));
  if (resolved.text) {
    // One expression over the text fields, the one tickets_text_trgm_idx is built on.
    const { pattern, classificationIds } = resolved.text;
    const inText = ilike(ticketSearchText(tickets), pattern);
    const named = inClassifications(tickets.classificationId, classificationIds);
    conditions.push(arm === 'text' ? inText : arm === 'classification' ? named : classificationIds.length > 0 ? or(inText, named) : inText);
  }
  return and(...conditions);
}

/**
 * A text search (`q`) counts its matches up to this many and then says "more than". An exact count
 * of a common term (a surname in one event of six) reads every match: 750 ms at 1 M events, against
 * a few ms for a capped one. Nobody pages through more than this many results; they narrow the term.
 */
export const TEXT_SEARCH_COUNT_CAP = 200;

/**
 * The number of events matching the filter. With no scope and only status and/or category filters
 * (the staff's usual search) it is a sum over ticket_counts, which triggers keep exact in the same
 * transactions that change tickets; a text search counts up to TEXT_SEARCH_COUNT_CAP; any other
 * filter counts the matching rows.
 */
async function countTickets(db: Db, filter: TicketFilter, resolved: Resolved, where: SQL | undefined): Promise<{ total: number; capped: boolean }> {
  const byCounters =
    !filter.scope && !filter.createdById && !filter.assignedToId && filter.id === undefined && !resolved.text && !filter.from && !filter.to;
  if (byCounters) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${ticketCounts.n}), 0)::int` })
      .from(ticketCounts)
      .where(
        and(
          filter.estado ? eq(ticketCounts.statusCode, filter.estado) : undefined,
          resolved.categoryIds ? inClassifications(ticketCounts.classificationId, resolved.categoryIds) : undefined,
        ),
      );
    return { total: row?.total ?? 0, capped: false };
  }
  if (resolved.text) {
    // Each arm stops at cap + 1 rows; their union has more than the cap exactly when the whole
    // condition does. Apart, the classification arm never evaluates the text expression per row
    // (17–26 ms at 100 k–1 M events for a classification in 1 % of them, read as one OR).
    const upTo = (arm: TextArm) =>
      db.select({ id: tickets.id }).from(tickets).where(filterConditions(filter, resolved, arm)).limit(TEXT_SEARCH_COUNT_CAP + 1);
    const matches =
      resolved.text.classificationIds.length > 0
        ? sql`((${upTo('text')}) union (${upTo('classification')}))`
        : sql`(${upTo('text')})`;
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(sql`${matches} as matches`);
    const total = row?.total ?? 0;
    return total > TEXT_SEARCH_COUNT_CAP ? { total: TEXT_SEARCH_COUNT_CAP, capped: true } : { total, capped: false };
  }
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where);
  return { total: row?.total ?? 0, capped: false };
}

/**
 * One page, newest first. The page's ids are found first on tickets alone (an index-only walk of
 * (date_event, id) even for a deep OFFSET), then only those rows are joined to their lookups.
 */
export async function listTickets(db: Db, filter: TicketFilter, request: PageRequest): Promise<Paged<Ticket>> {
  const resolved = await resolveFilter(db, filter);
  const where = filterConditions(filter, resolved);
  const pageIds = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.dateEvent), desc(tickets.id))
    .limit(request.size)
    .offset(offsetOf(request));
  const [rows, count] = await Promise.all([
    baseQuery(db).where(inArray(tickets.id, pageIds)).orderBy(desc(tickets.dateEvent), desc(tickets.id)),
    countTickets(db, filter, resolved, where),
  ]);
  return paged(rows.map(toTicket), request, count.total, count.capped);
}

/** All events whose date falls in [from, to), for the monthly report. */
export async function ticketsBetween(db: Db, scope: SQL | undefined, from: Date, to: Date, statusCode?: string): Promise<Ticket[]> {
  const rows = await baseQuery(db)
    .where(and(scope, gte(tickets.dateEvent, from), sql`${tickets.dateEvent} < ${to}`, statusCode ? eq(tickets.statusCode, statusCode) : undefined))
    .orderBy(tickets.dateEvent, tickets.id);
  return rows.map(toTicket);
}

export type TicketValues = Omit<typeof tickets.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface CreatedNotification extends Notification {
  profileId: string;
}

/** Who is told of a new event: every active user of `role` but the actor; message = before + id + after. */
export interface CreationNotice {
  role: Role;
  type: NotificationType;
  before: string;
  after: string;
}

// The columns a creation writes, in the order of the statement's parameters.
const CREATE_COLUMNS = [
  'description',
  'kilometer',
  'sector',
  'commune',
  'orientation',
  'dateEvent',
  'channelCode',
  'classificationId',
  'realAddress',
  'email',
  'fullName',
  'phone',
  'rut',
  'patente',
  'statusCode',
  'assignedToId',
  'createdById',
] as const satisfies readonly (keyof TicketValues)[];

/** One creation: the event's columns, who created it (null: the public form) and who is told. */
export interface NewTicket {
  values: TicketValues;
  actorId: string | null;
  notice: CreationNotice;
}

export interface CreatedTicket {
  id: number;
  notifications: CreatedNotification[];
}

// The creation statements' texts are built once from the schema's table and column names: under
// load, building them with drizzle on every call cost more than running them (issue #7).
const T = {
  tickets: getTableName(tickets),
  history: getTableName(ticketHistory),
  notifications: getTableName(notifications),
  users: getTableName(users),
};
const ticketColumns = getTableColumns(tickets);
const columnList = CREATE_COLUMNS.map((k) => `"${ticketColumns[k].name}"`).join(', ');
const NOTIFICATION_RETURNING = `returning id, profile_id, type, ticket_id, message, read,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/**
 * One event. Parameters: the columns, then actor, history changes, notification type, role, message
 * before and after the id.
 */
function buildCreateTicketText(): string {
  const n = CREATE_COLUMNS.length;
  const p = (i: number) => `$${n + i}`;
  return `with t as (
      insert into "${T.tickets}" (${columnList})
      values (${CREATE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
      returning id
    ),
    h as (
      insert into "${T.history}" (ticket_id, changed_by_id, action, changes)
      select t.id, ${p(1)}::uuid, 'CREATED', ${p(2)}::jsonb from t
    ),
    n as (
      insert into "${T.notifications}" (profile_id, type, ticket_id, message)
      select u.id, ${p(3)}::text, t.id, ${p(5)}::text || t.id::text || ${p(6)}::text
      from t cross join "${T.users}" u
      where u.role = ${p(4)}::text and u.enabled and u.deleted_at is null and u.id is distinct from ${p(1)}::uuid
      ${NOTIFICATION_RETURNING}
    )
    select 1 as ord, t.id as new_ticket_id, n.* from t left join n on true`;
}

/**
 * Several events: the same parameters, each an array with one element per event. Ids are drawn in
 * `input` so each row of the answer says which event (`ord`) got which id.
 */
function buildCreateTicketsText(): string {
  const n = CREATE_COLUMNS.length;
  const arrays = [
    ...CREATE_COLUMNS.map((k, i) => `$${i + 1}::${ticketColumns[k].getSQLType()}[]`),
    `$${n + 1}::uuid[]`,
    `$${n + 2}::jsonb[]`,
    `$${n + 3}::text[]`,
    `$${n + 4}::text[]`,
    `$${n + 5}::text[]`,
    `$${n + 6}::text[]`,
  ];
  const names = [...CREATE_COLUMNS.map((k) => `"${ticketColumns[k].name}"`), 'actor', 'changes', 'type', 'role', 'before', 'after', 'ord'];
  return `with input as materialized (
      select nextval(pg_get_serial_sequence('"${T.tickets}"', 'id'))::int as id, u.*
      from unnest(${arrays.join(', ')}) with ordinality as u(${names.join(', ')})
    ),
    t as (
      insert into "${T.tickets}" (id, ${columnList})
      select id, ${columnList} from input order by ord
      returning id
    ),
    h as (
      insert into "${T.history}" (ticket_id, changed_by_id, action, changes)
      select i.id, i.actor, 'CREATED', i.changes from t join input i using (id)
    ),
    n as (
      insert into "${T.notifications}" (profile_id, type, ticket_id, message)
      select u.id, i.type, i.id, i.before || i.id::text || i.after
      from t join input i using (id)
      join "${T.users}" u on u.role = i.role and u.enabled and u.deleted_at is null and u.id is distinct from i.actor
      ${NOTIFICATION_RETURNING}
    )
    select i.ord, i.id as new_ticket_id, n.* from input i left join n on n.ticket_id = i.id`;
}
const CREATE_TICKET_TEXT = buildCreateTicketText();
const CREATE_TICKETS_TEXT = buildCreateTicketsText();

function creationParams({ values, actorId, notice }: NewTicket): unknown[] {
  const changes = { statusCode: [null, values.statusCode], assignedToId: [null, values.assignedToId ?? null] };
  return [...CREATE_COLUMNS.map((k) => values[k] ?? null), actorId, JSON.stringify(changes), notice.type, notice.role, notice.before, notice.after];
}

/**
 * New events, each with its CREATED history row and its notifications, in one statement: one round
 * trip and one commit for all of them, atomic as a transaction (a prepared statement on
 * PostgreSQL). Returns, in order, each event's id and its stored notifications for the live streams.
 * Called through the group commit (`app.ticketWriter`), which gathers concurrent creations.
 */
export async function createTickets(database: Pick<Database, 'query'>, items: NewTicket[]): Promise<CreatedTicket[]> {
  if (items.length === 0) return [];
  const rows =
    items.length === 1
      ? await database.query<Record<string, unknown>>(CREATE_TICKET_TEXT, creationParams(items[0]!), 'create-ticket')
      : await database.query<Record<string, unknown>>(
          CREATE_TICKETS_TEXT,
          transpose(items.map(creationParams)),
          'create-tickets',
        );
  const created: CreatedTicket[] = items.map(() => ({ id: 0, notifications: [] }));
  for (const r of rows) {
    const one = created[Number(r['ord']) - 1]!;
    one.id = Number(r['new_ticket_id']);
    if (r['id'] === null) continue;
    one.notifications.push({
      id: Number(r['id']),
      profileId: String(r['profile_id']),
      type: String(r['type']),
      ticketId: Number(r['ticket_id']),
      message: String(r['message']),
      read: Boolean(r['read']),
      createdAt: String(r['created_at']),
    });
  }
  return created;
}

/** Rows of parameters → one array per parameter. */
function transpose(rows: unknown[][]): unknown[][] {
  return rows[0]!.map((_, column) => rows.map((row) => row[column]));
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One ticket_history row (actions that are not a PUT: take/release, comments, attachments). */
export async function recordHistory(db: Db | Tx, ticketId: number, actorId: string | null, action: HistoryAction, changes: TicketChanges) {
  await db.insert(ticketHistory).values({ ticketId, changedById: actorId, action, changes });
}

/** Open events for the assignments screen: an operator sees the unassigned ones and their own. */
export async function listAssignable(
  db: Db,
  user: AuthUser,
  filter: AssignmentFilter,
  request: PageRequest,
): Promise<Paged<Ticket>> {
  const conditions: (SQL | undefined)[] = [ne(tickets.statusCode, CLOSED_STATUS)];
  if (user.role === 'OPERATOR') conditions.push(or(isNull(tickets.assignedToId), eq(tickets.assignedToId, user.id)));
  if (filter === 'unassigned') conditions.push(isNull(tickets.assignedToId));
  if (filter === 'assigned') conditions.push(isNotNull(tickets.assignedToId));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    baseQuery(db).where(where).orderBy(desc(tickets.dateEvent), desc(tickets.id)).limit(request.size).offset(offsetOf(request)),
    db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where),
  ]);
  return paged(rows.map(toTicket), request, count?.total ?? 0);
}

export async function ticketsByIds(db: Db, ids: number[]): Promise<Ticket[]> {
  if (ids.length === 0) return [];
  return (await baseQuery(db).where(inArray(tickets.id, ids))).map(toTicket);
}

/** Sets the assignee of each ticket whose assignee differs, with one history row each. */
export async function setAssignee(
  db: Db,
  current: Pick<Ticket, 'id' | 'assignedToId'>[],
  assignedToId: string | null,
  actorId: string,
  action: HistoryAction,
): Promise<number[]> {
  const changed = current.filter((t) => t.assignedToId !== assignedToId);
  if (changed.length === 0) return [];
  await db.transaction(async (tx) => {
    for (const ticket of changed) {
      await tx.update(tickets).set({ assignedToId, updatedAt: new Date() }).where(eq(tickets.id, ticket.id));
      await recordHistory(tx, ticket.id, actorId, action, { assignedToId: [ticket.assignedToId, assignedToId] });
    }
  });
  return changed.map((t) => t.id);
}

const HISTORY_TEXT_MAX = 120;

function plainText(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  // Tags become spaces so words of adjacent paragraphs stay apart (linear: see html-text.ts).
  const text = htmlTextContent(String(value).replace(/</g, ' <'))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > HISTORY_TEXT_MAX ? `${text.slice(0, HISTORY_TEXT_MAX - 1)}…` : text;
}

/** The timeline of an event, oldest first: who did what, with user ids and codes resolved to names. */
export async function historyEntries(db: Db, ticketId: number): Promise<TicketHistoryEntry[]> {
  const rows = await db
    .select({
      id: ticketHistory.id,
      action: ticketHistory.action,
      changes: ticketHistory.changes,
      changedAt: ticketHistory.changedAt,
      actorId: ticketHistory.changedById,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ticketHistory)
    .leftJoin(users, eq(ticketHistory.changedById, users.id))
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(ticketHistory.changedAt, ticketHistory.id);

  const userIds = new Set<string>();
  const classificationIds = new Set<number>();
  for (const row of rows) {
    const changes = (row.changes ?? {}) as TicketChanges;
    for (const v of changes['assignedToId'] ?? []) if (typeof v === 'string') userIds.add(v);
    for (const v of changes['classificationId'] ?? []) if (typeof v === 'number') classificationIds.add(v);
  }
  const [people, statusRows, classRows] = await Promise.all([
    userIds.size ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, [...userIds])) : [],
    db.select({ code: statuses.code, name: statuses.name }).from(statuses),
    classificationIds.size
      ? db.select({ id: classifications.id, name: classifications.name }).from(classifications).where(inArray(classifications.id, [...classificationIds]))
      : [],
  ]);
  const personName = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  const statusName = new Map(statusRows.map((s) => [s.code, s.name]));
  const className = new Map(classRows.map((c) => [c.id, c.name]));
  const resolve = (field: string, value: unknown): string | number | null => {
    if (value === null || value === undefined) return null;
    if (field === 'assignedToId') return personName.get(String(value)) ?? String(value);
    if (field === 'statusCode') return statusName.get(String(value)) ?? String(value);
    if (field === 'classificationId') return className.get(Number(value)) ?? Number(value);
    return plainText(value);
  };

  return rows.map((row) => {
    const changes = Object.entries((row.changes ?? {}) as TicketChanges).map(
      ([field, pair]): HistoryChange => ({ field, from: resolve(field, pair?.[0]), to: resolve(field, pair?.[1]) }),
    );
    return {
      id: row.id,
      action: row.action as HistoryAction,
      changedAt: row.changedAt.toISOString(),
      actorId: row.actorId,
      actorName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
      changes,
    };
  });
}
