// The events list and search: filters, the text search and its capped count.
import { and, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, type Paged, type Severity, type Ticket } from '@vigia/domain';
import { partCondition, type VisiblePart } from '../access/ticket-policy.ts';
import type { Db } from '../db/client.ts';
import { categories, classifications, ticketCountsLive, ticketOwnerCountsLive, tickets, ticketSearchText } from '../db/schema.ts';
import { withClassificationPath } from './ticket-path.ts';
import { offsetOf, paged, type PageRequest } from '../lib/paging.ts';
import { executeRows } from './execute-rows.ts';
import { baseQuery, toTicket } from './tickets.ts';

export interface TicketFilter {
  /** What the caller may see: the union of these disjoint parts (visibleParts); none: every event. */
  parts?: readonly VisiblePart[] | undefined;
  id?: number;
  categoria?: string;
  estado?: string;
  q?: string;
  from?: Date;
  to?: Date;
  /** Issue 37 item 8: a km range (inclusive; tickets_kilometer_idx), the commune, the severity. */
  kmFrom?: number;
  kmTo?: number;
  commune?: string;
  severity?: Severity;
  /** Issue 39: how the event reached the control room (a channel code). */
  channel?: string;
}

/** The km range and commune conditions (search and queue alike); undefined for a filter without them. */
export function placeConditions(filter: Pick<TicketFilter, 'kmFrom' | 'kmTo' | 'commune'>): SQL | undefined {
  return and(
    filter.kmFrom !== undefined ? gte(tickets.kilometer, filter.kmFrom) : undefined,
    filter.kmTo !== undefined ? lte(tickets.kilometer, filter.kmTo) : undefined,
    filter.commune ? eq(tickets.commune, filter.commune) : undefined,
  );
}

/** The queue's narrowing (km range, commune, category), its category read first like the search's. */
export async function queuePlaceCondition(
  db: Db,
  filter: Pick<TicketFilter, 'kmFrom' | 'kmTo' | 'commune' | 'categoria'>,
): Promise<SQL | undefined> {
  const categoryIds = filter.categoria ? await classificationsOf(db, filter.categoria) : undefined;
  return and(placeConditions(filter), categoryIds ? inClassifications(tickets.classificationId, categoryIds) : undefined);
}

/**
 * Classification ids of a category, read first: the planner then sees the literal ids (their share
 * of the table) and walks tickets_date_idx for a page, where a subquery made it fetch and sort every
 * event of the category.
 */
async function classificationsOf(db: Db, categoryCode: string): Promise<number[]> {
  const rows = await withClassificationPath(db.select({ id: classifications.id }).from(classifications).$dynamic()).where(
    eq(categories.code, categoryCode),
  );
  return rows.map((r) => r.id);
}

type ClassificationColumn =
  typeof tickets.classificationId | typeof ticketCountsLive.classificationId | typeof ticketOwnerCountsLive.classificationId;

const inClassifications = (column: ClassificationColumn, ids: number[]) => (ids.length > 0 ? inArray(column, ids) : sql`false`);

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
  return {
    categoryIds,
    text: pattern ? { pattern, classificationIds: classificationIds ?? [] } : undefined,
  };
}

/**
 * Which part of a `q` condition to apply: the whole of it, or one of its two arms (the capped count
 * reads each arm on its own, see countTickets).
 */
type TextArm = 'either' | 'text' | 'classification';

/** The filter's conditions, apart from the caller's parts (visible). */
function filterConditions(filter: TicketFilter, resolved: Resolved, arm: TextArm = 'either'): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.id !== undefined) conditions.push(eq(tickets.id, filter.id));
  if (resolved.categoryIds) conditions.push(inClassifications(tickets.classificationId, resolved.categoryIds));
  if (filter.estado) conditions.push(eq(tickets.statusCode, filter.estado));
  if (filter.from) conditions.push(gte(tickets.dateEvent, filter.from));
  if (filter.to) conditions.push(lte(tickets.dateEvent, filter.to));
  conditions.push(placeConditions(filter));
  if (filter.severity) conditions.push(eq(tickets.severity, filter.severity));
  if (filter.channel) conditions.push(eq(tickets.channelCode, filter.channel));
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

/** The caller's parts as one condition (undefined: every event). */
const visible = (filter: TicketFilter) => (filter.parts ? or(...filter.parts.map(partCondition)) : undefined);

/**
 * Of one visible part (none: every event), the events with this status and category, from the
 * rollups: an owner's from ticket_owner_counts, the unassigned open ones from ticket_counts'
 * `unassigned`, everyone's from ticket_counts (each + creations not yet folded in, migration 0015).
 */
