// Database time of one creation statement, measured inside PostgreSQL (issue 27): a plpgsql loop runs
// the API's own `create-ticket` statement (a public-form event, its CREATED history row and the
// supervisors' notifications) N times in one transaction, rolled back after, so the client, the
// network and commits are out of the figure. Two databases on one throw-away Debian PostgreSQL, both
// with the demo seed: `after` with the working tree's migrations and SQL functions, `before` with a
// git revision's (default HEAD: what the working tree changes; `--without=<migration tag>` also
// leaves one of its migrations out); each also measured with its rollup insert trigger disabled (the
// floor), runs alternated. Since issue 36 the functions' bodies live in db/functions, so `before`
// takes migrations and functions from one revision (0015's A/B: `--before=892712d`).
// `node bench/api/insert-cost.ts [--runs=3] [--n=3000] [--before=<rev>] [--without=<migration tag>]
// [--insert-only] [--port=55541]`
import '@vigia/tooling/ts-resolve-hook';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './server.ts';
import { arg, connect, withThrowAwayPostgres, type PgClient } from './throw-away-postgres.ts';

const { openDatabase } = await import('@vigia/api-server/db');
const { seed } = await import('../../packages/api-server/src/db/seed.ts');
const { createTickets } = await import('../../packages/api-server/src/repositories/ticket-create.ts');

const RUNS = Number(arg('runs', '3'));
const N = Number(arg('n', '3000'));
const BEFORE = arg('before', 'HEAD');
const WITHOUT = arg('without', '');
/** Only the statement's insert into tickets (no history row, no notifications): a smaller base, less noise. */
const INSERT_ONLY = process.argv.includes('--insert-only');
const PORT = Number(arg('port', '55541'));
const DB_DIR = 'packages/api-server/src/db';
const MIGRATIONS = `${DB_DIR}/migrations`;

/**
 * `rev`'s migrations and functions (db/functions, beside them as the migrator expects; empty for a
 * revision from before they moved there), without migration `tag` when given, in a temp dir.
 */
