// The km-post reference table (issue 24): read whole (a few hundred rows, cached per instance),
// replaced whole by ADMIN's import, and started with the approximate demo table.
import { asc, sql } from 'drizzle-orm';
import type { KmPost } from '@vigia/domain/location';
import type { Db } from '../db/client.ts';
import { demoKmPosts } from '../db/km-posts-demo.ts';
import { kmPosts, settings } from '../db/schema.ts';

/** settings row describing the table in use: `{ approximate, updatedAt }`. */
const SOURCE_KEY = 'km_reference_source';
const INSERT_CHUNK = 1000;

export interface KmReferenceSource {
  /** True for the demo table drawn between towns; false once ADMIN imported a surveyed one. */
  approximate: boolean;
  updatedAt: string;
}

export async function listKmPosts(db: Db): Promise<KmPost[]> {
  const rows = await db.select().from(kmPosts).orderBy(asc(kmPosts.carriageway), asc(kmPosts.km));
  return rows.map((r) => ({ km: r.km, lat: r.lat, lon: r.lon, carriageway: r.carriageway }));
}

export async function kmReferenceSource(db: Db): Promise<KmReferenceSource | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(sql`${settings.key} = ${SOURCE_KEY}`);
  // JSON.parse answers any: the setting is what writeTable stored.
  return row ? (JSON.parse(row.value) as KmReferenceSource) : null;
}

async function writeTable(db: Db, posts: readonly KmPost[], approximate: boolean): Promise<KmReferenceSource> {
  const source = { approximate, updatedAt: new Date().toISOString() };
  await db.delete(kmPosts);
  for (let i = 0; i < posts.length; i += INSERT_CHUNK) await db.insert(kmPosts).values(posts.slice(i, i + INSERT_CHUNK));
  await db
    .insert(settings)
    .values({ key: SOURCE_KEY, value: JSON.stringify(source) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(source) } });
  return source;
}

/** All or nothing: readers see the old table or the new one, never a mix. */
export async function replaceKmPosts(db: Db, posts: readonly KmPost[]): Promise<KmReferenceSource> {
  return db.transaction(async (tx) => writeTable(tx, posts, false));
}

/** Reference data: a database without a table (new, or migrated to 0011) gets the demo one. */
export async function seedKmPostsIfEmpty(db: Db): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(kmPosts);
  if (existing && existing.count > 0) return;
  await db.transaction(async (tx) => {
    await writeTable(tx, demoKmPosts(), true);
  });
}
