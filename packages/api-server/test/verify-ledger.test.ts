// `pnpm verify-ledger` (issue 40 item 3): the live database or an export, checked offline against
// the published digests. Each tampering runs in a transaction that is rolled back afterwards, so the
// next test starts from the untouched database.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readLedgerData, writeExport } from '../src/ledger/data';
import { runVerifyLedger } from '../src/ledger/verify-command';
import { verifyLedger, type PublishedDigest, type VerifyReport } from '../src/ledger/verify';
import { verifyHistoryChains } from '../src/repositories/history-chain';
import { auth, body, DEMO, listenLocally, login, removeDir, startApp, tempDir } from './helpers';
import { TEST_LEDGER_KEY } from './ledger-fixture';

let dir = '';
let app: FastifyInstance | undefined;
let digests: PublishedDigest[] = [];
let digestsFile = '';
/** Three events with at least three history rows each, ascending. */
let events: number[] = [];
let now = new Date('2026-11-26T15:00:00.000Z');

const server = () => app!;
const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => server().database.query<T>(text, params);

beforeAll(async () => {
  dir = tempDir();
  app = await startApp(join(dir, 'db'), { ledger: { signingKey: TEST_LEDGER_KEY }, clock: () => now, slaScanMs: 0, rollupFoldMs: 0 });
  const [admin, operator] = [await login(app, DEMO.ADMIN), await login(app, DEMO.OPERATOR)];
  const note = (text: string) => app!.inject({ method: 'POST', url: '/api/log', headers: auth(operator), payload: { text } });
  expect((await note('Inicio de turno: sin novedades.\nNeblina en km 450.')).statusCode).toBe(201);
  expect((await app.inject({ method: 'POST', url: '/api/ledger/digests', headers: auth(admin) })).statusCode).toBe(201);
  // A day later: more history and log, a second digest; then a note no digest covers yet.
  now = new Date('2026-11-27T15:00:00.000Z');
  const [open] = await query<{ id: number }>("select id from tickets where status_code <> 'CERRADO' order by id limit 1");
  const patched = await app.inject({ method: 'POST', url: `/api/ticket/${open!.id}/comment`, headers: auth(admin), payload: comment() });
  expect(patched.statusCode).toBeLessThan(300);
  expect((await note('Corte de tránsito levantado.')).statusCode).toBe(201);
  expect((await app.inject({ method: 'POST', url: '/api/ledger/digests', headers: auth(admin) })).statusCode).toBe(201);
  expect((await note('Entrega de turno pendiente.')).statusCode).toBe(201);
  digests = body(await app.inject({ method: 'GET', url: '/api/ledger/digests?days=30' })).payload;
  expect(digests).toHaveLength(2);
  digestsFile = join(dir, 'digests.json');
  writeFileSync(digestsFile, JSON.stringify({ payload: digests }));
  const rows = await query<{ ticket_id: number }>(
    'select ticket_id from ticket_history group by ticket_id having count(*) >= 3 order by ticket_id limit 3',
  );
  events = rows.map((r) => Number(r.ticket_id));
  expect(events).toHaveLength(3);
}, 90_000);

afterAll(async () => {
  await app?.close();
  removeDir(dir);
});

function comment() {
  return { comment: 'Se verificó la señalización en terreno.' };
}

/** The database as tampered by `change`, read and then rolled back. */
async function tampered(change: () => Promise<void>): Promise<ReturnType<typeof readLedgerData>> {
  await query('begin');
  try {
    await change();
    return Promise.resolve(await readLedgerData(server().database));
  } finally {
    await query('rollback');
  }
}

async function verifyTampered(change: () => Promise<void>): Promise<VerifyReport> {
  return verifyLedger(await tampered(change), digests);
}

/** Rewrites every row of the event's chain from the first on, as whoever holds the database could. */
async function rewriteChain(ticketId: number) {
  const rows = await query<{ id: number }>('select id from ticket_history where ticket_id = $1 order by id', [ticketId]);
  await query(`update ticket_history set changes = changes || '{"nota": "reescrito"}'::jsonb where id = $1`, [rows[0]!.id]);
  let prev: string | null = null;
  for (const { id } of rows) {
    const [row]: { hash: string }[] = await query<{ hash: string }>(
      `update ticket_history set prev_hash = $1,
         hash = ticket_history_hash(id, ticket_id, changed_by_id, action, changes, changed_at, $1) where id = $2 returning hash`,
      [prev, id],
    );
    prev = row!.hash;
  }
}

