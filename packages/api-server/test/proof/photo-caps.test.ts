// Issue 34, finding 4 on a real PostgreSQL (PGlite runs one transaction at a time; PostgreSQL runs
// them side by side): two instances on one database take parallel uploads with one upload token and
// parallel follow-up photos, and store exactly the event's public places.
import { MAX_ATTACHMENTS_PER_PUBLIC_EVENT } from '@vigia/domain';
import { postgresAvailable } from '../../../../scripts/postgres';
import { body, solidPng, validEvent } from '../helpers';
import { followUpPhoto, uploadPhoto } from '../photos';
import { withPostgresApps } from '../postgres-apps';

const PG_PORT = 55675;

const havePostgres = postgresAvailable();
if (!havePostgres && !process.env['CI']) {
  console.warn('[proof] photo caps on PostgreSQL SKIPPED: /usr/lib/postgresql is missing (apt-get install -y postgresql)');
}

(havePostgres || process.env['CI'] ? describe : describe.skip)('photo caps on PostgreSQL, two instances', () => {
  const apps = withPostgresApps(PG_PORT, 2);
  let png: Buffer;

  beforeAll(async () => {
    png = await solidPng(48, 32, '#2a6');
  });

  const stored = async (id: number) =>
    (await apps[0]!.database.query<{ n: number }>('select count(*)::int as n from attachments where ticket_id = $1', [id]))[0]!.n;

  it('stores exactly the cap of 10 parallel uploads with one token across both instances', async () => {
    for (let round = 0; round < 3; round++) {
      const created = await apps[0]!.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ email: 'pg@correo.cl' }) });
      expect(created.statusCode).toBe(201);
      const id = body(created).payload as number;
      const token = String(created.headers['x-upload-token']);
      const followUp = String(created.headers['x-follow-up-token']);
      const responses = await Promise.all(
        // 10: what this process decodes at once plus its queue (more would meet 503 before any lock).
        Array.from({ length: 10 }, (_, i) => {
          const app = apps[i % 2]!;
          // The follow-up page's photo takes the same places.
          if (i % 4 === 3) return followUpPhoto(app, { id: String(id), token: followUp }, png);
          return uploadPhoto(app, id, png, { 'x-upload-token': token });
        }),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
      expect(codes.filter((c) => c !== 201)).toEqual(Array(10 - MAX_ATTACHMENTS_PER_PUBLIC_EVENT).fill(409));
      expect(await stored(id)).toBe(MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
    }
  }, 120_000);
});
