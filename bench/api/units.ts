// Issue 38's load (`pnpm bench --api`, PostgreSQL): 500 units, each with its signed-on driver, report
// a position every 2 s along the route while the board is open. Ingest: each POST
// /api/unit/{id}/position from send to its answer; board: from send to the board's stream event
// carrying that position, and to the board's next read of GET /api/unit showing it (unit-board.ts).
// Afterwards the stored positions are counted. Standalone on its own throw-away PostgreSQL:
// `node bench/api/units.ts [--units=500] [--seconds=60] [--every=2000] [--board-reads] [--pg=name=value …] [--cpu-prof=DIR] [--node=OPTION …]`
// (--pg: a PostgreSQL setting for a diagnosis, e.g. --pg=synchronous_commit=off).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBenchUsers, openBenchDatabase } from './fill.ts';
import { percentile, signIn } from './search.ts';
import { root, startServer } from './server.ts';
import { arg, withThrowAwayPostgres } from './throw-away-postgres.ts';
import { openBoard } from './unit-board.ts';
import { carriageways, drive, startOf, type KmPostRow } from './unit-route.ts';

export interface UnitLoadOptions {
  units: number;
  everyMs: number;
  seconds: number;
  /** Also re-read GET /api/unit on unit events, as the board's front end does today (unit-board.ts). */
  boardReads?: boolean;
  log?: (line: string) => void;
  /** Called once the units are on shift, before the load (e.g. to reset statement statistics). */
  onLoadStart?: () => Promise<void>;
}

