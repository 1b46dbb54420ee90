// Health data (issue 40): whether anyone is injured never leaves staff: not in the Open511 feed,
// the road-status page, the reporter's follow-up, nor any mail (the reporter's or a third party's).
// A masked role does not get the reporter's name through their comments either.
import type { FastifyInstance } from 'fastify';
import { auth, body, send, validEvent, withSignedInApp } from './helpers';
import { readOutbox } from './outbox-read';

let app: FastifyInstance;
const INSPECTOR = 'inspeccion.fiscal@mop.example.cl';
const { t } = withSignedInApp({ slaScanMs: 0, inspector: { noticeMinutes: 45, address: INSPECTOR } }, (started) => {
  app = started;
});

// What would tell a reader someone is hurt, in the API's words and the screens'.
const HEALTH = /injur|herid|lesionad|"injured"/i;
const NAME = 'Hortensia Valdés Soto';

/** Reported by the public, or logged by the control room (`staff`: published at once). */
async function injuredEvent(staff?: string): Promise<{ id: number; token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    ...(staff ? { headers: auth(staff) } : {}),
    payload: validEvent({ injured: true, fullName: NAME, email: 'hortensia@correo.cl', kilometer: 500 }),
  });
  expect(res.statusCode).toBe(201);
  return { id: body(res).payload as number, token: String(res.headers['x-follow-up-token']) };
}

describe('injured never reaches a public surface', () => {
  it('is absent from the Open511 events, JSON and XML, though the event is listed', async () => {
    const { id } = await injuredEvent(t.OPERATOR);
    const triaged = await app.inject({
      method: 'PUT',
      url: `/api/ticket/${id}/triage`,
      headers: auth(t.SUPERVISOR),
      payload: { severity: 'CRITICAL', lanesBlocked: { NORTH: 'ALL', SOUTH: 'NONE' } },
    });
    expect(triaged.statusCode).toBe(200);
    const json = await app.inject({ method: 'GET', url: '/open511/events?limit=500' });
    expect(json.body).toContain(`/${id}"`);
    expect(json.body).not.toMatch(HEALTH);
    expect(json.body).not.toContain('Hortensia');
    const xml = await app.inject({ method: 'GET', url: '/open511/events?format=xml&limit=500' });
    expect(xml.body).toContain(`/${id}<`);
    expect(xml.body).not.toMatch(HEALTH);
  });

  it('is absent from the road-status page', async () => {
    await injuredEvent();
    const page = await app.inject({ method: 'GET', url: '/estado-de-la-ruta' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(HEALTH);
    expect(page.body).not.toContain('Hortensia');
  });

  it('is absent from the reporter’s follow-up answer', async () => {
    const { id, token } = await injuredEvent();
    const res = await app.inject({ method: 'POST', url: '/api/ticket/follow-up', payload: { id, token } });
    expect(res.statusCode).toBe(200);
    expect(body(res).payload.id).toBe(id);
    expect(res.body).not.toMatch(HEALTH);
  });

  it('is absent from every mail about the event: the reporter’s and the Inspección Fiscal’s notice', async () => {
    const { id } = await injuredEvent();
    const take = await app.inject({ method: 'POST', url: `/api/ticket/${id}/take`, headers: auth(t.OPERATOR) });
    expect(take.statusCode).toBe(200);
    const notice = await send(app, 'POST', t.OPERATOR, `/api/ticket/${id}/agency`, { agencyCode: 'INSPECCION_FISCAL', reference: 'IF-9' });
    expect(notice.statusCode).toBe(201);
    const closed = await send(app, 'PATCH', t.OPERATOR, `/api/ticket/${id}`, { statusCode: 'CERRADO', closeReason: 'RESUELTO' });
    expect([200, 400]).toContain(closed.statusCode);
    const mails = await readOutbox<{ kind: string; to_address: string }>(
      app,
      "select kind, to_address, subject, body, text_body, html_body from mail_outbox where payload ->> 'ticketId' = $1",
      [String(id)],
    );
    expect(mails.map((m) => m.kind)).toContain('INSPECTOR_NOTICE');
    for (const mail of mails) {
      for (const text of [mail.subject, mail.text_body, mail.html_body]) expect(text).not.toMatch(HEALTH);
      // A third party never gets the reporter's name.
      if (mail.to_address !== 'hortensia@correo.cl') expect(`${mail.text_body}${mail.html_body}`).not.toContain('Hortensia');
    }
  });
});

describe('the reporter’s name on their comments', () => {
  it('is masked for a masked role and shown to the control room', async () => {
    const { id, token } = await injuredEvent();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/ticket/follow-up/comment',
      payload: { id, token, comment: 'Sigo esperando' },
    });
    expect(sent.statusCode).toBe(201);
    const authors = async (token: string) =>
      (
        body(await app.inject({ method: 'GET', url: `/api/ticket/${id}/comment`, headers: auth(token) })).payload.content as {
          authorName: string;
        }[]
      ).map((c) => c.authorName);
    expect(await authors(t.SUPERVISOR)).toEqual([NAME]);
    expect(await authors(t.ADMIN)).toEqual(['Hor•••••• V••••• S•••']);
    expect(await authors(t.INSPECTOR)).toEqual(['Hor•••••• V••••• S•••']);
  });
});
