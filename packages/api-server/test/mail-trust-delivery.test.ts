// Mail we send on a user's behalf (issue 34), as it leaves: the reset mail caught by a real SMTP
// server carries the working link the outbox never showed, and on PostgreSQL two instances taking
// mail caps at once never pass them. (What the outbox holds: mail-trust.test.ts.)
import type { FastifyInstance } from 'fastify';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../scripts/postgres';
import { createStaff, DEMO, login, removeDir, startApp, tempDir, withApp } from './helpers';
import { startSmtp, type Inbox } from './smtp-inbox';
import { comment, create, forgotten, resetWith, rows, sleep, waitFor, type Row } from './mail-trust-helpers';
import { readOutbox } from './outbox-read';

const PG_PORT = 55670;

describe('with an SMTP server: what is sent', () => {
  let inbox: Inbox;
  let app: FastifyInstance;

  // Hooks run in the order written: the inbox is up before the app and closed after it.
  beforeAll(async () => {
    inbox = await startSmtp();
  });
  withApp(
    () => ({
      slaScanMs: 0,
      mail: {
        smtpUrl: `smtp://127.0.0.1:${inbox.port}`,
        publicUrl: 'https://vigia.example.cl',
        concessionName: 'Concesión',
        retryBaseMs: 300,
        pollMs: 500,
      },
    }),
    (started) => {
      app = started;
    },
  );
  afterAll(() => inbox?.close());

  it('the reset mail carries a working link; the stored message never did', async () => {
    const admin = await login(app, DEMO.ADMIN);
    await createStaff(app, admin, 'enviado@example.com', 'OPERATOR');
    await forgotten(app, 'enviado@example.com');
    const mail = await waitFor('the sent reset mail', () => inbox.mails.find((m) => /Restablecer/.test(m.subject ?? '')));
    const token = /recover-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(String(mail.html)).toContain(`token=${token}`);
    const [row] = await waitFor('the SENT row', async () => {
      const found = await readOutbox<Row & { status: string }>(
        app,
        `select * from mail_outbox where kind = 'PASSWORD_RESET' and to_address = 'enviado@example.com' and status = 'SENT'`,
      );
      return found.length > 0 ? found : undefined;
    });
    expect(`${row!.text_body}${row!.html_body}`).not.toContain(token);
    expect(row!.payload).not.toHaveProperty('sealedLink');
    expect((await resetWith(app, token!, 'clave-enviada-7')).statusCode).toBe(200);
  });
});

// PGlite runs one transaction at a time; PostgreSQL runs them together. Two instances on one
// database, comments and reset requests at once on both: the caps still hold exactly.
(postgresAvailable() ? it : it.skip)(
  'on PostgreSQL, concurrent comments and reset requests from two instances never pass the caps',
  async () => {
    let postgres: LocalPostgres | undefined;
    const apps: FastifyInstance[] = [];
    const dir = tempDir(); // unused with DATABASE_URL
    try {
      postgres = await startPostgres(PG_PORT);
      const options = { databaseUrl: postgres.url, slaScanMs: 0 };
      apps.push(...(await Promise.all([startApp(dir, options), startApp(dir, options)])));
      const admins = await Promise.all(apps.map((a) => login(a, DEMO.ADMIN)));
      const id = await create(apps[0]!, { email: 'concurrente@example.com' });
      await Promise.all(Array.from({ length: 24 }, (_, i) => comment(apps[i % 2]!, admins[i % 2]!, id, `Novedad ${i}`)));
      expect(await rows(apps[0]!, `kind = 'TICKET_COMMENTED' and payload->>'ticketId' = $1`, [String(id)])).toHaveLength(10);

      await createStaff(apps[0]!, admins[0]!, 'carrera@example.com', 'OPERATOR');
      await Promise.all(Array.from({ length: 10 }, (_, i) => forgotten(apps[i % 2]!, 'carrera@example.com')));
      await waitFor('the reset mails', async () =>
        (await rows(apps[0]!, `to_address = 'carrera@example.com'`)).length >= 3 ? true : undefined,
      );
      await sleep(1_000);
      expect(await rows(apps[0]!, `kind = 'PASSWORD_RESET' and to_address = 'carrera@example.com'`)).toHaveLength(3);
      const live = await apps[0]!.database.query<{ n: number }>(
        `select count(*)::int as n from password_reset_tokens t join users u on u.id = t.user_id
         where u.email = 'carrera@example.com' and t.purpose = 'RESET' and t.used_at is null`,
      );
      expect(live[0]!.n).toBe(1);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await postgres?.stop();
      removeDir(dir);
    }
  },
  120_000,
);
