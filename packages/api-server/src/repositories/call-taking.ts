// Every channel in (issue 39): the channel list, and the SOS posts — read whole (under 200 rows on
// the demo table), replaced whole by ADMIN's import, started with the approximate demo table.
import { asc, eq, sql } from 'drizzle-orm';
import type { Channel, ClassificationChoice, SosPost, SosPostTable } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { demoSosPosts } from '../db/sos-posts-demo.ts';
import { categories, channels, classifications, settings, sosPosts, subcategories } from '../db/schema.ts';
import { withClassificationPath } from './ticket-path.ts';

/** settings row describing the SOS table in use: `{ approximate, updatedAt, version }`. */
const SOURCE_KEY = 'sos_posts_source';
type SosSource = Omit<SosPostTable, 'posts'>;

export function listChannels(db: Db): Promise<Channel[]> {
  return db.select({ code: channels.code, name: channels.name }).from(channels).orderBy(asc(channels.sortOrder), asc(channels.code));
}

/** Every classification with its path, for a call-taker who types a few letters of any level. */
export function listClassificationChoices(db: Db): Promise<ClassificationChoice[]> {
  return withClassificationPath(
    db
      .select({
        id: classifications.id,
        name: classifications.name,
        subcategoryId: subcategories.id,
        subcategoryName: subcategories.name,
        categoryCode: categories.code,
        categoryName: categories.name,
      })
      .from(classifications)
      .$dynamic(),
  ).orderBy(asc(categories.id), asc(subcategories.id), asc(classifications.id));
}

export async function channelExists(db: Db, code: string): Promise<boolean> {
  return (await db.select({ code: channels.code }).from(channels).where(eq(channels.code, code)).limit(1)).length > 0;
}

export async function findSosPost(db: Db, number: number): Promise<SosPost | null> {
  const [row] = await db.select().from(sosPosts).where(eq(sosPosts.number, number)).limit(1);
  return row ?? null;
}

async function readSource(db: Db, lock: boolean): Promise<SosSource | null> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, SOURCE_KEY));
  const [row] = lock ? await query.for('update') : await query;
  // JSON.parse answers any: the setting is what writeTable stored.
  return row ? (JSON.parse(row.value) as SosSource) : null;
}

export async function sosPostTable(db: Db): Promise<SosPostTable> {
  const source = await readSource(db, false);
  const posts = await db.select().from(sosPosts).orderBy(asc(sosPosts.number));
  return { approximate: source?.approximate ?? false, updatedAt: source?.updatedAt ?? null, version: source?.version ?? 0, posts };
}

async function writeTable(db: Db, posts: readonly SosPost[], approximate: boolean, version: number): Promise<void> {
  const source: SosSource = { approximate, updatedAt: new Date().toISOString(), version };
  await db.delete(sosPosts);
  if (posts.length > 0) await db.insert(sosPosts).values([...posts]);
  await db
    .insert(settings)
    .values({ key: SOURCE_KEY, value: JSON.stringify(source) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(source) } });
}

export type SosReplace = { ok: true; table: SosPostTable } | { ok: false; current: SosPostTable };

/**
 * All or nothing, against the table the import was prepared on: `expected` (If-Match) names the
 * version the admin saw; another import since then refuses this one (read, check and write in one
 * transaction, the source row locked). Null: unconditional.
 */
export async function replaceSosPosts(
  db: Db,
  posts: readonly SosPost[],
  expected: ((version: number) => boolean) | null,
): Promise<SosReplace> {
  return db.transaction(async (tx) => {
    const source = await readSource(tx, true);
    const version = source?.version ?? 0;
    if (expected && !expected(version)) return { ok: false, current: await sosPostTable(tx) };
    await writeTable(tx, posts, false, version + 1);
    return { ok: true, table: await sosPostTable(tx) };
  });
}

/** Reference data: a database without SOS posts (new, or migrated to 0026) gets the demo table. */
export async function seedSosPostsIfEmpty(db: Db): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(sosPosts);
  if (existing && existing.count > 0) return;
  await db.transaction(async (tx) => writeTable(tx, demoSosPosts(), true, 1));
}