function migrationsAt(rev: string, tag: string, into: string): string {
  const archive = execFileSync('git', ['archive', '--format=tar', rev, DB_DIR], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', into], { input: archive });
  const out = path.join(into, MIGRATIONS);
  if (!existsSync(path.join(into, DB_DIR, 'functions'))) mkdirSync(path.join(into, DB_DIR, 'functions'));
  if (!tag) return out;
  const journalFile = path.join(out, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  if (!journal.entries.some((e) => e.tag === tag)) throw new Error(`no migration ${tag} at ${rev}`);
  journal.entries = journal.entries.filter((e) => e.tag !== tag);
  writeFileSync(journalFile, JSON.stringify(journal));
  return out;
}

/** The text and parameters the API sends for one anonymous public-form creation. */
async function creationStatement(classificationId: number) {
  let captured: { text: string; params: unknown[] } | undefined;
  await createTickets(
    {
      query: async <T>(text: string, params?: unknown[]) => {
        captured = { text, params: params ?? [] };
        return [] as T[];
      },
    },
    [
      {
        values: {
          email: 'ana.perez@correo.cl',
          patente: 'AB1234',
          realAddress: '',
          kilometer: 432.5,
          phone: '56911111111',
          sector: 'Enlace Norte',
          commune: 'Bulnes',
          fullName: 'Ana Pérez',
          rut: '11111111-1',
          description: '<p>Animal suelto en la calzada, cerca del enlace.</p>',
          dateEvent: new Date(),
          classificationId,
          orientation: 'NORTH',
          channelCode: 'WEB_SELF_SERVICE',
          statusCode: 'ABIERTO',
          assignedToId: null,
          createdById: null,
        },
        actorId: null,
        notice: { role: 'SUPERVISOR', type: 'EVENT_CREATED', before: 'Nuevo evento #', after: ' (Animal en la vía, km 432,5) en Bulnes' },
      },
    ],
  );
  return captured!;
}

const literal = (client: PgClient, v: unknown) =>
  v === null || v === undefined ? 'NULL' : client.escapeLiteral(v instanceof Date ? v.toISOString() : String(v));

/**
 * A temp function whose body is the statement, its $n the function's arguments (typed as the
 * columns they fill, or as the statement casts them), and a loop that calls it n times.
 */
async function prepareLoop(client: PgClient, text: string, params: unknown[]) {
  const insert = /insert into "tickets" \(([^)]*)\)/.exec(text);
  if (!insert) throw new Error('unexpected creation statement');
  const columns = insert[1]!.split(',').map((c) => c.trim().replaceAll('"', ''));
  const { rows } = await client.query<{ column_name: string; type: string }>(
    `select column_name, format_type(atttypid, atttypmod) as type from information_schema.columns c
     join pg_attribute a on a.attrelid = 'tickets'::regclass and a.attname = c.column_name
     where c.table_name = 'tickets'`,
  );
  const typeOf = new Map(rows.map((r) => [r.column_name, r.type]));
  const types = params.map((_, i) => {
    if (i < columns.length) return typeOf.get(columns[i]!)!;
    return new RegExp(`\\$${i + 1}::(\\w+)`).exec(text)?.[1] ?? 'text';
  });
  const last = text.lastIndexOf('select 1 as ord');
  const ticketOnly = /with t as \(\s*(insert into "tickets"[\s\S]*?returning id)\s*\),/.exec(text);
  if (last < 0 || !ticketOnly) throw new Error('unexpected creation statement');
  const body = INSERT_ONLY ? `${ticketOnly[1]} into k` : `${text.slice(0, last)} select count(*) into k from t left join n on true`;
  await client.query(`create function pg_temp.create_one(${types.join(', ')}) returns void language plpgsql as $f$
    declare k integer; begin ${body}; end $f$`);
  const call = `perform pg_temp.create_one(${params.map((p, i) => `${literal(client, p)}::${types[i]}`).join(', ')})`;
  await client.query(`create function pg_temp.loop(n integer) returns float8 language plpgsql as $f$
    declare t0 timestamptz := clock_timestamp(); begin
      for i in 1..n loop ${call}; end loop;
      return extract(epoch from clock_timestamp() - t0) * 1e6 / n; end $f$`);
}

/** Nanoseconds the process has spent on a CPU (not waiting for one): the machine's other load stays out. */
const cpuNs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);

/**
 * µs per statement (wall clock in the backend, and the backend's CPU time), in a transaction rolled
 * back after; `floor`: the rollup insert trigger disabled. Each run starts from a vacuumed database.
 */
async function run(client: PgClient, pid: number, floor: boolean): Promise<{ wall: number; cpu: number }> {
  await client.query('vacuum');
  await client.query('begin');
  try {
    if (floor) await client.query('alter table tickets disable trigger tickets_rollups_insert');
    const before = cpuNs(pid);
    const { rows } = await client.query<{ us: number }>('select pg_temp.loop($1) as us', [N]);
    return { wall: rows[0]!.us, cpu: (cpuNs(pid) - before) / 1000 / N };
  } finally {
    await client.query('rollback');
  }
}

