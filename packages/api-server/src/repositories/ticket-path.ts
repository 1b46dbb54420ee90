// An event's place in the category tree: the joins from a ticket (or a classification) to its
// classification, subcategory and category, for the queries that answer their names or filter by them.
import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { categories, classifications, subcategories, tickets } from '../db/schema.ts';

/** `query` (a dynamic select from classifications) joined to each one's subcategory and category. */
export function withClassificationPath<T extends PgSelect>(query: T) {
  return query
    .innerJoin(subcategories, eq(classifications.subcategoryId, subcategories.id))
    .innerJoin(categories, eq(subcategories.categoryId, categories.id));
}

/** `query` (a dynamic select from tickets) joined to the event's classification, subcategory and category. */
export function withCategoryPath<T extends PgSelect>(query: T) {
  return withClassificationPath(query.innerJoin(classifications, eq(tickets.classificationId, classifications.id)));
}
