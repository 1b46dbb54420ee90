// API half of `pnpm bench` (issue #7): the real server as a child process, once on PGlite and once on
// Debian's PostgreSQL. Creation throughput with autocannon at 10/50/200 connections (every
// acknowledged id checked in the database afterwards), GET /api/ticket/search latency at growing
// table sizes per role and filter, and the statistics endpoint at each size per role. On PostgreSQL,
// issue 38's units load: 500 units reporting every 2 s while the board is open (api/units.ts).
// `node bench/api.ts [--quick] [--only=pglite|postgres] [--pglite-million] [--sizes=N,…] [--no-search]
// [--no-statistics] [--no-units]`
// prints a table and writes bench/results/api.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type LocalPostgres } from '../scripts/postgres.ts';
import { classificationPaths, runCreation, verifyAcknowledged, type CreationRun, type SentEvent } from './api/create.ts';
import { ensureBenchUsers, fillTickets, HEAVY_DRIVER_EMAIL, openBenchDatabase } from './api/fill.ts';
import { measure, searchCases, signIn, SEARCH_ROLES, type LatencyCase, type SearchRole } from './api/search.ts';
import { root, startServer, type RunningServer, type ServerTarget } from './api/server.ts';
import { describeUnitLoad, runUnitLoad, unitLoadBudgets, type UnitLoadRun } from './api/units.ts';

export interface ApiOptions {
  quick?: boolean;
  databases?: ('pglite' | 'postgres')[];
  /** Measure PGlite at 1 M events too: its single-threaded fill alone takes several minutes. */
  pgliteMillion?: boolean;
  /** Table sizes instead of the defaults (e.g. only 1 M for a creation A/B). */
  sizes?: number[];
  /** false: skip the search cases (statistics and creation still run). */
  search?: boolean;
  /** false: skip the statistics cases. */
  statistics?: boolean;
  /** false: skip the units load (PostgreSQL only). */
  units?: boolean;
  log?: (line: string) => void;
}

/** Rows of each statistics rollup (when the schema has them) and the events of the scoped users measured. */
export interface SizeFacts {
  size: number;
  rollupRows: Record<string, number>;
  ownedEvents: Record<string, number>;
}

export interface DatabaseResults {
  kind: 'pglite' | 'postgres';
  settings: Record<string, string>;
  creation: CreationRun[];
  creationTableSize: number;
  acknowledged: { checked: number; missing: number; mismatched: number; withoutHistory: number };
  search: LatencyCase[];
  statistics: LatencyCase[];
  facts: SizeFacts[];
  /** Issue 38's units load (PostgreSQL; null when left out). */
  units: UnitLoadRun | null;
}

export interface ApiResults {
  generatedAt: string;
  quick: boolean;
  machine: { cpus: number; memoryGb: number; loadAverage: number[] };
  databases: DatabaseResults[];
  budgets: { name: string; met: boolean; detail: string }[];
}

const EMAILS: Record<SearchRole, string> = {
  SUPERVISOR: 'supervisor@example.com',
  ADMIN: 'admin@example.com',
  INSPECTOR: 'inspector@example.com',
  OPERATOR: 'operator@example.com',
  DRIVER: 'driver@example.com',
};
const PORTS = { pglite: 8531, postgres: 8532, cluster: 55531 };
const CONNECTIONS = [10, 50, 200];

async function signInAll(base: string) {
  const tokens = {} as Record<SearchRole, string>;
  for (const role of SEARCH_ROLES) tokens[role] = await signIn(base, EMAILS[role]);
  return tokens;
}

