// The signed daily digest (issue 40 item 3): made on demand by ADMIN or by the timer once Chile's
// clock passes the configured time, one per day, published to anyone, mailed to the inspector.
import { createPublicKey, verify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { digestRoot } from '../src/ledger/merkle';
import { makeDigest } from '../src/repositories/ledger';
import { auth, body, withSignedInApp } from './helpers';
import { storedHeads, TEST_LEDGER_KEY } from './ledger-fixture';
import { readOutbox } from './outbox-read';

const INSPECTOR = 'inspeccion.fiscal@example.cl';
let app: FastifyInstance;
// 2026-11-27 14:00 in Chile (UTC−3 in summer).
let now = new Date('2026-11-27T17:00:00.000Z');

const { t } = withSignedInApp(
  { ledger: { signingKey: TEST_LEDGER_KEY, digestTime: '03:30' }, inspector: { address: INSPECTOR }, clock: () => now, slaScanMs: 0 },
  (a) => {
    app = a;
  },
);

const post = (token?: string) => app.inject({ method: 'POST', url: '/api/ledger/digests', headers: token ? auth(token) : {} });
const published = async (query = '') => body(await app.inject({ method: 'GET', url: `/api/ledger/digests${query}` })).payload;

describe('the daily digest', () => {
  it('is made by ADMIN over every event’s head and the shift log’s, signed with the configured key', async () => {
    const res = await post(t.ADMIN);
    expect(res.statusCode).toBe(201);
    const digest = body(res).payload;
    expect(digest.date).toBe('2026-11-27');

    const heads = await storedHeads(app.database);
    const [log] = await app.database.query<{ id: string; hash: string }>(
      'select id::text as id, hash from shift_log order by id desc limit 1',
    );
    expect(heads.length).toBeGreaterThan(10);
    expect(digest).toMatchObject({
      leafCount: heads.length,
      firstEventId: heads[0]![0],
      lastEventId: heads.at(-1)![0],
      historyMaxId: Math.max(...heads.map((h) => h[2])),
      logMaxId: Number(log?.id ?? 0),
      logHead: log?.hash ?? null,
    });
    const scope = { day: digest.date, historyMaxId: digest.historyMaxId, logMaxId: String(digest.logMaxId), logHead: digest.logHead };
    expect(digest.root).toBe(
      digestRoot(
        heads.map(([id, hash]) => [id, hash] as const),
        scope,
      ),
    );

    // What anyone can do with the published list alone: check the signature over the root's bytes.
    const [first] = await published();
    expect(first).toEqual(digest);
    const key = createPublicKey(first.publicKey);
    expect(key.asymmetricKeyType).toBe('ed25519');
    expect(verify(null, Buffer.from(first.root, 'hex'), key, Buffer.from(first.signature, 'base64'))).toBe(true);
    expect(first.keyId).toBe(app.ledger.key.keyId);
    const otherRoot = `${first.root.slice(0, -1)}${first.root.endsWith('0') ? '1' : '0'}`;
    expect(verify(null, Buffer.from(otherRoot, 'hex'), key, Buffer.from(first.signature, 'base64'))).toBe(false);
  });

  it('is mailed to the inspector through the outbox, once', async () => {
    const rows = await readOutbox<{ to_address: string }>(
      app,
      "select to_address, subject, body, text_body, html_body from mail_outbox where kind = 'LEDGER_DIGEST'",
    );
    const [digest] = await published();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to_address).toBe(INSPECTOR);
    expect(rows[0]!.subject).toBe('Resumen firmado del registro del 2026-11-27');
    expect(rows[0]!.text_body).toContain(digest.root);
    expect(rows[0]!.text_body).toContain(digest.signature);
  });

  it('is one per day: a second call that day answers the first digest', async () => {
    const [before] = await published();
    const res = await post(t.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(body(res).payload).toEqual(before);
  });

  it('is one per day under concurrent calls, through the route and the repository', async () => {
    now = new Date('2026-11-28T17:00:00.000Z');
    const [a, b, c, d] = await Promise.all([
      post(t.ADMIN),
      post(t.ADMIN),
      makeDigest(app.db, app.ledger.key, '2026-11-28'),
      makeDigest(app.db, app.ledger.key, '2026-11-28'),
    ]);
    for (const res of [a, b]) expect([200, 201]).toContain(res.statusCode);
    const created = [a.statusCode === 201, b.statusCode === 201, c.created, d.created].filter(Boolean);
    expect(created).toHaveLength(1);
    const roots = new Set([body(a).payload.root, body(b).payload.root, c.digest.root, d.digest.root]);
    expect(roots.size).toBe(1);
    const rows = await app.database.query<{ n: number }>("select count(*)::int as n from ledger_digests where day = '2026-11-28'");
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('is made by the timer once Chile’s clock passes the configured time, not before', async () => {
    // 2026-11-29 03:00 in Chile: before 03:30.
    now = new Date('2026-11-29T06:00:00.000Z');
    expect(await app.ledger.tick()).toBeNull();
    now = new Date('2026-11-29T06:31:00.000Z');
    expect((await app.ledger.tick())?.date).toBe('2026-11-29');
    expect(await app.ledger.tick()).toBeNull();
  });

  it('is published to anyone, newest first, for the last days asked', async () => {
    now = new Date('2026-11-29T07:00:00.000Z');
    const all = await published('?days=30');
    expect(all.map((d: { date: string }) => d.date)).toEqual(['2026-11-29', '2026-11-28', '2026-11-27']);
    expect((await published('?days=2')).map((d: { date: string }) => d.date)).toEqual(['2026-11-29', '2026-11-28']);
    const first = await app.inject({ method: 'GET', url: '/api/ledger/digests?days=30' });
    const again = await app.inject({
      method: 'GET',
      url: '/api/ledger/digests?days=30',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a bad `days` in the errors envelope, and the digest to anyone but ADMIN', async () => {
    for (const days of ['0', '367', 'abc']) {
      const res = await app.inject({ method: 'GET', url: `/api/ledger/digests?days=${days}` });
      expect(res.statusCode).toBe(400);
      expect(body(res).errors?.length).toBeGreaterThan(0);
    }
    expect((await post()).statusCode).toBe(401);
    for (const role of ['DRIVER', 'OPERATOR', 'SUPERVISOR', 'INSPECTOR'] as const) expect((await post(t[role])).statusCode).toBe(403);
  });
});
