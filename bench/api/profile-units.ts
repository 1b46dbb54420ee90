// Where a unit position's time goes (issue 38): the units load (units.ts) on a throw-away Debian
// PostgreSQL with pg_stat_statements and a CPU profile of the server, then the statements by total
// time and the server's CPU by part (cpu-profile.ts).
// `node bench/api/profile-units.ts [--units=500] [--seconds=20] [--every=2000] [--port=55561]`
import path from 'node:path';
import { printTopStatements, STATEMENT_STATS, summariseProfileIn } from './cpu-profile.ts';
import { openBenchDatabase } from './fill.ts';
import { startServer } from './server.ts';
import { arg, connect, withThrowAwayPostgres } from './throw-away-postgres.ts';
import { describeUnitLoad, runUnitLoad } from './units.ts';

const PORT = Number(arg('port', '55561'));
const UNIT_PARTS: [string, RegExp][] = [
  ['km locator', /km-table|location\/km-|locate/],
  ['units (services, repositories, feed)', /unit-positions|repositories\/units|unit-feed|services\/units|channel-feed/],
  ['access (token, session, rules)', /src\/access\/|repositories\/sessions/],
  ['drizzle (query building, mapping)', /drizzle-orm/],
];

await withThrowAwayPostgres('profile-units', PORT, STATEMENT_STATS, async (postgres, tmp) => {
  const profDir = path.join(tmp, 'prof');
  const target = { kind: 'postgres' as const, dataDir: tmp, databaseUrl: postgres.url };
  const server = await startServer(target, PORT + 1, { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` });
  const client = await connect(postgres.url);
  await client.query('create extension if not exists pg_stat_statements');
  const db = await openBenchDatabase(target);
  try {
    const run = await runUnitLoad(server.base, db, {
      units: Number(arg('units', '500')),
      everyMs: Number(arg('every', '2000')),
      seconds: Number(arg('seconds', '20')),
      onLoadStart: async () => void (await client.query('select pg_stat_statements_reset()')),
    });
    for (const line of describeUnitLoad(run)) console.log(line);
    await printTopStatements(client);
  } finally {
    await db.close();
    await client.end();
    await server.stop();
  }
  summariseProfileIn(profDir, UNIT_PARTS);
});