function countedPart(db: Db, part: VisiblePart | undefined, estado: string | undefined, categoryIds: number[] | undefined) {
  const narrowed = (source: typeof ticketCountsLive | typeof ticketOwnerCountsLive) =>
    and(
      estado ? eq(source.statusCode, estado) : undefined,
      categoryIds ? inClassifications(source.classificationId, categoryIds) : undefined,
    );
  if (part && 'owner' in part) {
    const { kind, userId } = part.owner;
    return db
      .select({ n: sql<number>`coalesce(sum(${ticketOwnerCountsLive.n}), 0)` })
      .from(ticketOwnerCountsLive)
      .where(and(eq(ticketOwnerCountsLive.ownerId, userId), eq(ticketOwnerCountsLive.ownerKind, kind), narrowed(ticketOwnerCountsLive)));
  }
  const source = part ? ticketCountsLive.unassigned : ticketCountsLive.n;
  return db
    .select({ n: sql<number>`coalesce(sum(${source}), 0)` })
    .from(ticketCountsLive)
    .where(and(part ? ne(ticketCountsLive.statusCode, CLOSED_STATUS) : undefined, narrowed(ticketCountsLive)));
}

/**
 * The number of events matching the filter. With only status and/or category filters (the staff's
 * usual search, a driver's or an operator's list) it is a sum over the rollups, which triggers keep
 * exact in the same transactions that change tickets (countedPart); a text search counts up to
 * TEXT_SEARCH_COUNT_CAP; any other filter counts the matching rows.
 */
async function countTickets(db: Db, filter: TicketFilter, resolved: Resolved): Promise<{ total: number; capped: boolean }> {
  const byCounters =
    filter.id === undefined &&
    !resolved.text &&
    !filter.from &&
    !filter.to &&
    !placeConditions(filter) &&
    !filter.severity &&
    !filter.channel;
  if (byCounters) {
    const parts: readonly (VisiblePart | undefined)[] = filter.parts ?? [undefined];
    const sums = parts.map((part) => sql`(${countedPart(db, part, filter.estado, resolved.categoryIds)})`);
    const { rows } = await executeRows<{ total: number }>(db, sql`select (${sql.join(sums, sql` + `)})::int as total`);
    return { total: rows[0]?.total ?? 0, capped: false };
  }
  if (resolved.text) {
    // Each arm stops at cap + 1 rows; their union has more than the cap exactly when the whole
    // condition does. Apart, the classification arm never evaluates the text expression per row
    // (17–26 ms at 100 k–1 M events for a classification in 1 % of them, read as one OR).
    const upTo = (arm: TextArm) =>
      db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(visible(filter), filterConditions(filter, resolved, arm)))
        .limit(TEXT_SEARCH_COUNT_CAP + 1);
    const matches =
      resolved.text.classificationIds.length > 0 ? sql`((${upTo('text')}) union (${upTo('classification')}))` : sql`(${upTo('text')})`;
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(sql`${matches} as matches`);
    const total = row?.total ?? 0;
    return total > TEXT_SEARCH_COUNT_CAP ? { total: TEXT_SEARCH_COUNT_CAP, capped: true } : { total, capped: false };
  }
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(visible(filter), filterConditions(filter, resolved)));
  return { total: row?.total ?? 0, capped: false };
}

/**
 * The ids of one page, newest first, found on tickets alone (an index-only walk of (date_event, id)
 * even for a deep OFFSET). With several visible parts, each part's first offset + size ids come from
 * its own index in date order and are merged: an OR of the parts had to collect and sort every match.
 */
function pageIds(db: Db, filter: TicketFilter, resolved: Resolved, request: PageRequest): SQL {
  const rest = filterConditions(filter, resolved);
  const newestFirst = [desc(tickets.dateEvent), desc(tickets.id)];
  const offset = offsetOf(request);
  const parts = filter.parts ?? [];
  if (parts.length < 2) {
    const where = and(parts[0] && partCondition(parts[0]), rest);
    return sql`${db
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...newestFirst)
      .limit(request.size)
      .offset(offset)}`;
  }
  const walks = parts.map(
    (part) =>
      sql`(${db
        .select({ id: tickets.id, dateEvent: tickets.dateEvent })
        .from(tickets)
        .where(and(partCondition(part), rest))
        .orderBy(...newestFirst)
        .limit(offset + request.size)})`,
  );
  return sql`select id from (${sql.join(walks, sql` union all `)}) as parts
    order by date_event desc, id desc limit ${request.size} offset ${offset}`;
}

/** One page, newest first: its ids (pageIds), then only those rows joined to their lookups. */
export async function listTickets(db: Db, filter: TicketFilter, request: PageRequest): Promise<Paged<Ticket>> {
  const resolved = await resolveFilter(db, filter);
  const [rows, count] = await Promise.all([
    // `= any(array(…))`, not `in (…)`: the ids become one value before the join, so the planner
    // fetches those rows by key. With `in`, it chose to join the whole table to the lookups and
    // keep the page's rows (a hash semi-join), a time that grew with the table.
    baseQuery(db)
      .where(sql`${tickets.id} = any(array(${pageIds(db, filter, resolved, request)}))`)
      .orderBy(desc(tickets.dateEvent), desc(tickets.id)),
    countTickets(db, filter, resolved),
  ]);
  return paged(
    rows.map((row) => toTicket(row)),
    request,
    count.total,
    count.capped,
  );
}
