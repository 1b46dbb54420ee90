import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, classifications, statuses, subcategories, tickets } from '../db/schema.ts';

export interface CountBy {
  code: string;
  name: string;
  count: number;
}

export interface ReportStatistic {
  total: number;
  byStatus: CountBy[];
  byCategory: CountBy[];
  byCommune: CountBy[];
}

/** Counts over the events the caller may see (scope), every status and category listed even at 0. */
export async function reportStatistic(db: Db, scope: SQL | undefined): Promise<ReportStatistic> {
  const scoped = scope ?? sql`true`;
  const [byStatus, byCategory, byCommune, [total]] = await Promise.all([
    db
      .select({ code: statuses.code, name: statuses.name, count: sql<number>`count(${tickets.id})::int` })
      .from(statuses)
      .leftJoin(tickets, and(eq(tickets.statusCode, statuses.code), scoped))
      .groupBy(statuses.code, statuses.name, statuses.sortOrder)
      .orderBy(asc(statuses.sortOrder)),
    db
      .select({ code: categories.code, name: categories.name, count: sql<number>`count(${tickets.id})::int` })
      .from(categories)
      .leftJoin(subcategories, eq(subcategories.categoryId, categories.id))
      .leftJoin(classifications, eq(classifications.subcategoryId, subcategories.id))
      .leftJoin(tickets, and(eq(tickets.classificationId, classifications.id), scoped))
      .groupBy(categories.id, categories.code, categories.name)
      .orderBy(asc(categories.id)),
    db
      .select({ name: tickets.commune, count: sql<number>`count(*)::int` })
      .from(tickets)
      .where(scope)
      .groupBy(tickets.commune)
      .orderBy(desc(sql`count(*)`)),
    db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(scope),
  ]);
  return {
    total: total?.total ?? 0,
    byStatus,
    byCategory,
    byCommune: byCommune.map((r) => ({ code: r.name, name: r.name, count: r.count })),
  };
}