await withThrowAwayPostgres('insert-cost', PORT, {}, async (postgres, tmp) => {
  const admin = await connect(postgres.url);
  const targets = [
    { name: `before (${BEFORE}${WITHOUT ? ` without ${WITHOUT}` : ''})`, db: 'before', migrations: migrationsAt(BEFORE, WITHOUT, tmp) },
    { name: 'after (working tree)', db: 'after', migrations: path.join(root, MIGRATIONS) },
  ];
  const clients: { client: PgClient; pid: number }[] = [];
  for (const t of targets) {
    await admin.query(`create database ${t.db}`);
    const url = postgres.url.replace(/\/vigia$/, `/${t.db}`);
    const database = await openDatabase({
      databaseUrl: url,
      dataDir: tmp,
      migrationsFolder: t.migrations,
      seed: (db) => seed(db, { demo: true }),
    });
    await database.close();
    const client = await connect(url);
    await client.query('vacuum analyze');
    const [{ id }] = (await client.query<{ id: number }>(`select id from classifications order by id limit 1 offset 5`)).rows as [
      { id: number },
    ];
    const { text, params } = await creationStatement(id);
    await prepareLoop(client, text, params);
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    await run(client, pid, false); // warm-up: plans, caches
    clients.push({ client, pid });
  }
  await admin.end();
  for (const c of clients) c.client.on('error', () => undefined);
  const results: Record<string, { wall: number; cpu: number }[]> = {};
  for (let r = 0; r < RUNS; r++) {
    for (const [i, t] of targets.entries()) {
      for (const floor of [false, true]) {
        const key = `${t.name}${floor ? ', rollup insert trigger off' : ''}`;
        const us = await run(clients[i]!.client, clients[i]!.pid, floor);
        (results[key] ??= []).push(us);
        console.log(`run ${r + 1}  ${key}: ${us.wall.toFixed(1)} µs wall, ${us.cpu.toFixed(1)} µs CPU per statement`);
      }
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  console.log(
    `\n${N} single-row ${INSERT_ONLY ? 'ticket inserts' : 'creation statements'} per run, µs each, wall / backend CPU (runs in order; median):`,
  );
  for (const [key, values] of Object.entries(results)) {
    const wall = values.map((v) => v.wall);
    const cpu = values.map((v) => v.cpu);
    console.log(`  ${key}\n    wall ${wall.map((v) => v.toFixed(1)).join(', ')}; median ${median(wall).toFixed(1)}`);
    console.log(`    CPU  ${cpu.map((v) => v.toFixed(1)).join(', ')}; median ${median(cpu).toFixed(1)}`);
  }
  // Where the work went: the fold's database time per pending event, N creations committed first.
  for (const [i, t] of targets.entries()) {
    const { client, pid } = clients[i]!;
    const folds = (await client.query<{ n: number }>(`select count(*)::int as n from pg_proc where proname = 'ticket_rollups_fold'`))
      .rows[0]!;
    if (folds.n === 0) continue;
    await client.query('select ticket_rollups_fold(1000000)');
    await client.query('select pg_temp.loop($1)', [N]);
    const before = cpuNs(pid);
    const t0 = performance.now();
    const { rows } = await client.query<{ n: number }>('select ticket_rollups_fold(1000000) as n');
    const ms = performance.now() - t0;
    console.log(
      `  ${t.name}: fold of ${rows[0]!.n} pending creations ${((ms * 1000) / rows[0]!.n).toFixed(1)} µs wall, ` +
        `${((cpuNs(pid) - before) / 1000 / rows[0]!.n).toFixed(1)} µs CPU per event`,
    );
  }
  // What a read pays for unfolded creations: everyone's three rollup reads (as the statistics make
  // them) with 0, 5,000 and 20,000 events pending, median of 20.
  const after = targets.findIndex((t) => t.db === 'after');
  const { client } = clients[after]!;
  const reads = [
    'select status_code, sum(n), sum(unassigned), sum(close_seconds) from ticket_counts_live group by 1',
    'select commune, orientation, n from ticket_place_counts_live',
    `select day, sum(n) from ticket_day_counts_live where day >= current_date - 30 group by 1`,
  ];
  for (const pending of [0, 5_000, 20_000]) {
    await client.query('select ticket_rollups_fold(1000000)');
    await client.query('vacuum ticket_rollup_pending');
    if (pending > 0) await client.query('select pg_temp.loop($1)', [pending]);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      for (const read of reads) await client.query(read);
      times.push(performance.now() - t0);
    }
    console.log(`  everyone's three rollup reads with ${pending} creations pending: ${median(times).toFixed(2)} ms (median of 20)`);
  }
  for (const c of clients) await c.client.end();
});
