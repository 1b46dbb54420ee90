// Issue 34, finding 4 on a real PostgreSQL (PGlite runs one transaction at a time; PostgreSQL runs
// them side by side): two instances on one database take parallel uploads with one upload token and
// parallel follow-up photos, and store exactly the event's public places.
import type { FastifyInstance } from 'fastify';
import { MAX_ATTACHMENTS_PER_PUBLIC_EVENT } from '@vigia/domain';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../../scripts/postgres';
import { body, multipart, removeDir, solidPng, startApp, tempDir, validEvent } from '../helpers';

const PG_PORT = 55675;

const havePostgres = postgresAvailable();
if (!havePostgres && !process.env['CI']) {
  console.warn('[proof] photo caps on PostgreSQL SKIPPED: /usr/lib/postgresql is missing (apt-get install -y postgresql)');
}

(havePostgres || process.env['CI'] ? describe : describe.skip)('photo caps on PostgreSQL, two instances', () => {
  let postgres: LocalPostgres | undefined;
  const apps: FastifyInstance[] = [];
  const dir = tempDir(); // unused with DATABASE_URL
  let png: Buffer;

  beforeAll(async () => {
    postgres = await startPostgres(PG_PORT);
    apps.push(await startApp(dir, { databaseUrl: postgres.url }));
    apps.push(await startApp(dir, { databaseUrl: postgres.url }));
    png = await solidPng(48, 32, '#2a6');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await postgres?.stop();
    removeDir(dir);
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
          if (i % 4 === 3) {
            // The follow-up page's photo takes the same places.
            const boundary = `----vigia${i}`;
            const field = (name: string, value: string) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
            const payload = Buffer.concat([
              Buffer.from(field('id', String(id)) + field('token', followUp)),
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
              ),
              png,
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ]);
            return app.inject({
              method: 'POST',
              url: '/api/ticket/follow-up/attachment',
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
              payload,
            });
          }
          const form = multipart('foto.png', 'image/png', png);
          return app.inject({
            method: 'POST',
            url: `/api/ticket/${id}/attachment`,
            headers: { ...form.headers, 'x-upload-token': token },
            payload: form.payload,
          });
        }),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
      expect(codes.filter((c) => c !== 201)).toEqual(Array(10 - MAX_ATTACHMENTS_PER_PUBLIC_EVENT).fill(409));
      expect(await stored(id)).toBe(MAX_ATTACHMENTS_PER_PUBLIC_EVENT);
    }
  }, 120_000);
});
