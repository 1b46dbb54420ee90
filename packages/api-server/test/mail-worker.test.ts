// Issue 36: the reporter's mail is off the creation's critical path. The creation only writes the
// outbox row (in its own transaction); the worker sends after the answer. Here the SMTP server
// stalls every connection until released: creations are answered 201 meanwhile, and once SMTP
// answers each mail is delivered exactly once. Without SMTP a burst of creations is rendered and
// HELD in batches, each row with its own event's text.
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { body, removeDir, startApp, tempDir, validEvent } from './helpers';

interface StalledInbox {
  port: number;
  mails: ParsedMail[];
  /** Connections the server has seen (each waits for `release` before its greeting). */
  connections(): number;
  release(): void;
  close(): Promise<void>;
}

/** An SMTP server that holds every connection before its greeting until `release()`. */
async function startStalledSmtp(): Promise<StalledInbox> {
  const mails: ParsedMail[] = [];
  let connections = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      void gate.then(() => callback());
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    mails,
    connections: () => connections,
    release: () => open(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailOptions = (smtpUrl: string | undefined) => ({
  smtpUrl,
  publicUrl: 'https://vigia.example.cl',
  concessionName: 'Concesión de Prueba',
  retryBaseMs: 300,
  pollMs: 500,
});

async function create(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent({ email }) });
  return { status: res.statusCode, id: body(res).payload as number };
}

const outbox = (app: FastifyInstance, ids: number[]) =>
  app.database.query<{ status: string; attempts: number; subject: string; text_body: string; ticket_id: number }>(
    `select status, attempts, subject, text_body, (payload->>'ticketId')::int as ticket_id from mail_outbox
     where kind = 'TICKET_CREATED' and (payload->>'ticketId')::int = any($1::int[]) order by id`,
    [ids],
  );

it('creations are answered while the SMTP server stalls; each mail is delivered once afterwards', async () => {
  const inbox = await startStalledSmtp();
  const dir = tempDir();
  const app = await startApp(dir, { mail: mailOptions(`smtp://127.0.0.1:${inbox.port}`) });
  try {
    const first = await create(app, 'atasco0@correo.cl');
    expect(first.status).toBe(201);
    // The worker is now stuck on the stalled connection (its send waits for the greeting).
    await waitFor('the worker to connect', () => (inbox.connections() > 0 ? true : undefined));
    const more = await Promise.all([1, 2, 3].map((i) => create(app, `atasco${i}@correo.cl`)));
    // Answered while the send is still stalled: nothing has been delivered yet.
    expect(more.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(inbox.mails).toHaveLength(0);
    const ids = [first.id, ...more.map((r) => r.id)];
    expect((await outbox(app, ids)).map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING']);

    inbox.release();
    await waitFor('four mails', () => (inbox.mails.length >= 4 ? true : undefined), 20_000);
    await waitFor('four SENT rows', async () => ((await outbox(app, ids)).every((r) => r.status === 'SENT') ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // a second send would have come by now
    expect(inbox.mails).toHaveLength(4);
    expect(new Set(inbox.mails.map((m) => m.messageId)).size).toBe(4);
    expect(inbox.mails.map((m) => m.subject).sort()).toEqual(ids.map((id) => `Recibimos su reporte: evento #${id}`).sort());
    expect((await outbox(app, ids)).map((r) => r.attempts)).toEqual([1, 1, 1, 1]);
  } finally {
    inbox.release();
    await app.close();
    await inbox.close();
    removeDir(dir);
  }
}, 60_000);

it('without SMTP a burst of creations is HELD, each row with its own event in its text', async () => {
  const dir = tempDir();
  const app = await startApp(dir, { mail: mailOptions(undefined) });
  try {
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => create(app, `rafaga${i}@correo.cl`)));
    expect(created.every((r) => r.status === 201)).toBe(true);
    const ids = created.map((r) => r.id);
    const rows = await waitFor('every row HELD', async () => {
      const found = await outbox(app, ids);
      return found.length === ids.length && found.every((r) => r.status === 'HELD') ? found : undefined;
    });
    for (const row of rows) {
      expect(row.subject).toBe(`Recibimos su reporte: evento #${row.ticket_id}`);
      expect(row.text_body).toContain(`El número de su evento es #${row.ticket_id}.`);
      expect(row.attempts).toBe(0);
    }
    expect(new Set(rows.map((r) => r.ticket_id))).toEqual(new Set(ids));
  } finally {
    await app.close();
    removeDir(dir);
  }
}, 60_000);
