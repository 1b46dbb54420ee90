// What the profiling benches share (issue 36, issue 38): a server CPU profile (node --cpu-prof)
// summarised by part of the request (a sample counts for every part on its stack, so the shares
// overlap) and by function, and the database's statements by total time (pg_stat_statements).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './server.ts';
import type { PgClient } from './throw-away-postgres.ts';

/** pg_stat_statements in the cluster's settings (and `create extension` once connected). */
export const STATEMENT_STATS = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' };

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Parts of a request, by the files on a sample's stack (first match per frame). */
export const REQUEST_PARTS: [string, RegExp][] = [
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

/** `parts`: more parts, matched before the request's (e.g. a feature's own files). */
export function summarise(profile: Profile, parts: [string, RegExp][] = []) {
  const known = [...parts, ...REQUEST_PARTS];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const shares = new Map<string, number>();
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
      const part = known.find(([, re]) => re.test(url));
      if (part) seen.add(part[0]);
    }
    for (const s of seen) shares.set(s, (shares.get(s) ?? 0) + dt);
  }
  const wall = profile.endTime - profile.startTime;
  const pct = (us: number) => `${((us / total) * 100).toFixed(1)} %`;
  console.log(
    `\nserver CPU: ${(total / 1e6).toFixed(1)} s busy of ${(wall / 1e6).toFixed(1)} s profiled (idle ${(idle / 1e6).toFixed(1)} s)`,
  );
  console.log('by part (inclusive, overlapping):');
  for (const [k, v] of [...shares].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(v).padStart(7)}  ${k}`);
  console.log('heaviest functions (self):');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(v).padStart(7)}  ${k}`);
}

/** The profile the server wrote into `dir` on exit, summarised. */
export function summariseProfileIn(dir: string, parts: [string, RegExp][] = []): void {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (file) summarise(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile, parts);
  else console.log('no CPU profile written');
}

/** The 20 statements with the most total time since the last reset. */
export async function printTopStatements(client: PgClient): Promise<void> {
  const { rows } = await client.query<{ calls: string; total: number; mean: number; rows: string; query: string }>(
    `select calls, total_exec_time as total, mean_exec_time as mean, rows, query from pg_stat_statements
     order by total_exec_time desc limit 20`,
  );
  console.log('\ndatabase statements by total time (ms; calls; mean ms; rows):');
  for (const r of rows) {
    console.log(
      `  ${r.total.toFixed(0).padStart(7)}  ${r.calls.padStart(7)}  ${r.mean.toFixed(3).padStart(7)}  ${r.rows.padStart(7)}  ${r.query.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
}
