// Reference data: the category → subcategory → classification tree and the status list.
import { asc, eq } from 'drizzle-orm';
import type { Category, Classification, Status, Subcategory } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { categories, classifications, statuses, subcategories } from '../db/schema.ts';

export function listCategories(db: Db): Promise<Category[]> {
  return db.select({ id: categories.id, code: categories.code, name: categories.name }).from(categories).orderBy(asc(categories.id));
}

export function listStatuses(db: Db): Promise<Status[]> {
  return db.select({ code: statuses.code, name: statuses.name }).from(statuses).orderBy(asc(statuses.sortOrder));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1)).length > 0;
}

export async function subcategoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.id, id)).limit(1)).length > 0;
}

export function listSubcategories(db: Db, categoryId: number): Promise<Subcategory[]> {
  return db
    .select({ id: subcategories.id, name: subcategories.name })
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.id));
}

export function listClassifications(db: Db, subcategoryId: number): Promise<Classification[]> {
  return db
    .select({ id: classifications.id, name: classifications.name })
    .from(classifications)
    .where(eq(classifications.subcategoryId, subcategoryId))
    .orderBy(asc(classifications.id));
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
  const [row] = await db
    .select({ subcategoryId: subcategories.id, categoryCode: categories.code, categoryName: categories.name })
    .from(classifications)
    .innerJoin(subcategories, eq(classifications.subcategoryId, subcategories.id))
    .innerJoin(categories, eq(subcategories.categoryId, categories.id))
    .where(eq(classifications.id, classificationId))
    .limit(1);
  if (row) known.set(classificationId, row);
  return row ?? null;
}

export async function statusExists(db: Db, code: string): Promise<boolean> {
  return (await db.select({ code: statuses.code }).from(statuses).where(eq(statuses.code, code)).limit(1)).length > 0;
}
