// Issue 36: each SQL function's body lives in one file, src/db/functions/<name>.sql, applied by the
// migrator after the migrations. A fresh database and one migrated by older migrations (up to 0015,
// with older bodies) both end with exactly the files' bodies, on PGlite and on PostgreSQL.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../scripts/postgres';
import { openDatabase, type Database } from '../src/db/client';
import { defaultFunctionsFolder, readFunctions, readMigrations } from '../src/db/migrator';

// Not test/helpers.ts: that builds the whole app, and only the database is needed here.
const MIGRATIONS = join(__dirname, '..', 'src', 'db', 'migrations');
const tempDir = () => mkdtempSync(join(tmpdir(), 'vigia-sql-functions-'));
const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

const FUNCTIONS = readFunctions(defaultFunctionsFolder(MIGRATIONS));
const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const UPGRADE_FROM = '0015_rollup_pending';

/** What PostgreSQL stores as a function's source (prosrc): the text between `AS $$` and `$$`. */
function bodyOf(sql: string): string {
  const body = /\$\$([\s\S]*)\$\$/.exec(sql)?.[1];
  if (body === undefined) throw new Error('a function file without a $$ body');
  return body;
}

const expected = Object.fromEntries(FUNCTIONS.map((f) => [f.name, bodyOf(f.sql)]));

