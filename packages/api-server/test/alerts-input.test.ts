// Route alerts' subscribe answer and its limits (issue 41 item 5): the same 202 for a new and a known
// address, bad input in the 400 envelope (lengths first), the per-address and per-IP hourly limits,
// the /alertas page's form (errors beside their fields, what was typed kept), links whose GET
// changes nothing, and unconfirmed requests expiring after 48 hours.
import type { FastifyInstance } from 'fastify';
import { body, isErrorEnvelope, withApp } from './helpers';
import { subscribe, subscribedId, subscription } from './alerts-fixture';
import { readOutbox } from './outbox-read';

let app: FastifyInstance;
let now = new Date();
withApp(
  { clock: () => now, slaScanMs: 0, rateLimits: { alertSubscribesPerHour: 6, alertSubscribesPerAddressPerHour: 2 } },
  (started) => {
    app = started;
  },
  180_000,
);

const count = async (where = 'true') =>
  Number((await app.database.query<{ n: number }>(`select count(*)::int as n from route_alert_subscriptions where ${where}`))[0]!.n);
const outbox = async (to: string) =>
  await readOutbox<{ kind: string }>(
    app,
    `select kind, subject, body, text_body, html_body from mail_outbox where to_address = $1 order by id`,
    [to],
  );

describe('subscribing', () => {
  it('answers a new and a known address alike, each with its own confirmation mail and no usable link stored', async () => {
    const first = await subscribe(app, subscription({ email: 'nueva@correo.cl' }), '198.51.100.1');
    const again = await subscribe(app, subscription({ email: 'nueva@correo.cl' }), '198.51.100.2');
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(first.body);
    expect(body(first)).toEqual({ payload: { accepted: true } });
    const mails = await outbox('nueva@correo.cl');
    expect(mails.map((m) => m.kind)).toEqual(['ALERT_CONFIRM', 'ALERT_CONFIRM']);
    expect(mails[0]!.text_body).toContain('/alertas/confirmar?token=…');
    expect(mails[0]!.text_body).toContain(
      'km 480 a 500, calzada norte a sur: incidentes de gravedad mayor o superior y trabajos programados',
    );
  });

  it.each([
    ['km below the road', { kmFrom: 300 }, 'kmFrom'],
    ['km past the road', { kmTo: 581 }, 'kmTo'],
    ['kmFrom after kmTo', { kmFrom: 500, kmTo: 490 }, 'kmTo'],
    ['a bad e-mail', { email: 'no-es-un-correo' }, 'email'],
    ['an e-mail too long', { email: `${'a'.repeat(250)}@correo.cl` }, 'email'],
    ['a text far too long', { email: 'x'.repeat(100_000) }, 'email'],
    ['no carriageway', { orientations: [] }, 'orientations'],
    ['a carriageway twice', { orientations: ['NORTH', 'NORTH'] }, 'orientations'],
    ['an unknown carriageway', { orientations: ['EAST'] }, 'orientations'],
    ['an unknown severity', { minSeverity: 'HUGE' }, 'minSeverity'],
    ['nothing to hear about', { minSeverity: null, works: false }, 'minSeverity'],
    ['works not a boolean', { works: 'yes' }, 'works'],
    ['km as text', { kmFrom: 'cuatrocientos' }, 'kmFrom'],
  ])('refuses %s with 400 in the errors envelope, nothing stored', async (_name, over, field) => {
    const before = await count();
    const res = await subscribe(app, subscription({ email: 'mala@correo.cl', ...over }), '198.51.100.9');
    expect(res.statusCode).toBe(400);
    expect(isErrorEnvelope(body(res))).toBe(true);
    expect(body(res).errors!.map((e) => e.field)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not an object and bad JSON with 400, never 500', async () => {
    for (const payload of ['[]', '"texto"', '{"email":', 'null']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/alerts/subscribe',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: '198.51.100.9',
      });
      expect(res.statusCode).toBe(400);
      expect(isErrorEnvelope(res.json())).toBe(true);
    }
  });

  it('limits each address (whatever the IP) and each IP (whatever the address) per hour', async () => {
    const byAddress = [];
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      byAddress.push((await subscribe(app, subscription({ email: 'buzon@correo.cl' }), ip)).statusCode);
    expect(byAddress).toEqual([202, 202, 429]);
    expect((await outbox('buzon@correo.cl')).length).toBe(2);

    const byIp = [];
    for (let i = 0; i < 7; i++) byIp.push((await subscribe(app, subscription({ email: `ip${i}@correo.cl` }), '192.0.2.50')).statusCode);
    expect(byIp).toEqual([202, 202, 202, 202, 202, 202, 429]);
    const refused = await subscribe(app, subscription({ email: 'ip9@correo.cl' }), '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(isErrorEnvelope(body(refused))).toBe(true);
  });
});