interface Spread {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface UnitLoadRun {
  units: number;
  everyMs: number;
  seconds: number;
  sent: number;
  acknowledged: number;
  refused: number;
  refusals: string[];
  stored: number;
  ingest: Spread;
  boardStream: Spread;
  boardRead: Spread & { reads: number; readP50Ms: number; readP99Ms: number; readErrors: number };
  /** Acknowledged positions the stream never carried (within 5 s of the end). */
  missingOnBoard: number;
  /** How late the load generator sent, against its schedule (its own process is loaded too). */
  sendLagP99Ms: number;
  loadAverage: { before: number[]; after: number[] };
  /** When the timed load ran (epoch ms), to match the server's own figures (loop-lag.ts). */
  loadWindow: { start: number; end: number };
  /** The slowest answers: ms after the load's start when sent, and how long they took. */
  slowest: { sentAtMs: number; ms: number }[];
  /** Answers over the ingest budget (20 ms), counted by the second of the load they were sent in. */
  overBudgetBySecond: Record<number, number>;
}

interface BenchDb {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { samples: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: percentile(sorted, 100) };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON request on a kept-alive agent: status and body text. */
function send(agent: Agent, base: string, method: string, url: string, token: string, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      `${base}${url}`,
      { method, agent, headers: { authorization: token, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `work` over `items`, `width` at a time (sign-ins are scrypt: the thread pool's four). */
async function inParallel<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

/** The units and their drivers on shift (AVAILABLE), through the API as ADMIN and each driver. */
async function setUp(base: string, db: BenchDb, agent: Agent, count: number) {
  await ensureBenchUsers(db as Parameters<typeof ensureBenchUsers>[0]);
  const admin = await signIn(base, 'admin@example.com');
  const crews: { unitId: number; token: string }[] = [];
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const code = `BU-${String(i + 1).padStart(4, '0')}`;
      const made = await send(agent, base, 'POST', '/api/unit', admin, { code, kind: 'PATROL', plate: 'BENCH1', baseKm: 450 });
      if (made.status !== 201) throw new Error(`unit ${code}: ${made.status} ${made.text}`);
      const unitId = (JSON.parse(made.text) as { payload: { id: number } }).payload.id;
      // bench-driver-1 is the statistics' heavy reporter: these start after it.
      const token = await signIn(base, `bench-driver-${i + 2}@example.com`);
      const shift = await send(agent, base, 'POST', `/api/unit/${unitId}/shift`, token);
      if (shift.status !== 200 && shift.status !== 201) throw new Error(`sign-on ${code}: ${shift.status} ${shift.text}`);
      crews[i] = { unitId, token };
    },
  );
  return crews;
}

export async function runUnitLoad(base: string, db: BenchDb, options: UnitLoadOptions): Promise<UnitLoadRun> {
  const log = options.log ?? console.log;
  const { units: count, everyMs, seconds } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const started = Date.now();
  const crews = await setUp(base, db, agent, count);
  const posts = carriageways(await db.query<KmPostRow>('select carriageway, km, lat, lon from km_posts'));
  const driven = crews.map((_, i) => startOf(i, count, posts, everyMs));
  log(`  units: ${count} units on shift in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  await options.onLoadStart?.();
  const board = await openBoard(
    base,
    await signIn(base, 'operator@example.com'),
    new Agent({ keepAlive: true }),
    options.boardReads ?? false,
  );
  const ingest: number[] = [];
  const slow: { sentAtMs: number; ms: number }[] = [];
  const lags: number[] = [];
  const refusals: string[] = [];
  let sent = 0;
  let acknowledged = 0;
  let refused = 0;
  const inFlight = new Set<Promise<void>>();
  const before = os.loadavg();

  const report = (n: number, due: number) => {
    const i = n % count;
    const point = drive(driven[i]!, posts);
    const at = new Date().toISOString();
    const t0 = performance.now();
    // The first report of each unit warms the server up (its first plans, its code's JIT): not timed.
    const timed = n >= count;
    if (timed) lags.push(t0 - due);
    board.expect(crews[i]!.unitId, at, t0, timed);
    sent++;
    const done = send(agent, base, 'POST', `/api/unit/${crews[i]!.unitId}/position`, crews[i]!.token, { ...point, accuracy: 8, at })
      .then(({ status, text }) => {
        if (status === 200) {
          acknowledged++;
          if (timed) {
            ingest.push(performance.now() - t0);
            slow.push({ sentAtMs: Math.round(t0 - start), ms: Math.round(performance.now() - t0) });
          }
          return;
        }
        refused++;
        board.forget(crews[i]!.unitId, at);
        if (refusals.length < 5) refusals.push(`${status} ${text.slice(0, 200)}`);
      })
      .catch((error: Error) => {
        refused++;
        board.forget(crews[i]!.unitId, at);
        if (refusals.length < 5) refusals.push(error.message);
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  // Unit i reports at i·(every/count) into each period: an even 250/s at 500 units every 2 s.
  const spacing = everyMs / count;
  const t0 = performance.now() + 200;
  const start = t0;
  const windowStart = Date.now() + 200;
  const total = Math.floor((seconds * 1000) / spacing);
  for (let n = 0; n < total;) {
    const now = performance.now();
    for (; n < total && t0 + n * spacing <= now; n++) report(n, t0 + n * spacing);
    if (n < total) await sleep(Math.max(0, t0 + n * spacing - performance.now()));
  }
  await Promise.all([...inFlight]);
  const windowEnd = Date.now();
  const deadline = Date.now() + 5_000;
  while (board.unseen() > 0 && Date.now() < deadline) await sleep(50);
  const after = os.loadavg();
  board.close();
  agent.destroy();

  const [stored] = await db.query<{ n: number }>(
    `select count(*)::int as n from unit_positions p join units u on u.id = p.unit_id where u.code like 'BU-%'`,
  );
  const f = board.figures;
  const reads = spread(f.readDurations);
  return {
    units: count,
    everyMs,
    seconds,
    sent,
    acknowledged,
    refused,
    refusals,
    stored: stored?.n ?? 0,
    ingest: spread(ingest),
    boardStream: spread(f.stream),
    boardRead: { ...spread(f.read), reads: reads.samples, readP50Ms: reads.p50Ms, readP99Ms: reads.p99Ms, readErrors: f.readErrors },
    missingOnBoard: board.unseen(),
    sendLagP99Ms: spread(lags).p99Ms,
    loadAverage: { before, after },
    loadWindow: { start: windowStart, end: windowEnd },
    overBudgetBySecond: countBySecond(slow.filter((s) => s.ms > 20)),
    slowest: slow.sort((a, b) => b.ms - a.ms).slice(0, 10),
  };
}

function countBySecond(answers: { sentAtMs: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { sentAtMs } of answers) {
    const second = Math.floor(sentAtMs / 1000);
    counts[second] = (counts[second] ?? 0) + 1;
  }
  return counts;
}

export function describeUnitLoad(r: UnitLoadRun): string[] {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  return [
    `units ${r.units} every ${r.everyMs} ms for ${r.seconds} s: sent ${r.sent}, acknowledged ${r.acknowledged}, refused ${r.refused}, stored ${r.stored}`,
    `  ingest p50 ${r.ingest.p50Ms} ms, p99 ${r.ingest.p99Ms} ms, max ${r.ingest.maxMs} ms`,
    `  board stream p50 ${r.boardStream.p50Ms} ms, p99 ${r.boardStream.p99Ms} ms, max ${r.boardStream.maxMs} ms; missing ${r.missingOnBoard}`,
    ...(r.boardRead.samples === 0
      ? []
      : [
          `  board read p50 ${r.boardRead.p50Ms} ms, p99 ${r.boardRead.p99Ms} ms (${r.boardRead.reads} reads of GET /api/unit, each p50 ${r.boardRead.readP50Ms} ms, p99 ${r.boardRead.readP99Ms} ms, errors ${r.boardRead.readErrors})`,
        ]),
    `  load generator lag p99 ${r.sendLagP99Ms} ms; load average ${load(r.loadAverage.before)} before, ${load(r.loadAverage.after)} after`,
    `  slowest (sent at ms into the load: ms): ${r.slowest.map((s) => `${s.sentAtMs}: ${s.ms}`).join(', ')}`,
    `  answers over 20 ms by second sent (second: count): ${
      Object.entries(r.overBudgetBySecond)
        .map(([second, n]) => `${second}: ${n}`)
        .join(', ') || 'none'
    }`,
    ...r.refusals.map((text) => `  refused: ${text}`),
  ];
}

/** The server's event-loop delay and GC over the load's seconds (lines of loop-lag.ts). */
export function describeLoopLag(file: string, window: { start: number; end: number }): string {
  if (!existsSync(file)) return '  server loop: no figures';
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(
      (l) => JSON.parse(l) as { at: number; p50Ms: number; p99Ms: number; maxMs: number; gcMs: number; gcMaxMs: number; gcCount: number },
    )
    .filter((l) => l.at > window.start + 1000 && l.at <= window.end);
  if (lines.length === 0) return '  server loop: no figures';
  const p99s = lines.map((l) => l.p99Ms).sort((a, b) => a - b);
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((t, l) => t + f(l), 0);
  const worst = lines.reduce((w, l) => (l.maxMs > w.maxMs ? l : w));
  return [
    `  server loop delay over ${lines.length} s: median second's p99 ${percentile(p99s, 50)} ms, worst second's p99 ${p99s.at(-1)} ms,`,
    ` max ${worst.maxMs} ms (at ${worst.at - window.start} ms); GC ${Math.round(sum((l) => l.gcMs))} ms in ${sum((l) => l.gcCount)} pauses,`,
    ` longest ${Math.max(...lines.map((l) => l.gcMaxMs))} ms; seconds with a delay over 20 ms: ${lines.filter((l) => l.maxMs > 20).length}`,
  ].join('');
}

/** Issue 38's budgets: ingest p99 ≤ 20 ms, board p99 ≤ 1 s end to end, nothing lost. */
export function unitLoadBudgets(r: UnitLoadRun) {
  return [
    {
      name: `unit position ingest p99 <= 20 ms (${r.units} units every ${r.everyMs / 1000} s, PostgreSQL)`,
      met: r.ingest.p99Ms <= 20 && r.refused === 0 && r.stored === r.acknowledged,
      detail: `p50 ${r.ingest.p50Ms} ms, p99 ${r.ingest.p99Ms} ms; refused ${r.refused}; stored ${r.stored} of ${r.acknowledged}; load ${r.loadAverage.after[0]?.toFixed(2)}`,
    },
    {
      name: `board update p99 <= 1 s end to end (${r.units} units, send to the board's stream)`,
      met: r.boardStream.p99Ms <= 1000 && (r.boardRead.samples === 0 || r.boardRead.p99Ms <= 1000) && r.missingOnBoard === 0,
      detail: `stream p50 ${r.boardStream.p50Ms} ms, p99 ${r.boardStream.p99Ms} ms${r.boardRead.samples ? `; re-read p99 ${r.boardRead.p99Ms} ms` : ''}; missing ${r.missingOnBoard}`,
    },
  ];
}

if (import.meta.main) {
  const options = {
    units: Number(arg('units', '500')),
    everyMs: Number(arg('every', '2000')),
    seconds: Number(arg('seconds', '60')),
    boardReads: process.argv.includes('--board-reads'),
  };
  const settings = Object.fromEntries(
    process.argv.filter((a) => a.startsWith('--pg=')).map((a) => a.slice('--pg='.length).split('=', 2) as [string, string]),
  );
  await withThrowAwayPostgres('units', 55533, settings, async (postgres, tmp) => {
    const target = { kind: 'postgres' as const, dataDir: tmp, databaseUrl: postgres.url };
    // The server's event-loop delay and GC pauses, a line a second (loop-lag.ts).
    const lagFile = path.join(tmp, 'loop-lag.jsonl');
    // --cpu-prof=DIR: the server's V8 CPU profile, written to DIR when it stops (what a position costs).
    const profileDir = arg('cpu-prof', '');
    // --node=OPTIONS: more Node options for the server (e.g. --node=--max-semi-space-size=32).
    const nodeOptions = process.argv.filter((a) => a.startsWith('--node=')).map((a) => a.slice('--node='.length));
    const server = await startServer(target, 8533, {
      NODE_OPTIONS: [
        `--import=${path.join(import.meta.dirname, 'loop-lag.ts')}`,
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        ...nodeOptions,
      ].join(' '),
      LOOP_LAG_FILE: lagFile,
    });
    const db = await openBenchDatabase(target);
    try {
      const run = await runUnitLoad(server.base, db, options);
      if (Object.keys(settings).length) console.log(`PostgreSQL settings: ${JSON.stringify(settings)}`);
      for (const line of describeUnitLoad(run)) console.log(line);
      console.log(describeLoopLag(lagFile, run.loadWindow));
      for (const b of unitLoadBudgets(run)) console.log(`${b.met ? 'met ' : 'MISS'}  ${b.name}: ${b.detail}`);
      const out = path.join(root, 'bench', 'results');
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, 'api-units.json'), `${JSON.stringify({ date: new Date().toISOString(), settings, run }, null, 2)}\n`);
    } finally {
      await db.close();
      await server.stop();
    }
  });
}