/** The database's own functions (not an extension's, e.g. pg_trgm's), name → source. */
async function bodies(database: Database): Promise<Record<string, string>> {
  const rows = await database.query<{ name: string; src: string }>(
    `select p.proname as name, p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and not exists (select from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.src]));
}

async function triggers(database: Database): Promise<string[]> {
  const rows = await database.query<{ t: string }>(
    `select c.relname || '.' || g.tgname || ' -> ' || p.proname as t from pg_trigger g
     join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid where not g.tgisinternal order by 1`,
  );
  return rows.map((r) => r.t);
}

const count = async (database: Database, sql: string) => (await database.query<{ n: number }>(sql))[0]!.n;

/**
 * The db folder as a release that ended at `lastTag` had it: the journal cut after it, and only the
 * functions its migrations include (the later ones did not exist yet). Returns its migrations folder.
 */
function dbFolderUpTo(into: string, lastTag: string): string {
  const migrations = join(into, 'db', 'migrations');
  const functions = join(into, 'db', 'functions');
  mkdirSync(functions, { recursive: true });
  cpSync(MIGRATIONS, migrations, { recursive: true });
  const entries = JOURNAL.entries.slice(0, JOURNAL.entries.findIndex((e) => e.tag === lastTag) + 1);
  writeFileSync(join(migrations, 'meta', '_journal.json'), JSON.stringify({ ...JOURNAL, entries }));
  for (const { tag } of entries) {
    for (const [, name] of readFileSync(join(migrations, `${tag}.sql`), 'utf8').matchAll(/^\\ir \.\.\/functions\/(\w+)\.sql$/gm)) {
      cpSync(join(defaultFunctionsFolder(MIGRATIONS), `${name}.sql`), join(functions, `${name}.sql`));
    }
  }
  return migrations;
}

/** Every function given an older body (one more comment line in it), as a database of older migrations has. */
async function ageBodies(database: Database) {
  const present = await bodies(database);
  for (const f of FUNCTIONS.filter((f) => f.name in present)) {
    const body = bodyOf(f.sql);
    await database.query(f.sql.replace(`$$${body}$$`, () => `$$${body}-- an older body\n$$`));
  }
}

/**
 * The release that ended at 0015 mailed a new event's typed address (0008); today's body calls
 * ticket_reporter_address, which 0018 creates.
 */
const MAIL_CREATED_AS_OF_0008 = `CREATE OR REPLACE FUNCTION "tickets_mail_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mail_outbox" ("kind", "to_address", "payload")
  SELECT 'TICKET_CREATED', n."email", jsonb_build_object('ticketId', n."id") FROM new_rows n
  WHERE n."email" <> '' AND n."reporter_unsubscribed_at" IS NULL AND n."created_at" > now() - interval '1 hour';
  RETURN NULL;
END
$$`;

/** The live queue's message as of 0015: today's body reads `injured`, which 0020 adds (issue 37). */
const QUEUE_MESSAGE_AS_OF_0015 = `CREATE OR REPLACE FUNCTION "tickets_queue_message"("ticket_id" integer, "kind" text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_build_object('id', t."id", 'kind', $2, 'categoryName', k."name", 'kilometer', t."kilometer",
      'orientation', t."orientation", 'severity', t."severity")::text
    FROM "tickets" t
    JOIN "classifications" c ON c."id" = t."classification_id"
    JOIN "subcategories" s ON s."id" = c."subcategory_id"
    JOIN "categories" k ON k."id" = s."category_id"
    WHERE t."id" = $1);
END
$$`;

/** One event with what the 0015 schema needs (no demo seed: today's seed writes today's columns). */
async function oneEvent(database: Database) {
  await database.query(`insert into statuses (code, name) values ('ABIERTO', 'Abierto'), ('CERRADO', 'Cerrado')`);
  await database.query(`insert into categories (code, name) values ('ACCIDENTE', 'Accidente')`);
  await database.query(`insert into subcategories (category_id, name) select id, 'Colisión' from categories`);
  await database.query(`insert into classifications (subcategory_id, name) select id, 'Choque por alcance' from subcategories`);
  await database.query(
    `insert into tickets (description, kilometer, sector, commune, orientation, date_event, channel_code, classification_id,
       email, full_name, phone, rut, patente, status_code)
     select 'Choque', 450, 'Enlace Norte', 'Bulnes', 'NORTH', now(), 'WEB_SELF_SERVICE', id, '', 'Ana Pérez', '', '', '', 'ABIERTO'
     from classifications`,
  );
}

describe('the migrator reads', () => {
  it('every function file once, named as the function it creates, and every include of a migration', () => {
    expect(FUNCTIONS.length).toBeGreaterThan(20);
    for (const f of FUNCTIONS) expect(f.sql).toMatch(new RegExp(`^CREATE OR REPLACE FUNCTION "${f.name}"\\(`, 'm'));
    const migrations = readMigrations(MIGRATIONS);
    expect(migrations.map((m) => m.tag)).toEqual(JOURNAL.entries.map((e) => e.tag));
    // No migration defines a function any more: each includes the file where it needs one. 0001's
    // two were dropped by 0006, so they are history and have no file.
    for (const m of migrations) {
      const own = readFileSync(join(MIGRATIONS, `${m.tag}.sql`), 'utf8');
      if (m.tag !== '0001_search_counts') expect(own).not.toMatch(/CREATE (OR REPLACE )?FUNCTION/);
    }
    expect(migrations.find((m) => m.tag === '0006_statistics_rollups')!.statements.join('')).toContain(
      bodyOf(FUNCTIONS.find((f) => f.name === 'ticket_rollups_add')!.sql),
    );
  });

  it('refuses a migration that includes a file that is not there', () => {
    const dir = tempDir();
    try {
      const migrations = dbFolderUpTo(dir, '0000_init');
      writeFileSync(join(migrations, '0000_init.sql'), '\\ir ../functions/no_such_function.sql\n');
      expect(() => readMigrations(migrations)).toThrow('0000_init.sql: \\ir ../functions/no_such_function.sql: no such file');
    } finally {
      removeDir(dir);
    }
  });
});

interface Target {
  open(name: string, migrationsFolder: string): Promise<Database>;
}

async function expectUpgrade(target: Target, dir: string) {
  const old = await target.open('upgrade', dbFolderUpTo(dir, UPGRADE_FROM));
  try {
    await old.query(MAIL_CREATED_AS_OF_0008);
    await old.query(QUEUE_MESSAGE_AS_OF_0015);
    await oneEvent(old);
    await ageBodies(old);
    expect(await bodies(old)).not.toEqual(expected);
  } finally {
    await old.close();
  }

  const upgraded = await target.open('upgrade', MIGRATIONS);
  try {
    expect(await bodies(upgraded)).toEqual(expected);
    expect(await count(upgraded, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(JOURNAL.entries.length);
    const fresh = await target.open('fresh', MIGRATIONS);
    try {
      expect(await triggers(upgraded)).toEqual(await triggers(fresh));
    } finally {
      await fresh.close();
    }
    // The triggers run the files' bodies: 0019's version, 0006's closed_at, the rollups.
    await upgraded.query(`update tickets set status_code = 'CERRADO'`);
    const [event] = await upgraded.query<{ version: number; closed: boolean }>(
      'select version, closed_at is not null as closed from tickets',
    );
    expect(event).toEqual({ version: 2, closed: true });
    expect(await count(upgraded, "select sum(n)::int as n from ticket_counts_live where status_code = 'CERRADO'")).toBe(1);

    // A body changed with no migration pending is put back at the next start.
    await ageBodies(upgraded);
  } finally {
    await upgraded.close();
  }
  const restarted = await target.open('upgrade', MIGRATIONS);
  try {
    expect(await bodies(restarted)).toEqual(expected);
  } finally {
    await restarted.close();
  }
}

describe('SQL functions on PGlite', () => {
  let dir: string;
  const target: Target = { open: (name, migrationsFolder) => openDatabase({ dataDir: join(dir, name), migrationsFolder }) };

  beforeAll(() => {
    dir = tempDir();
  });
  afterAll(() => removeDir(dir));

  it('a fresh database has exactly the functions of db/functions, with their bodies', async () => {
    const database = await target.open('first', MIGRATIONS);
    try {
      expect(await bodies(database)).toEqual(expected);
    } finally {
      await database.close();
    }
  }, 120_000);

  it(
    `a database migrated up to ${UPGRADE_FROM} with older bodies upgrades to the files' bodies`,
    () => expectUpgrade(target, dir),
    180_000,
  );
});

