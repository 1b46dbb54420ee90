// One digest per day with several instances on one PostgreSQL (issue 40 item 3): two apps asked at
// once make one, and both sign with the one key the first start kept in the database (no
// LEDGER_SIGNING_KEY here).
import { createPublicKey, verify } from 'node:crypto';
import { postgresAvailable } from '../../../scripts/postgres';
import { auth, body, DEMO, login } from './helpers';
import { withPostgresApps } from './postgres-apps';

const PG_PORT = 55693;

(postgresAvailable() ? describe : describe.skip)('the daily digest on PostgreSQL', () => {
  const apps = withPostgresApps(PG_PORT, 2, { slaScanMs: 0 });

  it('is made once when two instances are asked at the same moment', async () => {
    const tokens = await Promise.all(apps.map((app) => login(app, DEMO.ADMIN)));
    const answers = await Promise.all(
      apps.map((app, i) => app.inject({ method: 'POST', url: '/api/ledger/digests', headers: auth(tokens[i]!) })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((res) => body(res).payload);
    expect(a).toEqual(b);
    expect(apps[0]!.ledger.key.keyId).toBe(apps[1]!.ledger.key.keyId);
    expect(verify(null, Buffer.from(a.root, 'hex'), createPublicKey(a.publicKey), Buffer.from(a.signature, 'base64'))).toBe(true);
    const rows = await apps[0]!.database.query<{ n: number }>('select count(*)::int as n from ledger_digests');
    expect(rows).toEqual([{ n: 1 }]);
  }, 60_000);
});
