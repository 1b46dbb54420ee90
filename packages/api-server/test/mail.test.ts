// Mail (issue 25) against a real SMTP server in this process (smtp-server), every message parsed as
// a mail client would (mailparser): the reporter's mails, unsubscribe, staff assignments, HELD
// without SMTP, a restart with SMTP down, and two instances on one PostgreSQL sending each row once.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { postgresAvailable, startPostgres, type LocalPostgres } from '../../../scripts/postgres';
import { notifySlaBreaches } from '../src/repositories/sla-breaches';
import { auth, body, DEMO, login, me, removeDir, startApp, tempDir, validEvent } from './helpers';
import { sleep, waitFor } from './mail-trust-helpers';
import { startSmtp, testMailOptions, type Inbox } from './smtp-inbox';
import { readOutbox } from './outbox-read';

// As testMailOptions sets it.
const PUBLIC_URL = 'https://vigia.example.cl';
const CONCESSION = 'Concesión de Prueba del Sur';
const PG_PORT = 55650;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const to = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));
const mailsTo = (inbox: Inbox, address: string, subject: RegExp) =>
  inbox.mails.filter((m) => to(m).includes(address) && subject.test(m.subject ?? ''));
const mailOptions = (smtpUrl: string | undefined) => testMailOptions(smtpUrl, CONCESSION);

async function createEvent(app: FastifyInstance, email: string, token?: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: token ? auth(token) : {}, payload: validEvent({ email }) });
  expect(res.statusCode).toBe(201);
  return body(res).payload as number;
}

async function closeEvent(app: FastifyInstance, adminToken: string, id: number) {
  const current = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(adminToken) })).payload;
  const res = await app.inject({
    method: 'PUT',
    url: `/api/ticket/${id}`,
    headers: auth(adminToken),
    payload: { ...current, statusCode: 'CERRADO', closeReason: 'RESUELTO' },
  });
  expect(res.statusCode).toBe(200);
}

const outboxRows = (app: FastifyInstance, where: string, params: unknown[] = []) =>
  app.database.query<{ id: number; kind: string; status: string; attempts: number; last_error: string | null; to_address: string }>(
    `select id, kind, status, attempts, last_error, to_address from mail_outbox where ${where} order by id`,
    params,
  );