const PORT = 55697;

(postgresAvailable() || process.env['CI'] ? describe : describe.skip)('SQL functions on PostgreSQL', () => {
  let postgres: LocalPostgres;
  let dir: string;
  const urlOf = (name: string) => postgres.url.replace(/\/vigia$/, `/${name}`);
  const created = new Set<string>();
  const target: Target = {
    async open(name, migrationsFolder) {
      if (!created.has(name)) {
        const admin = await openDatabase({ databaseUrl: postgres.url, dataDir: dir, migrationsFolder: MIGRATIONS });
        await admin.query(`create database ${name}`);
        await admin.close();
        created.add(name);
      }
      return openDatabase({ databaseUrl: urlOf(name), dataDir: dir, migrationsFolder });
    },
  };

  beforeAll(async () => {
    if (!postgresAvailable()) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql missing): apt-get install -y postgresql');
    postgres = await startPostgres(PORT);
    dir = tempDir();
  }, 120_000);

  afterAll(async () => {
    await postgres?.stop();
    if (dir) removeDir(dir);
  }, 60_000);

  it('instances starting together on an empty database all end with exactly the files’ bodies', async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: postgres.url, dataDir: dir, migrationsFolder: MIGRATIONS })),
    );
    try {
      for (const database of instances) expect(await bodies(database)).toEqual(expected);
      expect(await count(instances[0]!, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(JOURNAL.entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  }, 120_000);

  it(
    `a database migrated up to ${UPGRADE_FROM} with older bodies upgrades to the files' bodies`,
    () => expectUpgrade(target, dir),
    180_000,
  );

  it('a function that fails leaves every migration of the run unapplied (one transaction)', async () => {
    const migrations = dbFolderUpTo(join(dir, 'broken'), JOURNAL.entries.at(-1)!.tag);
    const broken = 'CREATE OR REPLACE FUNCTION "zz_broken"() RETURNS integer LANGUAGE sql AS $$ SELECT nope $$;\n';
    writeFileSync(join(migrations, '..', 'functions', 'zz_broken.sql'), broken);
    await expect(target.open('broken', migrations)).rejects.toThrow(/function zz_broken: .*nope/);
    const client = new pg.Client({ connectionString: urlOf('broken') });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select to_regclass('public.tickets') is null as none, (select count(*)::int from drizzle.__drizzle_migrations) as n",
      );
      expect(rows[0]).toEqual({ none: true, n: 0 });
    } finally {
      await client.end();
    }
  }, 120_000);
});