async function benchDatabase(kind: 'pglite' | 'postgres', options: ApiOptions): Promise<DatabaseResults> {
  const log = options.log ?? console.log;
  const quick = options.quick ?? false;
  const sizes =
    options.sizes ??
    (quick ? [2_000, 20_000] : kind === 'postgres' || options.pgliteMillion ? [10_000, 100_000, 1_000_000] : [10_000, 100_000]);
  const samples = quick ? 30 : 200;
  const caseBudgetMs = quick ? 5_000 : 20_000;
  const seconds = quick ? 3 : 10;

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vigia-bench-api-'));
  let cluster: LocalPostgres | undefined;
  let server: RunningServer | undefined;
  try {
    if (kind === 'postgres') cluster = await startPostgres(PORTS.cluster);
    const target: ServerTarget = cluster ? { kind, dataDir, databaseUrl: cluster.url } : { kind, dataDir: path.join(dataDir, 'pglite') };
    log(`\n[${kind}] starting the API server`);
    server = await startServer(target, PORTS[kind]);
    let tokens = await signInAll(server.base);

    // PGlite is one process's database: the server is stopped while the bench writes to it.
    const withDatabase = async <T>(work: (db: Awaited<ReturnType<typeof openBenchDatabase>>) => Promise<T>): Promise<T> => {
      if (kind === 'pglite') await server!.stop();
      const db = await openBenchDatabase(target);
      try {
        return await work(db);
      } finally {
        await db.close();
        if (kind === 'pglite') {
          server = await startServer(target, PORTS[kind]);
          tokens = await signInAll(server.base);
        }
      }
    };

    const settings = await withDatabase(async (db) => {
      const names = [
        'server_version',
        'shared_buffers',
        'work_mem',
        'effective_cache_size',
        'max_parallel_workers_per_gather',
        'fsync',
        'synchronous_commit',
        'max_connections',
      ];
      const rows = await db.query<{ name: string; setting: string; unit: string | null }>(
        'select name, setting, unit from pg_settings where name = any($1)',
        [names],
      );
      return Object.fromEntries(rows.map((r) => [r.name, r.unit ? `${r.setting} ${r.unit}` : r.setting]));
    });

    const search: LatencyCase[] = [];
    const statistics: LatencyCase[] = [];
    const facts: SizeFacts[] = [];
    let tableSize = 0;
    for (const size of sizes) {
      const fixtures = await withDatabase(async (db) => {
        await ensureBenchUsers(db);
        tableSize = await fillTickets(db, size, log);
        const [mid] = await db.query<{ id: number }>('select id from tickets order by id offset $1 limit 1', [Math.floor(size / 2)]);
        facts.push(await sizeFacts(db, size));
        return { someId: mid?.id ?? 1 };
      });
      const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
      const month = {
        from: `${yearAgo.toISOString().slice(0, 7)}-01`,
        to: new Date(Date.UTC(yearAgo.getUTCFullYear(), yearAgo.getUTCMonth() + 1, 0)).toISOString().slice(0, 10),
      };
      for (const spec of options.search === false ? [] : searchCases(size, { someId: fixtures.someId, month })) {
        const url = `/api/ticket/search?${spec.query}`;
        const m = await measure(server.base, tokens[spec.role], url, samples, caseBudgetMs);
        search.push({ size, role: spec.role, name: spec.name, url, ...m });
        log(
          `  ${kind} ${size} ${spec.role} ${spec.name}: p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms (n=${m.samples}, errors ${m.errors}, total ${m.total})`,
        );
      }
      // Every role (the scoped ones read other rows), plus the reporter with 3 % of the events.
      const statCases = [
        ...SEARCH_ROLES.map((role) => ({ role: role as string, token: tokens[role] })),
        { role: HEAVY_DRIVER, token: await signIn(server.base, HEAVY_DRIVER_EMAIL) },
      ];
      for (const { role, token } of options.statistics === false ? [] : statCases) {
        const url = '/api/report/reportStatistic';
        const m = await measure(server.base, token, url, samples, caseBudgetMs);
        statistics.push({ size, role, name: 'reportStatistic', url, ...m });
        log(`  ${kind} ${size} ${role} statistics: p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms (n=${m.samples}, errors ${m.errors})`);
      }
    }

    // Creation on the filled table (indexes and counters at their largest, as in production).
    const paths = await classificationPaths(server.base);
    const acknowledged = new Map<number, SentEvent>();
    const counter = { next: 1 };
    await runCreation(server.base, 10, quick ? 1 : 3, paths, new Map(), counter); // warm-up, not recorded
    const creation: CreationRun[] = [];
    for (const connections of CONNECTIONS) {
      // Each level starts from a flushed database, as a server in its steady state would: otherwise a
      // checkpoint still writing out the bulk fill can land inside some levels and not others (two
      // identical runs here gave 839 and 1,203/s at 10 connections). Checkpoints a level causes
      // itself are still paid.
      if (kind === 'postgres') await withDatabase((db) => db.query('checkpoint'));
      const run = await runCreation(server.base, connections, seconds, paths, acknowledged, counter);
      creation.push(run);
      log(
        `  ${kind} create ${connections} conns: ${run.createdPerSecond}/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, non2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts}`,
      );
    }
    const check = await withDatabase((db) => verifyAcknowledged(db, acknowledged));
    log(
      `  ${kind} acknowledged ${check.checked}: missing ${check.missing}, mismatched ${check.mismatched}, without history ${check.withoutHistory}`,
    );
    // Last: its 500 units, drivers and positions stay out of the figures above.
    let units: UnitLoadRun | null = null;
    if (kind === 'postgres' && options.units !== false) {
      units = await withDatabase((db) => runUnitLoad(server!.base, db, { units: 500, everyMs: 2000, seconds: quick ? 20 : 60, log }));
      for (const line of describeUnitLoad(units)) log(`  ${kind} ${line}`);
    }
    return { kind, settings, creation, creationTableSize: tableSize, acknowledged: check, search, statistics, facts, units };
  } finally {
    await server?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ROLLUP_TABLES = [
  'ticket_counts',
  'ticket_place_counts',
  'ticket_day_counts',
  'ticket_owner_counts',
  'ticket_owner_places',
  // creations not yet folded into the others (migration 0015)
  'ticket_rollup_pending',
];
const HEAVY_DRIVER = 'DRIVER (3 % of events)';

/** Rollup row counts, and how many events the measured scoped users own. */
async function sizeFacts(db: Awaited<ReturnType<typeof openBenchDatabase>>, size: number): Promise<SizeFacts> {
  const rollupRows: Record<string, number> = {};
  for (const table of ROLLUP_TABLES) {
    const [exists] = await db.query<{ t: string | null }>('select to_regclass($1)::text as t', [table]);
    if (exists?.t) rollupRows[table] = (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  }
  const owned = await db.query<{ who: string; n: number }>(
    `select 'DRIVER' as who, count(*)::int as n from tickets where created_by_id = (select id from users where email = $1)
     union all select 'OPERATOR', count(*)::int from tickets where assigned_to_id = (select id from users where email = $2)
     union all select $3, count(*)::int from tickets where created_by_id = (select id from users where email = $4)`,
    [EMAILS.DRIVER, EMAILS.OPERATOR, HEAVY_DRIVER, HEAVY_DRIVER_EMAIL],
  );
  return { size, rollupRows, ownedEvents: Object.fromEntries(owned.map((r) => [r.who, r.n])) };
}

function budgets(databases: DatabaseResults[]): ApiResults['budgets'] {
  const pg = databases.find((d) => d.kind === 'postgres');
  if (!pg) return [];
  const largest = Math.max(...pg.search.map((c) => c.size));
  const smallest = Math.min(...pg.search.map((c) => c.size));
  const firstPages = (size: number) => pg.search.filter((c) => c.size === size && c.name.startsWith('first page'));
  const worstAtLargest = Math.max(...pg.search.filter((c) => c.size === largest).map((c) => c.p99Ms));
  const worstCase = pg.search.filter((c) => c.size === largest).find((c) => c.p99Ms === worstAtLargest);
  const firstLargest = Math.max(...firstPages(largest).map((c) => c.p99Ms));
  const firstSmallest = Math.max(...firstPages(smallest).map((c) => c.p99Ms));
  const rate = Math.min(...pg.creation.map((c) => c.createdPerSecond));
  const failures = pg.creation.reduce((n, c) => n + c.non2xx + c.errors + c.timeouts, 0);
  const lost = pg.acknowledged.missing + pg.acknowledged.mismatched;
  const statsLargest = pg.statistics.filter((c) => c.size === Math.max(...pg.statistics.map((x) => x.size)));
  const worstStats = statsLargest.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a), statsLargest[0]!);
  return [
    ...(worstStats
      ? [
          {
            name: `statistics p99 <= 50 ms at ${worstStats.size} events on PostgreSQL (every role)`,
            met: worstStats.p99Ms <= 50,
            detail: `worst p99 ${worstStats.p99Ms} ms (${worstStats.role})`,
          },
        ]
      : []),
    // --no-search: no search budget to judge (not "met" over an empty list).
    ...(pg.search.length > 0
      ? [
          {
            name: `search p99 <= 20 ms at ${largest} events on PostgreSQL (every case)`,
            met: worstAtLargest <= 20,
            detail: `worst p99 ${worstAtLargest} ms (${worstCase?.role} ${worstCase?.name})`,
          },
          {
            name: `first pages flat from ${smallest} to ${largest}`,
            met: firstLargest <= Math.max(20, firstSmallest * 2),
            detail: `worst first-page p99 ${firstSmallest} ms at ${smallest}, ${firstLargest} ms at ${largest}`,
          },
        ]
      : []),
    {
      name: '>= 1000 creations/s on PostgreSQL at every connection count, 0 errors, 0 lost',
      met: rate >= 1000 && failures === 0 && lost === 0,
      detail: `slowest ${rate}/s; non-2xx + errors + timeouts ${failures}; lost or altered ${lost}`,
    },
    ...(pg.units ? unitLoadBudgets(pg.units) : []),
  ];
}

export function printTables(results: ApiResults) {
  for (const d of results.databases) {
    console.log(
      `\n${d.kind} (${Object.entries(d.settings)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')})`,
    );
    console.log(`creation (table of ${d.creationTableSize} events before the runs)`);
    console.table(
      d.creation.map((c) => ({
        conns: c.connections,
        'created/s': c.createdPerSecond,
        'p50 ms': c.p50Ms,
        'p99 ms': c.p99Ms,
        non2xx: c.non2xx,
        errors: c.errors,
        timeouts: c.timeouts,
      })),
    );
    console.log(
      `acknowledged ${d.acknowledged.checked}: missing ${d.acknowledged.missing}, altered ${d.acknowledged.mismatched}, without history ${d.acknowledged.withoutHistory}`,
    );
    if (d.units) for (const line of describeUnitLoad(d.units)) console.log(line);
    for (const f of d.facts)
      console.log(`${f.size} events: rollup rows ${JSON.stringify(f.rollupRows)}; events owned ${JSON.stringify(f.ownedEvents)}`);
    console.table(
      [...d.search, ...d.statistics].map((c) => ({
        size: c.size,
        role: c.role,
        case: c.name,
        'p50 ms': c.p50Ms,
        'p99 ms': c.p99Ms,
        n: c.samples,
        errors: c.errors,
      })),
    );
  }
  for (const b of results.budgets) console.log(`${b.met ? 'MET ' : 'MISS'} ${b.name}: ${b.detail}`);
}

export async function benchApi(options: ApiOptions = {}): Promise<ApiResults> {
  const databases: DatabaseResults[] = [];
  for (const kind of options.databases ?? (['pglite', 'postgres'] as const)) databases.push(await benchDatabase(kind, options));
  const results: ApiResults = {
    generatedAt: new Date().toISOString(),
    quick: options.quick ?? false,
    machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg() },
    databases,
    budgets: budgets(databases),
  };
  const out = path.join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'api.json'), `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const sizes = args.find((a) => a.startsWith('--sizes='))?.slice('--sizes='.length);
  const results = await benchApi({
    quick: args.includes('--quick'),
    ...(only ? { databases: [only as 'pglite' | 'postgres'] } : {}),
    pgliteMillion: args.includes('--pglite-million'),
    ...(sizes ? { sizes: sizes.split(',').map(Number) } : {}),
    search: !args.includes('--no-search'),
    statistics: !args.includes('--no-statistics'),
    units: !args.includes('--no-units'),
  });
  printTables(results);
}
