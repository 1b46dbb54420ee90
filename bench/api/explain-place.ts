// Issue 37 item 8: the plans of the search's km range and commune filters at a given table size
// (default 1 M events): `node bench/api/explain-place.ts [--size=N] [--data-dir=DIR]`. Prints each
// query's EXPLAIN ANALYZE; none may read the whole table (a Seq Scan on tickets). Measured on
// PGlite at 1 M (2026-11-27, fill 507 s): km-range count 9.4 ms (index-only on tickets_kilometer_idx),
// its first page 18 ms (tickets_date_idx backward, 975 rows filtered), commune count 22.7 ms
// (index-only on tickets_commune_idx), km range + status count 29 ms (BitmapAnd).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBenchUsers, fillTickets, openBenchDatabase } from './fill.ts';
import { startServer } from './server.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const size = Number(arg('size') ?? 1_000_000);
const dataDir = arg('data-dir') ?? mkdtempSync(path.join(os.tmpdir(), 'vigia-explain-'));

const QUERIES: [string, string][] = [
  ['count, km 556–558', 'select count(*) from tickets where kilometer >= 556 and kilometer <= 558'],
  [
    'page, km 556–558',
    'select id from tickets where kilometer >= 556 and kilometer <= 558 order by date_event desc, id desc limit 10 offset 0',
  ],
  ['count, commune', "select count(*) from tickets where commune = 'Pemuco'"],
  ['count, km 556–558 and open', "select count(*) from tickets where kilometer >= 556 and kilometer <= 558 and status_code = 'ABIERTO'"],
];

// The server migrates and seeds the lookups (PGlite: one process, so it stops before the fill).
await (await startServer({ kind: 'pglite', dataDir }, Number(arg('port') ?? 4791))).stop();
const db = await openBenchDatabase({ dataDir });
await ensureBenchUsers(db);
await fillTickets(db, size, console.log);
let seq = false;
for (const [name, sql] of QUERIES) {
  const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`)).map((r) => r['QUERY PLAN']).join('\n');
  if (/Seq Scan on tickets/.test(plan)) seq = true;
  console.log(`\n## ${name}\n${plan}`);
}
await db.close();
console.log(`\n${seq ? 'A query read the whole table' : 'No query read the whole table'} (${size} events, ${dataDir})`);
process.exitCode = seq ? 1 : 0;
