// Issue 40 item 4: the reporter's rights end to end. The download of their data (only theirs, with
// their photo), their requests with a confirmation mail through a real SMTP server, ADMIN's list
// with the legal clock and the resolution; a deletion erases every event of that reporter (same
// e-mail or RUT) and nobody else's, mails them first, and the chains still verify.
import type { FastifyInstance } from 'fastify';
import { verifyHistoryChains } from '../src/repositories/history-chain';
import { auth, body, DEMO, login, solidPng, validEvent, withApp } from './helpers';
import { waitFor } from './mail-trust-helpers';
import { photoForm } from './privacy-fixture';
import { startSmtp, testMailOptions, type Inbox } from './smtp-inbox';

const DAY = 86_400_000;
let app: FastifyInstance;
let inbox: Inbox;
let admin: string;
const now = new Date(Date.now());
const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => app.database.query<T>(text, params);
const tokenOf = (id: number) => app.mailLinks.followUpToken(id);

beforeAll(async () => {
  inbox = await startSmtp();
});
afterAll(async () => {
  await inbox.close();
});
withApp(
  () => ({ mail: testMailOptions(`smtp://127.0.0.1:${inbox.port}`), clock: () => now, slaScanMs: 0, privacy: { requestDays: 20 } }),
  async (started) => {
    app = started;
    admin = await login(app, DEMO.ADMIN);
  },
  120_000,
);

async function report(fields: Record<string, unknown>): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent(fields) });
  if (res.statusCode !== 201) throw new Error(`report refused: ${res.body}`);
  return body(res).payload as number;
}

const exportOf = (id: number, token = tokenOf(id)) => app.inject({ method: 'POST', url: '/api/privacy/export', payload: { id, token } });
const ask = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/privacy/requests', payload });
const mailsTo = (address: string) => inbox.mails.filter((m) => m.to && JSON.stringify(m.to).includes(address));

