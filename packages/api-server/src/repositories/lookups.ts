// Reference data: the category → subcategory → classification tree and the status list.
import { asc, eq } from 'drizzle-orm';
import type { Category, Classification, Status, Subcategory } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { categories, classifications, statuses, subcategories } from '../db/schema.ts';
import { withClassificationPath } from './ticket-path.ts';

export function listCategories(db: Db): Promise<Category[]> {
  return db.select({ id: categories.id, code: categories.code, name: categories.name }).from(categories).orderBy(asc(categories.id));
}

export function listStatuses(db: Db): Promise<Status[]> {
  return db.select({ code: statuses.code, name: statuses.name }).from(statuses).orderBy(asc(statuses.sortOrder));
}

/** The levels of the tree under a parent: each level's table, its parent's table and the link between them. */
const LEVELS = {
  subcategories: { table: subcategories, parent: categories, parentId: subcategories.categoryId },
  classifications: { table: classifications, parent: subcategories, parentId: classifications.subcategoryId },
};
export type TreeLevel = keyof typeof LEVELS;

/** The children of `parentId` at one level (id and name, in order); null when that parent does not exist. */
export async function listChildren(db: Db, level: TreeLevel, parentId: number): Promise<Subcategory[] | Classification[] | null> {
  const { table, parent, parentId: link } = LEVELS[level];
  const [found] = await db.select({ id: parent.id }).from(parent).where(eq(parent.id, parentId)).limit(1);
  if (!found) return null;
  return db.select({ id: table.id, name: table.name }).from(table).where(eq(link, parentId)).orderBy(asc(table.id));
}

type ClassificationPath = { subcategoryId: number; categoryCode: string; categoryName: string };
// The tree is reference data written only by migrations and the seed, so a path once read stays
// true for the life of the process: event creation then costs one round trip instead of two.
const knownPaths = new WeakMap<Db, Map<number, ClassificationPath>>();

/** Where a classification sits in the tree, to check the category and subcategory the form sent. */
export async function classificationPath(db: Db, classificationId: number): Promise<ClassificationPath | null> {
  let known = knownPaths.get(db);
  if (!known) knownPaths.set(db, (known = new Map()));
  const cached = known.get(classificationId);
  if (cached) return cached;
  const [row] = await withClassificationPath(
    db
      .select({ subcategoryId: subcategories.id, categoryCode: categories.code, categoryName: categories.name })
      .from(classifications)
      .$dynamic(),
  )
    .where(eq(classifications.id, classificationId))
    .limit(1);
  if (row) known.set(classificationId, row);
  return row ?? null;
}

export async function statusExists(db: Db, code: string): Promise<boolean> {
  return (await db.select({ code: statuses.code }).from(statuses).where(eq(statuses.code, code)).limit(1)).length > 0;
}
