// Issue 40 item 4: the retention job erases the reporter's fields, history values, comments and
// photo names of events closed more than PRIVACY_RETENTION_DAYS ago, and nothing of open or recently
// closed ones; the history chains and the digests signed before the erasure still verify.
import type { FastifyInstance } from 'fastify';
import { readLedgerData } from '../src/ledger/data';
import { verifyLedger, type PublishedDigest } from '../src/ledger/verify';
import { verifyHistoryChains } from '../src/repositories/history-chain';
import { ERASED_COMMENT } from '../src/services/erase-personal-data';
import { auth, body, DEMO, login, saveWhole, solidPng, validEvent, withApp } from './helpers';
import { TEST_LEDGER_KEY } from './ledger-fixture';
import { photoForm } from './privacy-fixture';

const DAY = 86_400_000;
let app: FastifyInstance;
let admin: string;
const now = new Date('2026-12-10T15:00:00.000Z');
const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => app.database.query<T>(text, params);

withApp(
  { clock: () => now, slaScanMs: 0, rollupFoldMs: 0, privacy: { retentionDays: 100 }, ledger: { signingKey: TEST_LEDGER_KEY } },
  async (started) => {
    app = started;
    admin = await login(app, DEMO.ADMIN);
  },
);

/** A public report with a reporter comment, a staff edit of the phone and a reporter photo. */
async function reported(name: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: validEvent({
      fullName: name,
      email: `${name
        .split(' ')[0]!
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}@correo.cl`,
    }),
  });
  expect(res.statusCode).toBe(201);
  const id = body(res).payload as number;
  const token = app.mailLinks.followUpToken(id);
  const said = await app.inject({
    method: 'POST',
    url: '/api/ticket/follow-up/comment',
    payload: { id, token, comment: `Soy ${name}, fono 987654321` },
  });
  expect(said.statusCode).toBe(201);
  const form = photoForm(
    { id: String(id), token },
    { name: `${name.replace(/\s/g, '_')}.png`, type: 'image/png', data: await solidPng(16, 16, '#0a0') },
  );
  const sent = await app.inject({ method: 'POST', url: '/api/ticket/follow-up/attachment', payload: form.payload, headers: form.headers });
  expect(sent.statusCode).toBe(201);
  const supervisor = await login(app, DEMO.SUPERVISOR);
  expect((await saveWhole(app, supervisor, id, { phone: '56911112222' })).statusCode).toBe(200);
  return id;
}

const closeAt = (id: number, at: Date) =>
  query(`update tickets set status_code = 'CERRADO', closed_at = $2 where id = $1`, [id, at.toISOString()]);

it('erases exactly the personal data of events closed past the retention, and every chain and digest still verifies', async () => {
  const old = await reported('Olga Antigua');
  const recent = await reported('Rita Reciente');
  const open = await reported('Omar Abierto');
  await closeAt(old, new Date(now.getTime() - 101 * DAY));
  await closeAt(recent, new Date(now.getTime() - 99 * DAY));
  // The personal values left the hashed part of the history (held apart, committed to).
  const [held] = await query<{ n: number }>(
    `select count(*)::int as n from ticket_history where ticket_id = $1 and personal is not null and commitment is not null and not (changes ? 'phone')`,
    [old],
  );
  expect(held!.n).toBeGreaterThanOrEqual(2);
  // A digest signed before the erasure.
  expect((await app.inject({ method: 'POST', url: '/api/ledger/digests', headers: auth(admin) })).statusCode).toBe(201);
  const digests = body(await app.inject({ method: 'GET', url: '/api/ledger/digests?days=30' })).payload as PublishedDigest[];
  const before = await query(`select * from tickets where id = any($1::int[]) order by id`, [[recent, open]]);

  expect(await app.privacy.eraseExpired()).toBeGreaterThanOrEqual(1);

  const [gone] = await query<Record<string, string | null>>(
    'select full_name, email, phone, rut, patente, real_address, description, personal_erased_at from tickets where id = $1',
    [old],
  );
  expect(gone).toMatchObject({ full_name: '', email: '', phone: '', rut: '', patente: '', real_address: '' });
  expect(gone!.description).toContain('Choque por alcance');
  expect(gone!.personal_erased_at).not.toBeNull();
  const leftovers = await query(
    `select id from ticket_history where ticket_id = $1 and (personal is not null or personal_salt is not null)`,
    [old],
  );
  expect(leftovers).toEqual([]);
  const comments = await query<{ body: string }>(`select body from comments where ticket_id = $1 and author_kind = 'REPORTER'`, [old]);
  expect(comments.map((c) => c.body)).toEqual([ERASED_COMMENT]);
  const photos = await query<{ file_name: string }>('select file_name from attachments where ticket_id = $1', [old]);
  expect(photos).toHaveLength(1);
  expect(photos[0]!.file_name).toMatch(/^foto-\d+\.png$/);
  const erasedRow = await query<{ changes: unknown }>(
    `select changes from ticket_history where ticket_id = $1 and action = 'PERSONAL_DATA_ERASED'`,
    [old],
  );
  expect(erasedRow.map((r) => r.changes)).toEqual([{ personalData: [null, 'RETENTION'] }]);

  // Open and recently closed events keep everything.
  expect(await query(`select * from tickets where id = any($1::int[]) order by id`, [[recent, open]])).toEqual(before);
  const kept = await query<{ n: number }>(
    `select count(*)::int as n from ticket_history where ticket_id = any($1::int[]) and personal is not null`,
    [[recent, open]],
  );
  expect(kept[0]!.n).toBeGreaterThanOrEqual(4);

  // Chains: the erased event's too, in the API and against the digest signed before.
  const chains = await verifyHistoryChains(app.db, [old, recent, open]);
  expect([...chains.values()]).toEqual(['VERIFIED', 'VERIFIED', 'VERIFIED']);
  const history = await app.inject({ method: 'GET', url: `/api/ticket/${old}/history`, headers: auth(admin) });
  expect(history.headers['x-history-chain']).toBe('VERIFIED');
  expect(verifyLedger(await readLedgerData(app.database), digests).findings).toEqual([]);
  // A second run finds nothing more of these.
  await app.privacy.eraseExpired();
  expect(await query(`select id from ticket_history where ticket_id = $1 and action = 'PERSONAL_DATA_ERASED'`, [old])).toHaveLength(1);
}, 60_000);

it('still catches a personal value changed in the database while it is held', async () => {
  const id = await reported('Tomás Tampering');
  await query('begin');
  try {
    await query(
      `update ticket_history set personal = jsonb_set(personal, '{phone,1}', '"56900000000"') where ticket_id = $1 and personal ? 'phone'`,
      [id],
    );
    expect((await verifyHistoryChains(app.db, [id])).get(id)).toBe('BROKEN');
  } finally {
    await query('rollback');
  }
  expect((await verifyHistoryChains(app.db, [id])).get(id)).toBe('VERIFIED');
}, 30_000);

it('shows a masked role that a personal field changed, never its values; a role that sees identity reads them', async () => {
  const id = await reported('Vera Valores');
  const phoneChange = async (token: string) => {
    const entries = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}/history`, headers: auth(token) })).payload as {
      changes: { field: string; from: unknown; to: unknown }[];
    }[];
    return entries.flatMap((e) => e.changes).find((c) => c.field === 'phone');
  };
  expect(await phoneChange(await login(app, DEMO.OPERATOR))).toEqual({ field: 'phone', from: '56987654321', to: '56911112222' });
  expect(await phoneChange(admin)).toEqual({ field: 'phone', from: '•••', to: '•••' });
}, 30_000);