describe('with an SMTP server', () => {
  let inbox: Inbox;
  let dir: string;
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    inbox = await startSmtp();
    dir = tempDir();
    app = await startApp(dir, { mail: mailOptions(`smtp://127.0.0.1:${inbox.port}`) });
    admin = await login(app, DEMO.ADMIN);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    removeDir(dir);
  });

  it('a new event: the reporter gets its number, the secret follow-up link and the unsubscribe link, in Spanish text and HTML', async () => {
    const id = await createEvent(app, 'rocio.pena@correo.cl');
    const [mail] = await waitFor('the creation mail', () => {
      const found = mailsTo(inbox, 'rocio.pena@correo.cl', new RegExp(`evento #${id}\\b`));
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.subject).toBe(`Recibimos su reporte: evento #${id}`);
    const text = mail!.text ?? '';
    const html = String(mail!.html);
    expect(text).toContain(`El número de su evento es #${id}.`);
    expect(text).toContain('km 485,5, Los Ángeles, sentido norte a sur');
    expect(text).toContain(`${PUBLIC_URL}/event/follow-up?id=${id}&token=${app.mailLinks.followUpToken(id)}`);
    expect(text).toMatch(new RegExp(`${PUBLIC_URL}/event/unsubscribe\\?id=${id}&token=[A-Za-z0-9_-]{22}`));
    expect(text).toContain(CONCESSION);
    expect(html).toContain(`href="${PUBLIC_URL}/event/follow-up?id=${id}&amp;token=${app.mailLinks.followUpToken(id)}"`);
    expect(html).toContain(CONCESSION);
    expect(html).toContain('lang="es"');
    // RFC 8058 one-click, and a Message-ID made from the outbox row.
    // Raw lines, unfolded (a long header continues on the next line).
    const header = (name: string) => (mail!.headerLines.find((h) => h.key === name)?.line ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: +<${PUBLIC_URL}/api/ticket/unsubscribe\\?id=${id}&token=[A-Za-z0-9_-]{22}>$`),
    );
    expect(mail!.messageId).toMatch(/^<vigia\.outbox\.\d+\.\d+@vigia\.local>$/);

    // Sent: the stored copy keeps no one-time link. SENT is recorded right after the SMTP server
    // accepts the message, so it may land a moment after the inbox has it.
    const { outbox, stored } = await waitFor('the SENT row', async () => {
      const page = body(await app.inject({ method: 'GET', url: '/api/mail/outbox?status=SENT', headers: auth(admin) })).payload;
      const found = page.content.find((m: { subject: string }) => m.subject === mail!.subject);
      return found ? { outbox: page, stored: found } : undefined;
    });
    expect(stored).toMatchObject({ kind: 'TICKET_CREATED', to: 'rocio.pena@correo.cl', status: 'SENT', attempts: 1, lastError: null });
    expect(stored.text).toContain('token=…');
    expect(stored.text + stored.html).not.toMatch(/token=[A-Za-z0-9_-]/);
    expect(outbox.smtpConfigured).toBe(true);
  });

  it('a message written before the outbox kept its parts (migration 0035) is sent as written; SENT masks its stored links', async () => {
    const [old] = await app.database.query<{ id: number }>(
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body)
       values ('LEDGER_DIGEST', 'antiguo@correo.cl', 'Mensaje antiguo', 'Texto antiguo: ${PUBLIC_URL}/x?token=abc123def', '<p>HTML antiguo token=abc123def</p>')
       returning id`,
    );
    app.mailWorker.wake();
    const [mail] = await waitFor('the old message', () => {
      const found = mailsTo(inbox, 'antiguo@correo.cl', /^Mensaje antiguo$/);
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.text?.trim()).toBe(`Texto antiguo: ${PUBLIC_URL}/x?token=abc123def`);
    expect(String(mail!.html)).toContain('<p>HTML antiguo token=abc123def</p>');
    const row = await waitFor('its SENT row', async () => {
      const [found] = await app.database.query<{ status: string; body: unknown; text_body: string; html_body: string }>(
        'select status, body, text_body, html_body from mail_outbox where id = $1',
        [old!.id],
      );
      return found?.status === 'SENT' ? found : undefined;
    });
    expect(row).toEqual({
      status: 'SENT',
      body: null,
      text_body: `Texto antiguo: ${PUBLIC_URL}/x?token=…`,
      html_body: '<p>HTML antiguo token=…</p>',
    });
  });

  it('closing sends the reporter one mail; after unsubscribing (no sign-in) closing sends none', async () => {
    const closed = await createEvent(app, 'cierre@correo.cl');
    await waitFor('the creation mail', () => mailsTo(inbox, 'cierre@correo.cl', /#\d+/)[0]);
    await closeEvent(app, admin, closed);
    const [mail] = await waitFor('the closing mail', () => {
      const found = mailsTo(inbox, 'cierre@correo.cl', new RegExp(`^Evento #${closed} cerrado$`));
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.text).toContain(`Su evento #${closed} fue cerrado. Motivo: Resuelto.`);

    const quiet = await createEvent(app, 'sin.correos@correo.cl');
    const created = await waitFor('the creation mail', () => mailsTo(inbox, 'sin.correos@correo.cl', /#\d+/)[0]);
    const token = new RegExp(`unsubscribe\\?id=${quiet}&token=([A-Za-z0-9_-]+)`).exec(created.text ?? '')![1]!;
    const wrong = await app.inject({ method: 'POST', url: '/api/ticket/unsubscribe', payload: { id: quiet, token: `x${token.slice(1)}` } });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).errors).toEqual([{ field: 'token', message: 'El enlace para dejar de recibir correos no es válido' }]);
    // The link's page only asks (mail scanners open links); its plain form does it, without JavaScript.
    const page = await app.inject({ method: 'GET', url: `/event/unsubscribe?id=${quiet}&token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/api/ticket/unsubscribe">');
    expect(page.body).not.toContain('<script');
    const done = await app.inject({
      method: 'POST',
      url: '/api/ticket/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
      payload: new URLSearchParams({ id: String(quiet), token }).toString(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain(`Ya no recibirá correos sobre el evento #${quiet}`);
    // RFC 8058 one-click and the JSON call say the same (it stays unsubscribed).
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/ticket/unsubscribe?id=${quiet}&token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(body(oneClick).payload).toEqual({ id: quiet, unsubscribed: true });

    await closeEvent(app, admin, quiet);
    await sleep(700);
    expect(mailsTo(inbox, 'sin.correos@correo.cl', /cerrado/)).toHaveLength(0);
    expect(await outboxRows(app, `kind = 'TICKET_CLOSED' and payload->>'ticketId' = $1`, [String(quiet)])).toHaveLength(0);
    expect(mailsTo(inbox, 'cierre@correo.cl', /cerrado/)).toHaveLength(1);
  });

  it('a public comment is mailed to the reporter; an internal note is not, and a wrong visibility is refused', async () => {
    const id = await createEvent(app, 'novedades@correo.cl');
    await waitFor('the creation mail', () => mailsTo(inbox, 'novedades@correo.cl', /#\d+/)[0]);
    const comment = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/ticket/${id}/comment`, headers: auth(admin), payload });
    const internal = await comment({ comment: 'Carabineros avisados, grúa en camino' });
    expect(body(internal).payload.visibility).toBe('INTERNAL');
    const refused = await comment({ comment: 'x', visibility: 'EVERYONE' });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).errors).toEqual([{ field: 'visibility', message: 'Valor no permitido' }]);
    expect(body(await comment({ comment: 'La pista derecha ya está despejada', visibility: 'PUBLIC' })).payload.visibility).toBe('PUBLIC');
    const [mail] = await waitFor('the public comment mail', () => {
      const found = mailsTo(inbox, 'novedades@correo.cl', new RegExp(`^Novedad en su evento #${id}$`));
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.text).toContain('«La pista derecha ya está despejada»');
    expect(mail!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(true);
    await sleep(500);
    expect(mailsTo(inbox, 'novedades@correo.cl', /Novedad/)).toHaveLength(1);
    expect(inbox.mails.some((m) => (m.text ?? '').includes('Carabineros'))).toBe(false);
  });

  it('assignment mail only to an assignee who opted in, never for taking an event oneself', async () => {
    const supervisor = await login(app, DEMO.SUPERVISOR);
    const operator = await login(app, DEMO.OPERATOR);
    const operatorId = (await me(app, operator)).id;
    const operator2 = await login(app, 'operator2@example.com');
    const operator2Id = (await me(app, operator2)).id;
    expect(body(await app.inject({ method: 'GET', url: '/api/user/me/preferences', headers: auth(operator) })).payload).toEqual({
      emailNotifications: false,
    });
    const opted = await app.inject({
      method: 'PUT',
      url: '/api/user/me/preferences',
      headers: auth(operator),
      payload: { emailNotifications: true },
    });
    expect(body(opted).payload).toEqual({ emailNotifications: true });
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/user/me/preferences',
      headers: auth(operator),
      payload: { emailNotifications: 'quizás' },
    });
    expect(refused.statusCode).toBe(400);

    const [a, b, c] = [
      await createEvent(app, 'asignar@correo.cl'),
      await createEvent(app, 'asignar@correo.cl'),
      await createEvent(app, 'asignar@correo.cl'),
    ];
    const assign = (ids: number[], assignedToId: string) =>
      app.inject({ method: 'POST', url: '/api/ticket/assign', headers: auth(supervisor), payload: { ticketIds: ids, assignedToId } });
    expect((await assign([a], operatorId)).statusCode).toBe(200);
    expect((await assign([b], operator2Id)).statusCode).toBe(200);
    // operator2 opts in and then takes an event: no mail to the one who acted.
    await app.inject({ method: 'PUT', url: '/api/user/me/preferences', headers: auth(operator2), payload: { emailNotifications: true } });
    expect((await app.inject({ method: 'POST', url: `/api/ticket/${c}/take`, headers: auth(operator2) })).statusCode).toBe(200);

    const [mail] = await waitFor('the assignment mail', () => {
      const found = mailsTo(inbox, DEMO.OPERATOR, new RegExp(`^Se le asignó el evento #${a}$`));
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.text).toContain(`${PUBLIC_URL}/operator/events/${a}`);
    expect(mail!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
    await sleep(500);
    expect(await outboxRows(app, `kind = 'TICKET_ASSIGNED'`)).toEqual([expect.objectContaining({ to_address: DEMO.OPERATOR })]);
  });

  it('an SLA breach is mailed once to each supervisor who opted in (issue 23 + 25)', async () => {
    const supervisor = await login(app, DEMO.SUPERVISOR);
    await app.inject({ method: 'PUT', url: '/api/user/me/preferences', headers: auth(supervisor), payload: { emailNotifications: true } });
    const id = await createEvent(app, 'plazo@correo.cl');
    const later = new Date(Date.now() + 24 * 3600_000);
    expect(await notifySlaBreaches(app.db, later)).toContain(id);
    expect(await notifySlaBreaches(app.db, later)).not.toContain(id);
    const [mail] = await waitFor('the breach mail', () => {
      const found = mailsTo(inbox, DEMO.SUPERVISOR, new RegExp(`^Plazo vencido: evento #${id}$`));
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.text).toContain(`El evento #${id} superó su plazo de atención: Accidente`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/supervisor/events/${id}`);
    expect(await outboxRows(app, `kind = 'TICKET_SLA_BREACHED' and payload->>'ticketId' = $1`, [String(id)])).toHaveLength(1);
  });

  it('a password reset through the mail: the link sets a new password; the old password, old token and the link itself then fail', async () => {
    const email = 'reset.smtp@example.com';
    const created = await app.inject({
      method: 'POST',
      url: '/api/profile/new',
      headers: auth(admin),
      payload: {
        email,
        password: 'clave-antigua-1',
        firstName: 'Rita',
        lastName: 'Soto',
        profileCode: 'OPERATOR',
        phone: '56900001111',
        rut: '9.876.543-2',
        realAddress: '',
      },
    });
    expect(created.statusCode).toBe(201);
    const oldToken = await login(app, email, 'clave-antigua-1');
    expect((await app.inject({ method: 'GET', url: `/api/profile/forgotten/${encodeURIComponent(email)}` })).statusCode).toBe(200);

    const [mail] = await waitFor('the reset mail', () => {
      const found = mailsTo(inbox, email, /^Restablecer su contraseña de Vigía$/);
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.html).toContain(CONCESSION);
    const link = new URL(/https:\/\/\S+\/user\/recover-password\?token=[\w-]+/.exec(mail!.text ?? '')![0]);
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.searchParams.get('token')!;
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'clave-nueva-segura-2' } });
    expect(reset.statusCode).toBe(200);

    const signIn = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth', payload: { email, password, providerId: 'email', tokenId: '' } });
    expect((await signIn('clave-nueva-segura-2')).statusCode).toBe(200);
    expect((await signIn('clave-antigua-1')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: auth(oldToken) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'otra-clave-3' } })).statusCode).toBe(
      400,
    );
    // Once sent, the stored copy no longer holds the live link.
    const [stored] = await readOutbox<{ status: string }>(
      app,
      "select status, subject, body, text_body, html_body from mail_outbox where kind = 'PASSWORD_RESET' and to_address = $1",
      [email],
    );
    expect(stored!.status).toBe('SENT');
    expect(stored!.text_body).toContain('/user/recover-password?token=');
    expect(`${stored!.text_body}${stored!.html_body}`).not.toContain(token);
  });
});

describe('without SMTP', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = tempDir();
    app = await startApp(dir, { mail: mailOptions(undefined) });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    removeDir(dir);
  });

  it('messages are rendered and HELD for ADMIN to read (links that need no sign-in masked); other roles are refused', async () => {
    const admin = await login(app, DEMO.ADMIN);
    const id = await createEvent(app, 'retenido@correo.cl');
    const held = await waitFor('a HELD message', async () => {
      const page = body(await app.inject({ method: 'GET', url: '/api/mail/outbox?status=HELD&size=5', headers: auth(admin) })).payload;
      return page.content.length > 0 ? page : undefined;
    });
    expect(held.smtpConfigured).toBe(false);
    expect(held.total).toBe(1);
    expect(held.content[0]).toMatchObject({
      kind: 'TICKET_CREATED',
      to: 'retenido@correo.cl',
      subject: `Recibimos su reporte: evento #${id}`,
      status: 'HELD',
      attempts: 0,
      sentAt: null,
    });
    // Issue 34: ADMIN reads what was said, never a link that works without signing in.
    expect(held.content[0].text).toMatch(/unsubscribe\?id=\d+&token=…/);
    expect(held.content[0].text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    expect(held.content[0].html).toContain('<!doctype html>');
    expect(held.content[0].html).toContain(`El número de su evento es #${id}.`);
    // Stored as its parts (migration 0035), rendered when read: no rendering is written.
    const [stored] = await app.database.query<{ body: { paragraphs: string[] }; text_body: string; html_body: string }>(
      'select body, text_body, html_body from mail_outbox where id = $1',
      [held.content[0].id],
    );
    expect(stored!.body.paragraphs[0]).toBe(`Recibimos su reporte. El número de su evento es #${id}.`);
    expect([stored!.text_body, stored!.html_body]).toEqual(['', '']);
    const driver = await login(app, DEMO.DRIVER);
    expect((await app.inject({ method: 'GET', url: '/api/mail/outbox', headers: auth(driver) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/mail/outbox' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/me/preferences', headers: auth(driver) })).statusCode).toBe(403);
  });
});

it('an outbox message survives a restart with SMTP down and is sent once when SMTP is back', async () => {
  const dir = tempDir();
  const port = await freePort(); // nothing listens there yet
  const options = { mail: mailOptions(`smtp://127.0.0.1:${port}`) };
  let app = await startApp(dir, options);
  let inbox: Inbox | undefined;
  try {
    const id = await createEvent(app, 'reinicio@correo.cl');
    const [failing] = await waitFor('a failed attempt', async () => {
      const rows = await outboxRows(app, `status = 'PENDING' and attempts >= 1 and last_error is not null`);
      return rows.length > 0 ? rows : undefined;
    });
    expect(failing!.last_error).toMatch(/ECONNREFUSED|connect/i);
    await app.close();

    inbox = await startSmtp({ port });
    app = await startApp(dir, options);
    const mails = () => mailsTo(inbox!, 'reinicio@correo.cl', new RegExp(`evento #${id}\\b`));
    await waitFor('the message after the restart', () => (mails().length > 0 ? true : undefined));
    await sleep(1_500); // retries and polls would have sent it again by now
    expect(mails()).toHaveLength(1);
    const [row] = await outboxRows(app, 'id = $1', [failing!.id]);
    expect(row).toMatchObject({ status: 'SENT', last_error: null });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
  } finally {
    await app.close();
    await inbox?.close();
    removeDir(dir);
  }
}, 60_000);

(postgresAvailable() ? it : it.skip)(
  'two instances on one PostgreSQL: every row is sent once',
  async () => {
    const inbox = await startSmtp();
    let postgres: LocalPostgres | undefined;
    const apps: FastifyInstance[] = [];
    const dir = tempDir(); // unused with DATABASE_URL
    try {
      postgres = await startPostgres(PG_PORT);
      const options = { databaseUrl: postgres.url, mail: mailOptions(`smtp://127.0.0.1:${inbox.port}`) };
      // Both start together (migrations under the advisory lock), both with a worker.
      apps.push(...(await Promise.all([startApp(dir, options), startApp(dir, options)])));
      const addresses = Array.from({ length: 16 }, (_, i) => `multi${i}@correo.cl`);
      await Promise.all(addresses.map((address, i) => createEvent(apps[i % 2]!, address)));
      await waitFor('every message', () => (addresses.every((a) => mailsTo(inbox, a, /#\d+/).length > 0) ? true : undefined), 20_000);
      await sleep(1_000);
      const ids = inbox.mails.map((m) => m.messageId);
      expect(ids).toHaveLength(16);
      expect(new Set(ids).size).toBe(16);
      const rows = await outboxRows(apps[0]!, `status <> 'SENT' or attempts <> 1`);
      expect(rows).toEqual([]);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await postgres?.stop();
      await inbox.close();
      removeDir(dir);
    }
  },
  90_000,
);
