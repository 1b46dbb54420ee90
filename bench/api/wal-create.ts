// WAL written per creation, by relation (issue 36): the real server on a throw-away Debian PostgreSQL,
// public-form creations at one connection count, then the WAL from the load's start until the mail
// worker has worked its messages, read back with pg_walinspect and added up by the first relation
// each record touches (a TOAST table or its index under its owner's name). A creation's commit
// waits for its WAL to be flushed, and these bytes do not move with the machine as throughput
// does: a change meant to shorten the flush is measured here first.
// `node bench/api/wal-create.ts [--connections=10] [--seconds=5] [--port=55571]`
import '@vigia/tooling/ts-resolve-hook';
import { classificationPaths, runCreation, type SentEvent } from './create.ts';
import { startServer } from './server.ts';
import { arg, connect, withThrowAwayPostgres, type PgClient } from './throw-away-postgres.ts';

const CONNECTIONS = Number(arg('connections', '10'));
const SECONDS = Number(arg('seconds', '5'));
const PORT = Number(arg('port', '55571'));
/** How long the mail worker may take to work the load's messages before the WAL is read. */
const DRAIN_MS = 30_000;

const BY_RELATION = `
  with records as (
    select record_length, fpi_length,
      pg_filenode_relation(0, (regexp_match(block_ref, 'rel \\d+/\\d+/(\\d+)'))[1]::oid) as rel
    from pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn)
  ), named as (
    select r.record_length, r.fpi_length,
      coalesce(owner.relname || ' (TOAST)', c.relname, 'no relation (commits, …)') as relation
    from records r
    left join pg_class c on c.oid = r.rel
    left join pg_index i on i.indexrelid = c.oid and c.relnamespace = 'pg_toast'::regnamespace
    left join pg_class owner on owner.reltoastrelid = coalesce(i.indrelid, c.oid)
  )
  select relation, sum(record_length)::float8 as bytes, sum(fpi_length)::float8 as fpi, count(*)::int as records
  from named group by relation order by bytes desc`;

async function waitForMail(client: PgClient) {
  const deadline = Date.now() + DRAIN_MS;
  for (;;) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from mail_outbox where status = 'PENDING'`);
    if (Number(rows[0]!.n) === 0) return;
    if (Date.now() > deadline) throw new Error(`the mail worker left ${rows[0]!.n} messages PENDING after ${DRAIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const currentLsn = async (client: PgClient) =>
  (await client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn;

/** pg_walinspect reads only flushed WAL: waits for the WAL writer to pass `lsn`. */
async function waitFlushed(client: PgClient, lsn: string) {
  for (let tries = 0; ; tries++) {
    const { rows } = await client.query<{ done: boolean }>('select pg_current_wal_flush_lsn() >= $1::pg_lsn as done', [lsn]);
    if (rows[0]!.done) return;
    if (tries > 100) throw new Error(`WAL not flushed up to ${lsn} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await withThrowAwayPostgres('wal-create', PORT, {}, async (postgres, tmp) => {
  const server = await startServer({ kind: 'postgres', dataDir: tmp, databaseUrl: postgres.url }, PORT + 1);
  const client = await connect(postgres.url);
  try {
    await client.query('create extension if not exists pg_walinspect');
    const paths = await classificationPaths(server.base);
    const counter = { next: 1 };
    await runCreation(server.base, CONNECTIONS, 3, paths, new Map(), counter); // warm-up
    await waitForMail(client);
    const from = await currentLsn(client);
    const acknowledged = new Map<number, SentEvent>();
    const run = await runCreation(server.base, CONNECTIONS, SECONDS, paths, acknowledged, counter);
    await waitForMail(client);
    const to = await currentLsn(client);
    await waitFlushed(client, to);
    const n = acknowledged.size;
    const { rows } = await client.query<{ relation: string; bytes: number; fpi: number; records: number }>(BY_RELATION, [from, to]);
    const total = rows.reduce((sum, r) => sum + r.bytes, 0);
    const fpi = rows.reduce((sum, r) => sum + r.fpi, 0);
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s: ${run.createdPerSecond}/s, ${n} acknowledged; WAL ${(total / n / 1024).toFixed(2)} kB per creation, full-page images ${((fpi / total) * 100).toFixed(1)} %`,
    );
    console.log('kB per creation  share  records/creation  relation');
    for (const r of rows.slice(0, 25)) {
      console.log(
        `${(r.bytes / n / 1024).toFixed(3).padStart(15)}  ${((r.bytes / total) * 100).toFixed(1).padStart(4)} %  ${(r.records / n).toFixed(2).padStart(16)}  ${r.relation}`,
      );
    }
  } finally {
    await client.end();
    await server.stop();
  }
});
