// CPU time per creation (issue 36), by process: the real server, PostgreSQL (every process of the
// throw-away cluster) and the load generator, read from /proc around a run of public-form creations.
// Throughput on two shared cores moves with whatever else runs; CPU time per creation moves far less,
// so it tells whether a change made a creation cheaper. Repeats `--runs` times on one server.
// `node bench/api/cpu-create.ts [--connections=10] [--seconds=10] [--runs=3] [--port=55561]`
import '@vigia/tooling/ts-resolve-hook';
import { readdirSync, readFileSync } from 'node:fs';
import { classificationPaths, runCreation, type SentEvent } from './create.ts';
import { startServer } from './server.ts';
import { arg, withThrowAwayPostgres } from './throw-away-postgres.ts';

const CONNECTIONS = Number(arg('connections', '10'));
const SECONDS = Number(arg('seconds', '10'));
const RUNS = Number(arg('runs', '3'));
const PORT = Number(arg('port', '55561'));
const TICKS_PER_MS = 100 / 1000; // USER_HZ

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
}

function readProcs(): Proc[] {
  const procs: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid … utime(12) stime(13).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.push({ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return procs;
}

/** CPU ms of `root` and, with `tree`, of every process below it (gone ones are not counted). */
function cpuMs(root: number, tree: boolean): number {
  const procs = readProcs();
  const inTree = new Set([root]);
  if (tree) {
    for (let grew = true; grew;) {
      grew = false;
      for (const p of procs) {
        if (inTree.has(p.pid) || !inTree.has(p.ppid)) continue;
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  return procs.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0) / TICKS_PER_MS;
}

function postmasterPid(port: number): number {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('/postgres') && cmd.includes(`port=${port}`)) return Number(name);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no postmaster on port ${port}`);
}

await withThrowAwayPostgres('cpu-create', PORT, {}, async (postgres, tmp) => {
  const server = await startServer({ kind: 'postgres', dataDir: tmp, databaseUrl: postgres.url }, PORT + 1);
  const postmaster = postmasterPid(PORT);
  const paths = await classificationPaths(server.base);
  const counter = { next: 1 };
  await runCreation(server.base, CONNECTIONS, 3, paths, new Map(), counter); // warm-up
  console.log(`${CONNECTIONS} connections, ${SECONDS} s a run; CPU ms per creation`);
  console.log('created/s  p50 ms  server  postgres  load generator  total');
  for (let i = 0; i < RUNS; i++) {
    const before = { server: cpuMs(server.pid, false), postgres: cpuMs(postmaster, true), self: process.cpuUsage() };
    const run = await runCreation(server.base, CONNECTIONS, SECONDS, paths, new Map<number, SentEvent>(), counter);
    const self = process.cpuUsage(before.self);
    const n = run.acknowledged || 1;
    const serverMs = (cpuMs(server.pid, false) - before.server) / n;
    const postgresMs = (cpuMs(postmaster, true) - before.postgres) / n;
    const selfMs = (self.user + self.system) / 1000 / n;
    const f = (x: number) => x.toFixed(3).padStart(7);
    console.log(
      `${String(run.createdPerSecond).padStart(9)}  ${String(run.p50Ms).padStart(6)}  ${f(serverMs)}  ${f(postgresMs)}  ${f(selfMs).padStart(14)}  ${f(serverMs + postgresMs + selfMs)}`,
    );
  }
  await server.stop();
});