describe('the download of the reporter’s data', () => {
  it('holds the link’s event, its history and the reporter’s photo, and nothing of another reporter', async () => {
    const mine = await report({ fullName: 'Elena Exporta', email: 'elena@correo.cl', patente: 'ELEN11' });
    const other = await report({ fullName: 'Otto Ajeno', email: 'otto@correo.cl', patente: 'OTTO22' });
    const png = await solidPng(20, 20, '#00a');
    const form = photoForm({ id: String(mine), token: tokenOf(mine) }, { name: 'mi-foto.png', type: 'image/png', data: png });
    expect((await app.inject({ method: 'POST', url: '/api/ticket/follow-up/attachment', ...form })).statusCode).toBe(201);

    const res = await exportOf(mine);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = body(res).payload;
    expect(data.format).toBe('vigia-personal-data/1');
    expect(data.event).toMatchObject({
      id: mine,
      fullName: 'Elena Exporta',
      email: 'elena@correo.cl',
      patente: 'ELEN11',
      personalErasedAt: null,
    });
    expect(data.history.map((h: { kind: string }) => h.kind)).toEqual(expect.arrayContaining(['CREATED', 'PHOTO']));
    expect(data.photos).toHaveLength(1);
    expect(Buffer.from(data.photos[0].dataBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(res.body).not.toContain('Otto');
    expect(res.body).not.toContain('OTTO22');
    expect(body(await exportOf(other)).payload.event.fullName).toBe('Otto Ajeno');
  });

  it('answers the same 404 to a wrong token, another event’s token and an unknown event', async () => {
    const id = await report({ fullName: 'Nora Nadie', email: 'nora@correo.cl' });
    const other = await report({ fullName: 'Pablo Otro', email: 'pablo@correo.cl' });
    for (const res of [
      await exportOf(id, 'AAAAAAAAAAAAAAAAAAAAAA'),
      await exportOf(id, tokenOf(other)),
      await exportOf(99_999_999, tokenOf(id)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Nora');
    }
    expect((await ask({ id, token: tokenOf(other), kind: 'DELETION' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/privacy/export', payload: { id } })).statusCode).toBe(404);
  });
});

describe('requests', () => {
  it('refuses an unknown kind, an over-long text and a rectification that says nothing', async () => {
    const id = await report({ fullName: 'Raúl Rectifica', email: 'raul@correo.cl' });
    const token = tokenOf(id);
    expect((await ask({ id, token, kind: 'EVERYTHING' })).statusCode).toBe(400);
    expect((await ask({ id, token, kind: 'RECTIFICATION', text: 'x'.repeat(2001) })).statusCode).toBe(400);
    const empty = await ask({ id, token, kind: 'RECTIFICATION', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).errors?.[0]?.field).toBe('text');
  });

  it('lists and resolves for ADMIN only', async () => {
    const id = await report({ fullName: 'Sara Solicita', email: 'sara@correo.cl' });
    const asked = await ask({ id, token: tokenOf(id), kind: 'ACCESS' });
    const requestId = body(asked).payload.id as number;
    for (const role of ['OPERATOR', 'SUPERVISOR', 'INSPECTOR', 'DRIVER'] as const) {
      const token = await login(app, DEMO[role]);
      expect((await app.inject({ method: 'GET', url: '/api/privacy/requests', headers: auth(token) })).statusCode).toBe(403);
      const resolve = {
        method: 'POST' as const,
        url: `/api/privacy/requests/${requestId}/resolve`,
        headers: auth(token),
        payload: { outcome: 'DONE', reason: 'Datos enviados' },
      };
      expect((await app.inject(resolve)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/privacy/requests' })).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/privacy/requests/${requestId}/resolve`,
      headers: auth(admin),
      payload: { outcome: 'REFUSED', reason: 'No acreditó ser el informante' },
    });
    expect(refused.statusCode).toBe(200);
    expect(body(refused).payload).toMatchObject({ state: 'REFUSED', erasedTicketIds: [] });
    // The event keeps its data: only a DONE deletion erases.
    expect((await query<{ full_name: string }>('select full_name from tickets where id = $1', [id]))[0]!.full_name).toBe('Sara Solicita');
  });

  it('a deletion: confirmed by mail, listed with its clock, and once resolved every event of that reporter is anonymous', async () => {
    const first = await report({ fullName: 'Berta Borra', email: 'berta@correo.cl', rut: '11.111.111-1' });
    // The same reporter: the same address in another case, or the same RUT with another address.
    const second = await report({ fullName: 'Berta Borra', email: 'BERTA@correo.cl', rut: '33.333.333-3' });
    const third = await report({ fullName: 'Berta B', email: 'bb@otro.cl', rut: '11111111-1' });
    const stranger = await report({ fullName: 'Carla Ajena', email: 'carla@correo.cl', rut: '22.222.222-2' });
    const png = await solidPng(20, 20, '#a00');
    const form = photoForm({ id: String(first), token: tokenOf(first) }, { name: 'berta.png', type: 'image/png', data: png });
    expect((await app.inject({ method: 'POST', url: '/api/ticket/follow-up/attachment', ...form })).statusCode).toBe(201);

    const asked = await ask({ id: first, token: tokenOf(first), kind: 'DELETION' });
    expect(asked.statusCode).toBe(202);
    const receipt = body(asked).payload;
    expect(receipt).toMatchObject({ kind: 'DELETION', dueAt: new Date(now.getTime() + 20 * DAY).toISOString() });
    const received = await waitFor(
      'the confirmation',
      () => mailsTo('berta@correo.cl').find((m) => m.subject?.includes(`N° ${receipt.id}`)),
      20_000,
    );
    expect(received.subject).toBe(`Recibimos su solicitud N° ${receipt.id} de eliminación de sus datos personales`);
    expect(received.text).toContain('Ley 21.719');

    const listed = body(await app.inject({ method: 'GET', url: '/api/privacy/requests', headers: auth(admin) })).payload as {
      id: number;
      daysLeft: number;
      state: string;
    }[];
    expect(listed.find((r) => r.id === receipt.id)).toMatchObject({ state: 'PENDING', daysLeft: 20 });

    const resolve = () =>
      app.inject({
        method: 'POST',
        url: `/api/privacy/requests/${receipt.id}/resolve`,
        headers: auth(admin),
        payload: { outcome: 'DONE', reason: 'Eliminamos sus datos según lo pedido' },
      });
    const done = await resolve();
    expect(done.statusCode).toBe(200);
    expect(body(done).payload.erasedTicketIds).toEqual([first, second, third]);
    expect((await resolve()).statusCode).toBe(409);

    const rows = await query<{ id: number; full_name: string; email: string; rut: string }>(
      'select id, full_name, email, rut from tickets where id = any($1::int[]) order by id',
      [[first, second, third, stranger]],
    );
    expect(rows).toEqual([
      { id: first, full_name: '', email: '', rut: '' },
      { id: second, full_name: '', email: '', rut: '' },
      { id: third, full_name: '', email: '', rut: '' },
      { id: stranger, full_name: 'Carla Ajena', email: 'carla@correo.cl', rut: '22.222.222-2' },
    ]);
    expect(await query('select id from attachments where ticket_id = $1', [first])).toEqual([]);
    const recorded = await query<{ ticket_id: number }>(
      `select ticket_id from ticket_history where action = 'PERSONAL_DATA_ERASED' and ticket_id = any($1::int[]) order by ticket_id`,
      [[first, second, third, stranger]],
    );
    expect(recorded.map((r) => r.ticket_id)).toEqual([first, second, third]);
    // The mails already sent about them keep neither the address nor a word of the message.
    const mails = await query(
      `select to_address, subject, body, text_body, html_body from mail_outbox where kind = 'TICKET_CREATED' and payload ->> 'ticketId' = $1`,
      [String(first)],
    );
    expect(mails).toEqual([{ to_address: '', subject: '', body: null, text_body: '', html_body: '' }]);
    const chains = await verifyHistoryChains(app.db, [first, second, third, stranger]);
    expect([...chains.values()].every((s) => s === 'VERIFIED')).toBe(true);

    // The last mail went to the address before it was erased.
    const last = await waitFor('the resolution', () => mailsTo('berta@correo.cl').find((m) => m.subject?.includes('fue atendida')), 20_000);
    expect(last.text).toContain('Eliminamos sus datos según lo pedido');
    // The events stay, anonymous: the follow-up still answers, the download holds no name.
    expect(
      (await app.inject({ method: 'POST', url: '/api/ticket/follow-up', payload: { id: first, token: tokenOf(first) } })).statusCode,
    ).toBe(200);
    const after = body(await exportOf(first)).payload;
    expect(after.event.fullName).toBe('');
    expect(after.event.personalErasedAt).not.toBeNull();
    expect(after.photos).toEqual([]);
  }, 60_000);
});
