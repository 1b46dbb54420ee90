// Applies the SQL migrations, then every SQL function of db/functions, in one transaction.
// Migrations (drizzle's journal and table, so databases migrated before keep their history) hold
// tables, types, views, triggers and data; each function's current body lives in one file,
// functions/<name>.sql (CREATE OR REPLACE). A migration that needs a function before the end (its
// trigger, its backfill) includes the file with psql's `\ir ../functions/<name>.sql`; after the
// migrations every file is applied again, so a changed body needs no migration and a database ends
// with exactly the files' bodies. Applied migrations are never run again and their recorded hash
// is never compared (drizzle's rule too), so a body moved out of an old migration is safe.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** One connection (the caller holds it for the whole run): plain SQL, and one statement with $n parameters. */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrateOptions {
  migrationsFolder: string;
  /** Default: `functions` beside the migrations folder. */
  functionsFolder?: string | undefined;
}

interface Migration {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

const BREAKPOINT = '--> statement-breakpoint';
const INCLUDE = /^\\ir[ \t]+(\S+)[ \t]*$/gm;

/** A file's text with each `\ir <path>` line replaced by the file it names (relative to it, as psql does). */
function expandIncludes(file: string): string {
  return readFileSync(file, 'utf8').replace(INCLUDE, (_line, target: string) => {
    const included = resolve(dirname(file), target);
    if (!existsSync(included)) throw new Error(`${basename(file)}: \\ir ${target}: no such file`);
    return readFileSync(included, 'utf8');
  });
}

/** Whether a piece of SQL has anything but blank lines and `--` comments. */
const hasStatement = (sql: string) => sql.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('--'));

export function readMigrations(migrationsFolder: string): Migration[] {
  // JSON.parse answers any: drizzle's journal format, written by hand with each migration.
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => {
    const file = join(migrationsFolder, `${tag}.sql`);
    if (!existsSync(file)) throw new Error(`migration ${tag}: no file ${file}`);
    // The hash drizzle records: of the file as written.
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    return { tag, when, hash, statements: expandIncludes(file).split(BREAKPOINT).filter(hasStatement) };
  });
}

/** Every function file, by name (`<name>.sql`), in name order. */
export function readFunctions(functionsFolder: string): { name: string; sql: string }[] {
  return readdirSync(functionsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: f.slice(0, -'.sql'.length), sql: readFileSync(join(functionsFolder, f), 'utf8') }));
}

export const defaultFunctionsFolder = (migrationsFolder: string) => join(migrationsFolder, '..', 'functions');

/**
 * Runs the migrations not yet applied (those newer than the last recorded, as drizzle does) and then
 * every function file, in one transaction. Several instances: the caller serialises them (a lock).
 * Returns the tags it applied.
 */
export async function migrate(session: SqlSession, options: MigrateOptions): Promise<string[]> {
  const migrations = readMigrations(options.migrationsFolder);
  const functions = readFunctions(options.functionsFolder ?? defaultFunctionsFolder(options.migrationsFolder));
  await session.exec(`CREATE SCHEMA IF NOT EXISTS "drizzle";
    CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const [last] = await session.query<{ created_at: string | number }>(
    'select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1',
  );
  const pending = migrations.filter((m) => !last || Number(last.created_at) < m.when);
  await session.exec('BEGIN');
  try {
    for (const migration of pending) {
      for (const statement of migration.statements) {
        await session.exec(statement).catch((error: Error) => {
          throw new Error(`migration ${migration.tag}: ${error.message}`, { cause: error });
        });
      }
      await session.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
        migration.hash,
        migration.when,
      ]);
    }
    for (const fn of functions) {
      await session.exec(fn.sql).catch((error: Error) => {
        throw new Error(`function ${fn.name}: ${error.message}`, { cause: error });
      });
    }
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return pending.map((m) => m.tag);
}
