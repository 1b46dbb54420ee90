// The follow-up's proof of identity is a secret link (issue 34): the creation hands out the token
// (x-follow-up-token, replays too), the reporter's creation mail carries the full link, every
// follow-up route wants the token (body or header) and answers a missing or wrong one like an
// unknown event; number + e-mail alone only mail the link, with one neutral answer, rate limited.
import type { FastifyInstance } from 'fastify';
import { renderTicketMail } from '../src/mail/ticket-templates.ts';
import { FOLLOW_UP_LINK_ADDRESS_PER_HOUR } from '../src/repositories/follow-up-link.ts';
import { auth, body, DEMO, login, preflight, solidPng, validEvent, withApp } from './helpers';
import { followUpPhoto } from './photos';

let app: FastifyInstance;
let png: Buffer;

const EMAIL = 'enlace@correo.cl';
const NOT_FOUND = { payload: null, errors: [{ message: 'No encontramos un evento con ese número y enlace de seguimiento' }] };
const WRONG = 'AAAAAAAAAAAAAAAAAAAAAA';

withApp({}, async (started) => {
  app = started;
  png = await solidPng(16, 16, '#00a');
});

async function create(email = EMAIL, headers: Record<string, string> = {}, payload = validEvent({ email, fullName: 'Rosa Díaz' })) {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers, payload });
  expect(res.statusCode).toBe(201);
  return { id: body(res).payload as number, token: res.headers['x-follow-up-token'] as string | undefined };
}

const followUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/ticket/follow-up', headers, payload });
const comment = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/ticket/follow-up/comment', headers, payload });

const photo = (fields: Record<string, string>, headers: Record<string, string> = {}) => followUpPhoto(app, fields, png, { headers });

const linkMails = async (id: number) =>
  app.database.query<{ to_address: string }>(
    "select to_address from mail_outbox where kind = 'TICKET_FOLLOW_UP_LINK' and payload ->> 'ticketId' = $1",
    [String(id)],
  );

