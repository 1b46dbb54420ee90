import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { CLOSED_STATUS, type Orientation, type PossibleDuplicate } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { categories, statuses, tickets } from '../db/schema.ts';
import { withCategoryPath } from './ticket-path.ts';

export const DUPLICATE_KM_RADIUS = 2;
export const DUPLICATE_WINDOW_HOURS = 24;

/**
 * Open events of the same category, same direction, within ±2 km, reported in the last 24 h.
 * Only what a reporter may see of someone else's event: no personal data.
 */
export async function findPossibleDuplicates(
  db: Db,
  query: { category: string; kilometer: number; orientation: Orientation },
  now = new Date(),
): Promise<PossibleDuplicate[]> {
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_HOURS * 3600 * 1000);
  const rows = await withCategoryPath(
    db
      .select({
        id: tickets.id,
        kilometer: tickets.kilometer,
        orientation: tickets.orientation,
        dateEvent: tickets.dateEvent,
        categoryName: categories.name,
        statusName: statuses.name,
      })
      .from(tickets)
      .$dynamic(),
  )
    .innerJoin(statuses, eq(statuses.code, tickets.statusCode))
    .where(
      and(
        eq(categories.code, query.category),
        eq(tickets.orientation, query.orientation),
        ne(tickets.statusCode, CLOSED_STATUS),
        gte(tickets.kilometer, query.kilometer - DUPLICATE_KM_RADIUS),
        lte(tickets.kilometer, query.kilometer + DUPLICATE_KM_RADIUS),
        gte(sql`greatest(${tickets.dateEvent}, ${tickets.createdAt})`, since),
      ),
    )
    .orderBy(desc(tickets.dateEvent))
    .limit(5);
  return rows.map((r) => ({ ...r, dateEvent: r.dateEvent.toISOString() }));
}
