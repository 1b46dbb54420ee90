// Where a creation's time goes (issue 36): the real server on a throw-away Debian PostgreSQL with
// pg_stat_statements, a CPU profile of the server (node --cpu-prof) while autocannon POSTs public-form
// events at one connection count, then two tables: the database statements by total time, and the
// server's CPU by part of the request (a sample counts for every part on its stack, so the shares
// overlap), plus the heaviest functions by self time.
// `node bench/api/profile-create.ts [--connections=10] [--seconds=10] [--port=55551] [--keep=<dir>]`
import '@vigia/tooling/ts-resolve-hook';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classificationPaths, runCreation, type SentEvent } from './create.ts';
import { root, startServer } from './server.ts';
import { arg, connect, withThrowAwayPostgres } from './throw-away-postgres.ts';

const CONNECTIONS = Number(arg('connections', '10'));
const SECONDS = Number(arg('seconds', '10'));
const PORT = Number(arg('port', '55551'));
const KEEP = arg('keep', '');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Parts of a request, by the files on a sample's stack (first match per frame). */
const PARTS: [string, RegExp][] = [
  ['mail worker (claim, render, record)', /api-server\/src\/mail\//],
  ['rate limits', /rate-limit|lib\/rate-limits/],
  ['idempotency', /idempoten/],
  ['validation (yup)', /node_modules\/.*\/yup\/|validate\.ts/],
  ['sanitize-html', /sanitize-html|htmlparser2|lib\/sanitize/],
  ['group commit + creation statement', /group-commit|ticket-create/],
  ['upload / follow-up tokens', /fast-jwt|tokens|mail\/links/],
  ['live streams (notification hub, queue)', /notification-hub|queue-hub|listen\.ts|plugins\/.*stream/],
  ['rollup fold timer', /rollup-fold/],
  ['node-postgres (protocol, pool)', /node_modules\/.*\/(pg|pg-pool|pg-protocol)\//],
  [
    'fastify (routing, hooks, serialization)',
    /node_modules\/.*\/(fastify|@fastify|fast-json-stringify|find-my-way|avvio|light-my-request)\//,
  ],
  ['helmet', /helmet/],
  ['pino (logs)', /pino/],
];

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const parts = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [i, id] of profile.samples.entries()) {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)') {
      idle += dt;
      continue;
    }
    total += dt;
    const key = `${name || '(anonymous)'} ${node.callFrame.url.replace(/^.*node_modules\/(\.pnpm\/)?/, '').replace(root, '')}:${node.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    if (name === '(garbage collector)') seen.add('garbage collector');
    if (name === '(program)') seen.add('(program): native, I/O');
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      const part = PARTS.find(([, re]) => re.test(url));
      if (part) seen.add(part[0]);
    }
    for (const s of seen) parts.set(s, (parts.get(s) ?? 0) + dt);
  }
  const wall = profile.endTime - profile.startTime;
  const pct = (us: number) => `${((us / total) * 100).toFixed(1)} %`;
  console.log(
    `\nserver CPU: ${(total / 1e6).toFixed(1)} s busy of ${(wall / 1e6).toFixed(1)} s profiled (idle ${(idle / 1e6).toFixed(1)} s)`,
  );
  console.log('by part (inclusive, overlapping):');
  for (const [k, v] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(v).padStart(7)}  ${k}`);
  console.log('heaviest functions (self):');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(v).padStart(7)}  ${k}`);
}

const settings = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' };
await withThrowAwayPostgres('profile-create', PORT, settings, async (postgres, tmp) => {
  const profDir = KEEP || path.join(tmp, 'prof');
  const server = await startServer({ kind: 'postgres', dataDir: tmp, databaseUrl: postgres.url }, PORT + 1, {
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}`,
  });
  const client = await connect(postgres.url);
  await client.query('create extension if not exists pg_stat_statements');
  const paths = await classificationPaths(server.base);
  const counter = { next: 1 };
  await runCreation(server.base, CONNECTIONS, 3, paths, new Map(), counter); // warm-up
  await client.query('select pg_stat_statements_reset()');
  const acknowledged = new Map<number, SentEvent>();
  const run = await runCreation(server.base, CONNECTIONS, SECONDS, paths, acknowledged, counter);
  // What the mail worker still has to do once the load stops (it is measured too).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const { rows } = await client.query<{ calls: string; total: number; mean: number; rows: string; query: string }>(
    `select calls, total_exec_time as total, mean_exec_time as mean, rows, query from pg_stat_statements
     order by total_exec_time desc limit 20`,
  );
  const outbox = await client.query<{ status: string; n: string }>('select status, count(*) as n from mail_outbox group by 1 order by 1');
  await client.end();
  await server.stop();
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s: ${run.createdPerSecond}/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, acknowledged ${acknowledged.size}, non2xx ${run.non2xx}, errors ${run.errors}`,
  );
  console.log(`outbox afterwards: ${outbox.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  console.log('\ndatabase statements by total time (ms; calls; mean ms; rows):');
  for (const r of rows) {
    console.log(
      `  ${r.total.toFixed(0).padStart(7)}  ${r.calls.padStart(7)}  ${r.mean.toFixed(3).padStart(7)}  ${r.rows.padStart(7)}  ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) summarise(JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as Profile);
  else console.log('no CPU profile written');
});
