// Mail we send on a user's behalf (issue 34): a reporter's mail goes to an address the reporter
// proved and carries only what the control room chose to say, comment mail is capped per event and
// per author, free text never becomes a link, and one-time links are limited and never readable in
// the outbox. What is sent, and the caps under concurrency: mail-trust-delivery.test.ts.
import type { FastifyInstance } from 'fastify';
import { renderTicketMail } from '../src/mail/ticket-templates';
import type { DEMO } from './helpers';
import { auth, body, createStaff, me, registerDriver, saveWhole, withApp, signInAll } from './helpers';
import { CLEAR_TOKEN, comment, create, forgotten, resetWith, rows, sleep, ticketRows, waitFor } from './mail-trust-helpers';

describe('without SMTP: what the outbox holds', () => {
  let app: FastifyInstance;
  const t = {} as Record<keyof typeof DEMO, string>;

  withApp({ slaScanMs: 0 }, async (started) => {
    app = started;
    Object.assign(t, await signInAll(app));
  });

  describe('the reporter of an event (finding 2)', () => {
    it("a DRIVER's event mails the account's confirmed address, never the e-mail it typed", async () => {
      const driver = await registerDriver(app, 'conductora@example.com');
      const id = await create(app, { email: 'victima@example.com' }, driver.token);
      await comment(app, t.SUPERVISOR, id, 'Grúa en camino');
      const closed = await saveWhole(app, t.ADMIN, id, { statusCode: 'CERRADO', closeReason: 'RESUELTO' });
      expect(closed.statusCode).toBe(200);

      const mails = await ticketRows(app, id);
      expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
        ['TICKET_CREATED', 'conductora@example.com'],
        ['TICKET_COMMENTED', 'conductora@example.com'],
        ['TICKET_CLOSED', 'conductora@example.com'],
      ]);
      expect(await rows(app, 'to_address = $1', ['victima@example.com'])).toEqual([]);
    });

    it('an account whose address is not confirmed gets no reporter mail', async () => {
      const driver = await registerDriver(app, 'sin-confirmar@example.com');
      const id = await create(app, { email: 'otra-victima@example.com' }, driver.token);
      await app.database.query('update users set email_confirmed_at = null where id = $1', [driver.id]);
      await comment(app, t.SUPERVISOR, id, 'Personal en el lugar');
      expect((await ticketRows(app, id)).map((m) => [m.kind, m.to_address])).toEqual([['TICKET_CREATED', 'sin-confirmar@example.com']]);
    });

    it("a public report keeps its typed e-mail; the control room's event for a caller mails the caller", async () => {
      const publicId = await create(app, { email: 'anonima@example.com' });
      const byPhone = await create(app, { email: 'llamante@example.com' }, t.SUPERVISOR);
      expect((await ticketRows(app, publicId)).map((m) => m.to_address)).toEqual(['anonima@example.com']);
      expect((await ticketRows(app, byPhone)).map((m) => m.to_address)).toEqual(['llamante@example.com']);
    });

    it("a DRIVER's public comment is mailed to no one, not even the reporters of merged duplicates", async () => {
      const driver = await registerDriver(app, 'comenta@example.com');
      const master = await create(app, { email: 'victima3@example.com' }, driver.token);
      const duplicate = await create(app, { email: 'duplicado@example.com' });
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/ticket/${duplicate}/merge`,
            headers: auth(t.SUPERVISOR),
            payload: { into: master },
          })
        ).statusCode,
      ).toBe(200);

      const fromDriver = await comment(app, driver.token, master, 'Oferta: https://evil.example/login');
      expect(await rows(app, `payload->>'commentId' = $1`, [String(fromDriver)])).toEqual([]);
      const fromStaff = await comment(app, t.SUPERVISOR, master, 'Pista despejada');
      const sent = await rows(app, `payload->>'commentId' = $1`, [String(fromStaff)]);
      expect(sent.map((m) => m.to_address).sort()).toEqual(['comenta@example.com', 'duplicado@example.com']);
    });
  });

  describe('comment mail caps (finding 2)', () => {
    it('at most 10 comments an hour are mailed per event, also when they arrive together', async () => {
      const id = await create(app, { email: 'muchas@example.com' });
      const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => comment(app, t.ADMIN, id, `Novedad ${i + 1}`)));
      expect(ids).toHaveLength(12);
      expect(await rows(app, `kind = 'TICKET_COMMENTED' and payload->>'ticketId' = $1`, [String(id)])).toHaveLength(10);
    });

    it('at most 60 comments an hour are mailed per author, whatever the events', async () => {
      const operator = (await me(app, t.OPERATOR)).id;
      const events = [];
      for (let i = 0; i < 7; i++) events.push(await create(app, { email: `autor${i}@example.com` }));
      // Straight into the table: the cap is the database's, whichever path writes the comment.
      for (const id of events) {
        for (let i = 0; i < 9; i++) {
          await app.database.query(`insert into comments (ticket_id, author_id, body, visibility) values ($1, $2, $3, 'PUBLIC')`, [
            id,
            operator,
            `Aviso ${i}`,
          ]);
        }
      }
      const mailed = await rows(app, `kind = 'TICKET_COMMENTED' and payload->>'ticketId' = any($1::text[])`, [events.map(String)]);
      expect(mailed).toHaveLength(60);
    });
  });

  it('comment text goes out as plain text: no link from it in the HTML nor in the text part', async () => {
    const id = await create(app, { email: 'enlaces@example.com' });
    const commentId = await comment(
      app,
      t.SUPERVISOR,
      id,
      'Ingrese en https://evil.example/login o <a href="https://evil.example/a">aquí</a>, o www.evil.example',
    );
    const [row] = await rows(app, `payload->>'commentId' = $1`, [String(commentId)]);
    const mail = await renderTicketMail(app.database, app.mailLinks, 'Concesión', 'TICKET_COMMENTED', row!.payload);
    const anchors = [...mail.html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(anchors.some((href) => href!.includes('evil'))).toBe(false);
    expect(mail.html).not.toContain('https://evil.example');
    expect(mail.html).not.toContain('www.evil.example');
    expect(mail.text).not.toContain('https://evil.example');
    expect(mail.text).toContain('https[:]//evil[.]example/login');
    expect(mail.text).toContain('www[.]evil[.]example');
  });

  describe('one-time links (9a, 9b, 9e)', () => {
    it('reset mails: at most 3 an hour to an address, and each new link spends the earlier ones', async () => {
      await createStaff(app, t.ADMIN, 'olvido@example.com', 'OPERATOR');
      for (let i = 0; i < 5; i++) expect((await forgotten(app, 'olvido@example.com')).statusCode).toBe(200);
      // The links are written after the answer: wait until the requests have all been handled.
      await waitFor('the reset mails', async () => ((await rows(app, `to_address = 'olvido@example.com'`)).length >= 3 ? true : undefined));
      await sleep(500);
      const resets = await rows(app, `kind = 'PASSWORD_RESET' and to_address = 'olvido@example.com'`);
      expect(resets).toHaveLength(3);
      const tokens = resets.map((r) => app.linkSeal.open(String(r.payload['sealedLink']))!);
      expect((await resetWith(app, tokens[0]!, 'clave-nueva-uno-1')).statusCode).toBe(400);
      expect((await resetWith(app, tokens[1]!, 'clave-nueva-uno-1')).statusCode).toBe(400);
      expect((await resetWith(app, tokens[2]!, 'clave-nueva-uno-1')).statusCode).toBe(200);
      // A confirmed account is greeted by the name an administrator gave it.
      expect(resets[2]!.text_body).toMatch(/^Hola, Tomás:/);
    });

    it('registration mails never quote the name the registrant typed; an address gets 3 notices an hour', async () => {
      const register = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            email: 'objetivo@example.com',
            password: 'clave-segura-9',
            firstName: 'Premio en https://evil.example/x',
            lastName: 'Ríos',
          },
        });
      for (let i = 0; i < 6; i++) expect((await register()).statusCode).toBe(201);
      const mails = await rows(app, `to_address = 'objetivo@example.com'`);
      expect(mails.map((m) => m.kind)).toEqual(['ACCOUNT_CONFIRM', 'REGISTER_EXISTING', 'REGISTER_EXISTING', 'REGISTER_EXISTING']);
      for (const mail of mails) {
        expect(mail.text_body).toMatch(/^Hola:/);
        expect(`${mail.text_body}${mail.html_body}`).not.toMatch(/evil|Premio/);
      }
    });

    it('the outbox keeps one-time links masked, and ADMIN reads no usable link', async () => {
      await createStaff(app, t.ADMIN, 'oculto@example.com', 'OPERATOR');
      await forgotten(app, 'oculto@example.com');
      const [reset] = await waitFor('the reset mail', async () => {
        const found = await rows(app, `kind = 'PASSWORD_RESET' and to_address = 'oculto@example.com'`);
        return found.length > 0 ? found : undefined;
      });
      expect(reset!.text_body).toContain('/user/recover-password?token=…');
      expect(`${reset!.text_body}${reset!.html_body}`).not.toMatch(CLEAR_TOKEN);
      const outbox = body(await app.inject({ method: 'GET', url: '/api/mail/outbox?size=100', headers: auth(t.ADMIN) })).payload;
      const shown = JSON.stringify(outbox.content);
      expect(shown).not.toMatch(CLEAR_TOKEN);
      expect(shown).not.toContain(app.linkSeal.open(String(reset!.payload['sealedLink']))!);
      // Nor the reporter's links that work without signing in (unsubscribe, follow-up).
      expect(shown).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    });
  });
});
