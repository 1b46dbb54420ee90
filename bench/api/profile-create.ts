// Where a creation's time goes (issue 36): the real server on a throw-away Debian PostgreSQL with
// pg_stat_statements, a CPU profile of the server (node --cpu-prof) while autocannon POSTs public-form
// events at one connection count, then two tables: the database statements by total time, and the
// server's CPU by part of the request (a sample counts for every part on its stack, so the shares
// overlap), plus the heaviest functions by self time.
// `node bench/api/profile-create.ts [--connections=10] [--seconds=10] [--port=55551] [--keep=<dir>]`
import '@vigia/tooling/ts-resolve-hook';
import path from 'node:path';
import { printTopStatements, STATEMENT_STATS, summariseProfileIn } from './cpu-profile.ts';
import { classificationPaths, runCreation, type SentEvent } from './create.ts';
import { startServer } from './server.ts';
import { arg, connect, withThrowAwayPostgres } from './throw-away-postgres.ts';

const CONNECTIONS = Number(arg('connections', '10'));
const SECONDS = Number(arg('seconds', '10'));
const PORT = Number(arg('port', '55551'));
const KEEP = arg('keep', '');

await withThrowAwayPostgres('profile-create', PORT, STATEMENT_STATS, async (postgres, tmp) => {
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
  const outbox = await client.query<{ status: string; n: string }>('select status, count(*) as n from mail_outbox group by 1 order by 1');
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s: ${run.createdPerSecond}/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, acknowledged ${acknowledged.size}, non2xx ${run.non2xx}, errors ${run.errors}`,
  );
  console.log(`outbox afterwards: ${outbox.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  await printTopStatements(client);
  await client.end();
  await server.stop();
  summariseProfileIn(profDir);
});