describe('the pages', () => {
  // A repeated field (the carriageways' checkboxes) is given as a list.
  const form = (fields: Record<string, string | string[]>) => ({
    method: 'POST' as const,
    url: '/api/alerts/subscribe',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(
      Object.entries(fields).flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((x): [string, string] => [name, x])),
    ).toString(),
    remoteAddress: '198.51.100.20',
  });

  it('/alertas has a labelled form that works without script', async () => {
    const page = await app.inject({ method: 'GET', url: '/alertas' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const label of [
      '<label for="email">Correo electrónico</label>',
      '<label for="kmFrom">Desde el kilómetro</label>',
      '<label for="kmTo">Hasta el kilómetro</label>',
      '<legend>Calzada</legend>',
      '<label for="minSeverity">Incidentes</label>',
    ])
      expect(page.body).toContain(label);
    expect(page.body).toContain('<form method="post" action="/api/alerts/subscribe"');
    expect(page.body).not.toContain('<script');
  });

  it('answers the form with the page: errors beside their fields and what was typed kept, or "Revise su correo"', async () => {
    const bad = await app.inject(form({ email: 'yo@correo.cl', kmFrom: '520', kmTo: '510', minSeverity: 'MAJOR', works: 'true' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('<p class="error" id="kmTo-error">El kilómetro final no puede ser menor que el inicial</p>');
    expect(bad.body).toContain('<p class="error" id="orientations-error">Elija al menos una calzada</p>');
    expect(bad.body).toContain('aria-describedby="km-hint kmTo-error" aria-invalid="true"');
    expect(bad.body).toContain('value="yo@correo.cl"');
    expect(bad.body).toContain('value="520"');
    const good = await app.inject(
      form({
        email: 'formulario@correo.cl',
        kmFrom: '482,5',
        kmTo: '490',
        orientations: ['NORTH', 'SOUTH'],
        minSeverity: '',
        works: 'true',
      }),
    );
    expect(good.statusCode).toBe(202);
    expect(good.body).toContain('Revise su correo');
    const [stored] = await app.database.query<{ km_from: number; orientations: string[]; min_severity: string | null; works: boolean }>(
      `select km_from, orientations, min_severity, works from route_alert_subscriptions where email = 'formulario@correo.cl'`,
    );
    expect(stored).toEqual({ km_from: 482.5, orientations: ['NORTH', 'SOUTH'], min_severity: null, works: true });
  });

  it('confirms only by the button (a GET changes nothing), refuses a forged token, and expires requests after 48 hours', async () => {
    const id = await subscribedId(app, 'vence@correo.cl', '198.51.100.30');
    const token = app.mailLinks.alerts.confirmToken(id);
    const page = await app.inject({ method: 'GET', url: `/alertas/confirmar?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(await count(`id = ${id} and confirmed_at is null`)).toBe(1);
    // Another purpose's token or a forged one is no confirmation.
    for (const wrong of [app.mailLinks.alerts.unsubscribeToken(id), `${id}.AAAAAAAAAAAAAAAAAAAAAA`, 'x'.repeat(500)]) {
      const res = await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token: wrong } });
      expect(res.statusCode).toBe(400);
      expect(body(res).errors).toEqual([{ field: 'token', message: 'El enlace de confirmación no es válido o venció' }]);
    }
    expect((await app.inject({ method: 'GET', url: '/alertas/confirmar?token=1.nope' })).statusCode).toBe(400);

    now = new Date(now.getTime() + 49 * 3_600_000);
    const late = await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(late.statusCode).toBe(400);
    expect((await app.routeAlerts.tick()).expired).toBeGreaterThan(0);
    expect(await count(`id = ${id}`)).toBe(0);
  });

  it('unsubscribes from the page by its button, a GET only asks', async () => {
    const id = await subscribedId(app, 'baja@correo.cl', '198.51.100.40');
    const token = app.mailLinks.alerts.unsubscribeToken(id);
    const ask = await app.inject({ method: 'GET', url: `/alertas/baja?token=${token}` });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Dejar de recibir alertas</button>');
    expect(await count(`id = ${id}`)).toBe(1);
    const done = await app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `token=${token}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Ya no recibirá alertas sobre este tramo.');
    expect(await count(`id = ${id}`)).toBe(0);
  });
});
