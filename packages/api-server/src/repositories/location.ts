// The km-post reference table (issue 24): read whole (a few hundred rows, cached per instance),
// replaced whole by ADMIN's import, and started with the approximate demo table.
import { asc, eq, sql } from 'drizzle-orm';
import type { KmPost } from '@vigia/domain/location';
import type { Db } from '../db/client.ts';
import { demoKmPosts } from '../db/km-posts-demo.ts';
import { kmPosts, settings } from '../db/schema.ts';

/** settings row describing the table in use: `{ approximate, updatedAt, version }`. */
const SOURCE_KEY = 'km_reference_source';
const INSERT_CHUNK = 1000;

export interface KmReferenceSource {
  /** True for the demo table drawn between towns; false once ADMIN imported a surveyed one. */
  approximate: boolean;
  updatedAt: string;
  /** Counts the tables written (the demo is 1): an import names the one it was prepared on (If-Match). */
  version: number;
}

export async function listKmPosts(db: Db): Promise<KmPost[]> {
  const rows = await db.select().from(kmPosts).orderBy(asc(kmPosts.carriageway), asc(kmPosts.km));
  return rows.map((r) => ({ km: r.km, lat: r.lat, lon: r.lon, carriageway: r.carriageway }));
}

async function readSource(db: Db, lock: boolean): Promise<KmReferenceSource | null> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, SOURCE_KEY));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  // JSON.parse answers any: the setting is what writeTable stored (before issue 36, without a version).
  const source = JSON.parse(row.value) as Omit<KmReferenceSource, 'version'> & { version?: number };
  return { ...source, version: source.version ?? 0 };
}

export function kmReferenceSource(db: Db): Promise<KmReferenceSource | null> {
  return readSource(db, false);
}

async function writeTable(db: Db, posts: readonly KmPost[], approximate: boolean, version: number): Promise<KmReferenceSource> {
  const source: KmReferenceSource = { approximate, updatedAt: new Date().toISOString(), version };
  await db.delete(kmPosts);
  for (let i = 0; i < posts.length; i += INSERT_CHUNK) await db.insert(kmPosts).values(posts.slice(i, i + INSERT_CHUNK));
  await db
    .insert(settings)
    .values({ key: SOURCE_KEY, value: JSON.stringify(source) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(source) } });
  // Every instance's locator drops its copy on this commit (lib/km-table.ts).
  await db.execute(sql`select pg_notify('vigia_km_table', ${String(version)})`);
  return source;
}

/** The import's outcome: the table written, or the one in use when the import was prepared on another. */
export type KmReplace = { ok: true; source: KmReferenceSource } | { ok: false; current: KmReferenceSource | null };

/**
 * All or nothing (readers see the old table or the new one, never a mix), and only over the table
 * the import was prepared on: `expected` (If-Match) is checked on the locked source row, so of two
 * imports prepared on one version the second is refused. Null: unconditional (If-Match: *).
 */
export async function replaceKmPosts(
  db: Db,
  posts: readonly KmPost[],
  expected: ((version: number) => boolean) | null,
): Promise<KmReplace> {
  return db.transaction(async (tx) => {
    const current = await readSource(tx, true);
    const version = current?.version ?? 0;
    if (expected && !expected(version)) return { ok: false, current };
    return { ok: true, source: await writeTable(tx, posts, false, version + 1) };
  });
}

/** Reference data: a database without a table (new, or migrated to 0011) gets the demo one. */
export async function seedKmPostsIfEmpty(db: Db): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(kmPosts);
  if (existing && existing.count > 0) return;
  await db.transaction(async (tx) => {
    // Past any version an import was prepared on (a table emptied by hand had one).
    const current = await readSource(tx, true);
    await writeTable(tx, demoKmPosts(), true, (current?.version ?? 0) + 1);
  });
}
