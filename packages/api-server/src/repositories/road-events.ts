// The events the public may know about (issue 26): the Open511 feed and the "Estado de la ruta"
// page read them here. Only what a road user needs is selected (where, what, how bad, which lanes,
// when), never the reporter, the description or who works the event: no personal data can leak
// through a field nobody read. Only what the control room stands behind is listed (`published`).
import { and, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, type LaneState, type Orientation, type Severity } from '@vigia/domain';
import { pointAtKm, postsByCarriageway, type KmPostsByCarriageway, type LatLon } from '@vigia/domain/location';
import type { Db } from '../db/client.ts';
import { kmReferenceSource, listKmPosts } from './location.ts';
import { categories, classifications, tickets } from '../db/schema.ts';
import { withCategoryPath } from './ticket-path.ts';

/** How long a closed event stays in the feed as ARCHIVED. */
export const ARCHIVED_DAYS = 7;

export interface RoadEvent {
  id: number;
  kilometer: number;
  orientation: Orientation;
  category: string;
  categoryName: string;
  classificationName: string;
  severity: Severity;
  lanesBlocked: Record<Orientation, LaneState>;
  createdAt: Date;
  updatedAt: Date;
  /** Set on closed (ARCHIVED) events. */
  closedAt: Date | null;
}

export type RoadEventStatus = 'ACTIVE' | 'ARCHIVED' | 'ALL';
export type UpdatedFilter = { op: '>' | '>=' | '<' | '<=' | '='; at: Date };

export interface RoadEventQuery {
  status: RoadEventStatus;
  /** Our severities to keep; undefined: all. */
  severities?: readonly Severity[];
  updated?: UpdatedFilter;
  limit: number;
  offset: number;
  now: Date;
}

/** The roles of the control room: an event one of them created is verified from the start. */
const CONTROL_ROOM_ROLES = sql.raw(`'OPERATOR', 'SUPERVISOR', 'ADMIN'`);

/** Whether the control room verified `event` (a table name or alias): T2 recorded, or it created it. */
const verified = (event: SQL) => sql`(exists (select 1 from ticket_milestones m where m.ticket_id = ${event}.id and m.code = 'VERIFIED')
  or exists (select 1 from users u where u.id = ${event}.created_by_id and u.role in (${CONTROL_ROOM_ROLES})))`;

/**
 * Whether the public may know of an event (issue 37 item 6), the one rule of the page and the
 * feeds: the control room verified it (T2 recorded) or created it itself, and it was not merged
 * into another (the surviving event stands for all of them, once). A T2 or a control-room report
 * among the events merged into it counts for it: the control room verified the incident. The event
 * and the events merged into it are two conditions: one `v.id = … or v.id in (…)` made the planner
 * try every open event against every verified one.
 */
export const published: SQL = sql`(not exists (
    select 1 from ticket_links own where own.ticket_id = ${tickets.id} and own.kind = 'DUPLICATE_OF'
  ) and (${verified(sql`${tickets}`)} or exists (
    select 1 from ticket_links d join tickets v on v.id = d.ticket_id
    where d.target_id = ${tickets.id} and d.kind = 'DUPLICATE_OF' and ${verified(sql.raw('v'))}
  )))`;

const COMPARE = { '>': gt, '>=': gte, '<': lt, '<=': lte, '=': eq } as const;

export async function roadEvents(db: Db, query: RoadEventQuery): Promise<RoadEvent[]> {
  const active = ne(tickets.statusCode, CLOSED_STATUS);
  const archived = and(
    eq(tickets.statusCode, CLOSED_STATUS),
    gte(tickets.closedAt, new Date(query.now.getTime() - ARCHIVED_DAYS * 86_400_000)),
  );
  const status = query.status === 'ACTIVE' ? active : query.status === 'ARCHIVED' ? archived : or(active, archived);
  const where: (SQL | undefined)[] = [status, published];
  if (query.severities) where.push(query.severities.length ? inArray(tickets.severity, [...query.severities]) : eq(tickets.id, -1));
  if (query.updated) where.push(COMPARE[query.updated.op](tickets.updatedAt, query.updated.at));
  const rows = await withCategoryPath(
    db
      .select({
        id: tickets.id,
        kilometer: tickets.kilometer,
        orientation: tickets.orientation,
        category: categories.code,
        categoryName: categories.name,
        classificationName: classifications.name,
        severity: tickets.severity,
        lanesNorth: tickets.lanesNorth,
        lanesSouth: tickets.lanesSouth,
        statusCode: tickets.statusCode,
        createdAt: tickets.createdAt,
        updatedAt: tickets.updatedAt,
        closedAt: tickets.closedAt,
      })
      .from(tickets)
      .$dynamic(),
  )
    .where(and(...where))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(({ lanesNorth, lanesSouth, statusCode, closedAt, ...r }) => ({
    ...r,
    lanesBlocked: { NORTH: lanesNorth, SOUTH: lanesSouth },
    closedAt: statusCode === CLOSED_STATUS ? (closedAt ?? r.updatedAt) : null,
  }));
}

/** The km-post table by carriageway for pointAtKm, kept until an import changes its source row. */
export function kmPointsLoader(db: Db): () => Promise<KmPostsByCarriageway> {
  let cached: { key: string | undefined; table: KmPostsByCarriageway } | null = null;
  return async () => {
    const key = (await kmReferenceSource(db))?.updatedAt;
    if (!cached || cached.key !== key) cached = { key, table: postsByCarriageway(await listKmPosts(db)) };
    return cached.table;
  };
}

/** Where an event is drawn: its km on its carriageway, held inside the table's first and last post. */
export function eventPoint(table: KmPostsByCarriageway, event: Pick<RoadEvent, 'kilometer' | 'orientation'>): LatLon | null {
  const kms = Object.values(table).flatMap((posts) => (posts.length ? [posts[0]!.km, posts[posts.length - 1]!.km] : []));
  if (kms.length === 0) return null;
  const km = Math.min(Math.max(event.kilometer, Math.min(...kms)), Math.max(...kms));
  return pointAtKm(table, km, event.orientation);
}