function runCommand(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(__dirname, '..', 'src', 'verify-ledger.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('verify-ledger', () => {
  it('passes on the untouched database, with the digests from a file or the live URL', async () => {
    const report = verifyLedger(await readLedgerData(server().database), digests);
    expect(report).toEqual({ digests: 2, findings: [], firstEventId: null });

    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const port = await listenLocally(server());
    const url = `http://127.0.0.1:${port}/api/ledger/digests?days=30`;
    expect(await runVerifyLedger({ digests: url }, async () => server().database, io)).toBe(0);
    expect(lines.at(-1)).toMatch(/^verify-ledger: OK: 2 digests/);
  });

  it('names the event of an edited history row', async () => {
    const [, event] = events;
    const report = await verifyTampered(async () => {
      await query(
        `update ticket_history set changes = '{"statusCode": ["ABIERTO", "CERRADO"]}'::jsonb
         where id = (select id from ticket_history where ticket_id = $1 order by id offset 1 limit 1)`,
        [event],
      );
    });
    expect(report.firstEventId).toBe(event);
    expect(report.findings.map((f) => f.message)).toContain(`the history of event #${event} no longer matches the digest of 2026-11-26`);
  });

  it('names the event whose last row was deleted, which the chain alone cannot see', async () => {
    const [event] = events;
    const report = await verifyTampered(async () => {
      await query('delete from ticket_history where id = (select max(id) from ticket_history where ticket_id = $1)', [event]);
      expect((await verifyHistoryChains(server().db, [event!])).get(event!)).toBe('VERIFIED');
    });
    expect(report.firstEventId).toBe(event);
    expect(report.findings.every((f) => f.ticketId === event)).toBe(true);
  });

  it('names the event whose whole chain was rewritten consistently', async () => {
    const [, , event] = events;
    const report = await verifyTampered(async () => {
      await rewriteChain(event!);
      // The database's own check is satisfied: only the anchor tells.
      expect((await verifyHistoryChains(server().db, [event!])).get(event!)).toBe('VERIFIED');
    });
    expect(report.firstEventId).toBe(event);
    expect(report.findings).toContainEqual({
      date: '2026-11-26',
      ticketId: event,
      message: `the history of event #${event} no longer matches the digest of 2026-11-26`,
    });
  });

  it('still fails when the anchored heads are rewritten too, and names the shift log when it moved', async () => {
    const [, , event] = events;
    const withLeaves = await verifyTampered(async () => {
      await rewriteChain(event!);
      await query(
        'update ledger_leaves set head_hash = (select hash from ticket_history where ticket_id = $1 order by id desc limit 1) where ticket_id = $1',
        [event],
      );
    });
    expect(withLeaves.findings.length).toBeGreaterThan(0);
    expect(withLeaves.findings[0]!.message).toMatch(/anchored heads were altered too/);

    const log = await verifyTampered(async () => {
      await query('alter table shift_log disable trigger shift_log_immutable');
      await query("update shift_log set text = 'Sin novedades.' where id = (select min(id) from shift_log)");
    });
    expect(log.firstEventId).toBeNull();
    expect(log.findings.map((f) => f.message)).toContain('the shift log no longer matches the digest of 2026-11-26');
  });

  it('refuses a digest whose root or signature was changed', async () => {
    const [first, second] = digests as [PublishedDigest, PublishedDigest];
    const report = verifyLedger(await readLedgerData(server().database), [first, { ...second, root: first.root }]);
    expect(report.findings).toContainEqual({ date: second.date, ticketId: null, message: 'the signature of the root does not verify' });
  });

  it('runs as a command: 0 on an untouched export, 1 naming the event on a rewritten one, 0 on the live data dir', async () => {
    const clean = join(dir, 'clean.json');
    await writeExport(clean, await readLedgerData(server().database));
    const ok = await runCommand(['--export', clean, '--digests', digestsFile]);
    expect(ok.output).toMatch(/verify-ledger: OK: 2 digests/);
    expect(ok.code).toBe(0);

    const [, , event] = events;
    const rewritten = join(dir, 'rewritten.json');
    await writeExport(rewritten, await tampered(() => rewriteChain(event!)));
    const failed = await runCommand(['--export', rewritten, '--digests', digestsFile]);
    expect(failed.output).toContain(`the first event whose history no longer matches is #${event}`);
    expect(failed.code).toBe(1);

    expect((await runCommand(['--export', clean])).code).toBe(2);
    await app!.close();
    app = undefined;
    const live = await runCommand(['--digests', digestsFile], { DATA_DIR: join(dir, 'db') });
    expect(live.output).toMatch(/verify-ledger: OK: 2 digests/);
    expect(live.code).toBe(0);
  }, 60_000);
});