describe('the creation hands out the follow-up token', () => {
  it('anonymous and signed-in creations answer with x-follow-up-token; a replay with the same one', async () => {
    const event = validEvent({ email: EMAIL });
    const anonymous = await create(EMAIL, { 'idempotency-key': 'token-replay-1' }, event);
    expect(anonymous.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const replay = await create(EMAIL, { 'idempotency-key': 'token-replay-1' }, event);
    expect(replay).toEqual(anonymous);
    const staff = await create(EMAIL, auth(await login(app, DEMO.OPERATOR)));
    expect(staff.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(staff.token).not.toBe(anonymous.token);
  });

  it('the header is exposed to cross-origin callers', async () => {
    const res = await preflight(app, '/api/ticket/follow-up', 'http://localhost:3001', 'x-follow-up-token');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-follow-up-token');
    const created = await app.inject({
      method: 'POST',
      url: '/api/ticket',
      headers: { origin: 'http://localhost:3001' },
      payload: validEvent(),
    });
    expect(String(created.headers['access-control-expose-headers'])).toContain('x-follow-up-token');
  });

  it("the reporter's creation mail carries the full link with the token", async () => {
    const { id, token } = await create();
    const rendered = await renderTicketMail(app.database, app.mailLinks, 'Autopista', 'TICKET_CREATED', { ticketId: id });
    expect(rendered.text).toContain(`/event/follow-up?id=${id}&token=${token}`);
    // Other reporter mails keep the plain link.
    expect(app.mailLinks.followUp(id)).not.toContain('token=');
  });
});

describe('POST /api/ticket/follow-up', () => {
  it('the token in the body or in the header shows the status; none or a wrong one does not', async () => {
    const { id, token } = await create();
    const inBody = await followUp({ id, token });
    expect(inBody.statusCode).toBe(200);
    expect(body(inBody).payload).toMatchObject({ id, statusCode: 'ABIERTO', category: 'ACCIDENTE', categoryName: 'Accidente' });
    const inHeader = await followUp({ id }, { 'x-follow-up-token': token! });
    expect(inHeader.statusCode).toBe(200);
    expect(body(inHeader).payload).toEqual(body(inBody).payload);

    const wrong = await followUp({ id, token: WRONG });
    expect(wrong.statusCode).toBe(404);
    expect(body(wrong)).toEqual(NOT_FOUND);
    // Another event's token, and an unknown event: the same 404.
    const other = await create();
    expect(body(await followUp({ id, token: other.token }))).toEqual(NOT_FOUND);
    const unknown = await followUp({ id: 999_999, token });
    expect([unknown.statusCode, body(unknown)]).toEqual([404, NOT_FOUND]);
    // The e-mail is no key: with a wrong token it changes nothing.
    expect((await followUp({ id, token: WRONG, email: EMAIL })).statusCode).toBe(404);
    const none = await followUp({ id });
    expect(none.statusCode).toBe(400);
    expect(body(none).errors?.[0]).toMatchObject({ field: 'token' });
  });

  it('number + e-mail only: the same 202 whether or not they match; a match mails the link, never the status', async () => {
    const { id, token } = await create('Otra.Persona@correo.cl');
    const match = await followUp({ id, email: 'otra.persona@correo.cl' });
    const mismatch = await followUp({ id, email: 'alguien@correo.cl' });
    const unknown = await followUp({ id: 999_998, email: 'otra.persona@correo.cl' });
    for (const res of [match, mismatch, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(body(res)).toEqual({ payload: null });
    }
    expect(await linkMails(id)).toEqual([{ to_address: 'Otra.Persona@correo.cl' }]);
    const rendered = await renderTicketMail(app.database, app.mailLinks, 'Autopista', 'TICKET_FOLLOW_UP_LINK', { ticketId: id });
    expect(rendered.subject).toBe(`Su enlace de seguimiento: evento #${id}`);
    expect(rendered.text).toContain(`/event/follow-up?id=${id}&token=${token}`);
    expect(rendered.html).toContain(`id=${id}&amp;token=${token}`);
  });

  it("number + e-mail never mails a signed-in driver's typed address: only the account's own", async () => {
    const driver = await login(app, DEMO.DRIVER);
    const victim = 'victima@correo.cl';
    const { id } = await create(victim, auth(driver));
    expect((await followUp({ id, email: victim })).statusCode).toBe(202);
    expect(await linkMails(id)).toEqual([]);
    expect((await followUp({ id, email: DEMO.DRIVER })).statusCode).toBe(202);
    expect(await linkMails(id)).toEqual([{ to_address: DEMO.DRIVER }]);
  });

  it('the link mail: one per event per 15 minutes, a few per address per hour', async () => {
    const address = 'limite@correo.cl';
    const first = await create(address);
    await followUp({ id: first.id, email: address });
    expect((await followUp({ id: first.id, email: address })).statusCode).toBe(202);
    expect(await linkMails(first.id)).toHaveLength(1);
    const ids: number[] = [first.id];
    for (let i = 1; i <= FOLLOW_UP_LINK_ADDRESS_PER_HOUR; i++) {
      const { id } = await create(address);
      ids.push(id);
      expect((await followUp({ id, email: address })).statusCode).toBe(202);
    }
    const sent = await app.database.query<{ n: number }>(
      "select count(*)::int as n from mail_outbox where kind = 'TICKET_FOLLOW_UP_LINK' and to_address = $1",
      [address],
    );
    expect(sent[0]!.n).toBe(FOLLOW_UP_LINK_ADDRESS_PER_HOUR);
    expect(await linkMails(ids.at(-1)!)).toHaveLength(0);
  });
});

describe('adding information needs the token', () => {
  it('comment: none or a wrong token is the same 404; the right one (body or header) adds it', async () => {
    const { id, token } = await create();
    for (const res of [
      await comment({ id, email: EMAIL, comment: 'sin enlace' }),
      await comment({ id, token: WRONG, comment: 'enlace falso' }),
      await comment({ id, comment: 'cabecera falsa' }, { 'x-follow-up-token': WRONG }),
      await comment({ id: 999_997, token, comment: 'otro evento' }),
    ]) {
      expect([res.statusCode, body(res)]).toEqual([404, NOT_FOUND]);
    }
    expect((await comment({ id, token, comment: 'con enlace' })).statusCode).toBe(201);
    expect((await comment({ id, comment: 'por cabecera' }, { 'x-follow-up-token': token! })).statusCode).toBe(201);
    const view = body(await followUp({ id, token })).payload as { history: { kind: string; comment?: string }[] };
    expect(view.history.filter((h) => h.kind === 'REPORTER_COMMENT').map((h) => h.comment)).toEqual(['con enlace', 'por cabecera']);
  });

  it('photo: none or a wrong token is the same 404; the right one (field or header) adds it', async () => {
    const { id, token } = await create();
    for (const res of [
      await photo({ id: String(id), email: EMAIL }),
      await photo({ id: String(id), token: WRONG }),
      await photo({ id: String(id) }, { 'x-follow-up-token': WRONG }),
    ]) {
      expect([res.statusCode, body(res)]).toEqual([404, NOT_FOUND]);
    }
    expect((await photo({ id: String(id), token: token! })).statusCode).toBe(201);
    expect((await photo({ id: String(id) }, { 'x-follow-up-token': token! })).statusCode).toBe(201);
    const [row] = await app.database.query<{ n: number }>('select count(*)::int as n from attachments where ticket_id = $1', [id]);
    expect(row!.n).toBe(2);
  });
});
