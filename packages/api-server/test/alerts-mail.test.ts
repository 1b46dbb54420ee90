// Route alerts through the real SMTP test server (issue 41 item 5): double opt-in, the first alert
// at once and then at most one mail per 15 minutes batching what came meanwhile, only the
// subscriber's range, carriageway and severity, works starting and ending, no personal data of the
// reporter in any mail, and the RFC 8058 one-click unsubscribe that stops them. The clock is moved,
// the tick called: no sleeps for the 15 minutes.
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { auth, body, saveWhole, send, validEvent, withSignedInApp } from './helpers';
import { sleep, waitFor } from './mail-trust-helpers';
import { startSmtp, testMailOptions, type Inbox } from './smtp-inbox';
import { linkToken, mailsTo, subscribe, subscribedId, subscription, waitForMails } from './alerts-fixture';
import { approvedWork } from './works-fixture';
import { MARKED_REPORTER, MARKED_REPORTER_TRACES } from './payloads';

const EMAIL = 'conductora@correo.cl';
let inbox: Inbox;
let app: FastifyInstance;
let now = new Date();
beforeAll(async () => {
  inbox = await startSmtp();
});
afterAll(async () => {
  await inbox.close();
});
const { t } = withSignedInApp(
  () => ({ clock: () => now, slaScanMs: 0, mail: testMailOptions(`smtp://127.0.0.1:${inbox.port}`) }),
  (started) => {
    app = started;
  },
  undefined,
  180_000,
);

const minutes = (n: number) => {
  now = new Date(now.getTime() + n * 60_000);
};

/** An incident the control room logs (so the public may know of it at once), with the reporter's data. */
async function incident(over: Record<string, unknown>): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    headers: auth(t.OPERATOR),
    payload: validEvent({ ...MARKED_REPORTER, ...over }),
  });
  expect([res.statusCode, body(res).errors]).toEqual([201, undefined]);
  return body(res).payload as number;
}

async function setSeverity(id: number, severity: string) {
  const current = body(await app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: auth(t.OPERATOR) })).payload;
  const res = await app.inject({
    method: 'PUT',
    url: `/api/ticket/${id}/triage`,
    headers: { ...auth(t.OPERATOR), 'if-match': `"${current.version}"` },
    payload: { severity, lanesBlocked: { NORTH: 'PARTIAL', SOUTH: 'NONE' } },
  });
  expect(res.statusCode).toBe(200);
}

const alertMails = () => mailsTo(inbox.mails, EMAIL).filter((m) => m.subject?.startsWith('Alerta'));
const everything = (m: ParsedMail) => `${m.subject}\n${m.text}\n${m.html || ''}`;

it('confirms by mail, alerts at once, batches within 15 minutes, tells works, never leaks the reporter, and stops on one click', async () => {
  await app.routeAlerts.tick(); // what is open already is not news

  // Double opt-in: nothing before the confirmation.
  expect((await subscribe(app, subscription())).statusCode).toBe(202);
  const [confirmMail] = await waitForMails(inbox.mails, EMAIL, 1);
  expect(confirmMail!.subject).toBe('Confirme su suscripción a alertas de la ruta');
  const token = linkToken(confirmMail!, '/alertas/confirmar');
  const early = await incident({ kilometer: 490, injured: true });
  expect((await app.routeAlerts.tick()).mailed).toBe(0);
  // The link's page only shows a button: a mail scanner opening it confirms nothing.
  const page = await app.inject({ method: 'GET', url: `/alertas/confirmar?token=${encodeURIComponent(token)}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<button type="submit">Confirmar suscripción</button>');
  const stored = await app.database.query<{ confirmed_at: Date | null }>('select confirmed_at from route_alert_subscriptions');
  const confirmed_at = stored[0]!.confirmed_at;
  expect(confirmed_at).toBeNull();
  const confirmed = await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
  expect(confirmed.statusCode).toBe(200);
  expect(body(confirmed).payload).toEqual({ confirmed: true });

  // In range, NORTH, CRITICAL (injured): one mail at once.
  minutes(1);
  const first = await incident({ kilometer: 492.5, injured: true });
  expect(await app.routeAlerts.tick()).toMatchObject({ mailed: 1 });
  const [one] = await waitForAlerts(1);
  expect(one!.subject).toBe('Alerta de la ruta: nuevo incidente en km 492,5');
  expect(one!.text).toContain('calzada norte a sur');
  expect(one!.text).toContain('Gravedad: crítica');
  expect(one!.text).not.toContain(`#${early}`);
  // Raw lines, unfolded (a long header continues on the next line).
  const header = (name: string) => (one!.headerLines.find((h) => h.key === name)?.line ?? '').replace(/\r?\n[ \t]+/g, ' ');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const listUnsubscribe = header('list-unsubscribe').replace(/^List-Unsubscribe: +/, '');
  expect(listUnsubscribe).toMatch(/^<https:\/\/vigia\.example\.cl\/api\/alerts\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{22}>$/);
  expect(one!.text).toContain('https://vigia.example.cl/alertas/baja?token=');

  // Two more within 15 minutes wait for one later mail; out of range, the other carriageway or
  // below the severity: none.
  minutes(2);
  await incident({ kilometer: 495, injured: true });
  await incident({ kilometer: 481, injured: true });
  const major = await incident({ kilometer: 498 });
  await setSeverity(major, 'MAJOR');
  await incident({ kilometer: 520, injured: true });
  await incident({ kilometer: 490, orientation: 'SOUTH', injured: true });
  const moderate = await incident({ kilometer: 490 });
  await setSeverity(moderate, 'MODERATE');
  expect((await app.routeAlerts.tick()).mailed).toBe(0);
  minutes(10);
  expect((await app.routeAlerts.tick()).mailed).toBe(0);
  minutes(4); // 16 minutes after the first mail
  expect((await app.routeAlerts.tick()).mailed).toBe(1);
  const batched = await waitForAlerts(2);
  const second = batched[1]!;
  expect(second.subject).toBe('Alertas de la ruta: 3 novedades en su tramo');
  expect(second.text).toContain('km 495');
  expect(second.text).toContain('km 481');
  expect(second.text).toContain('km 498');
  expect(second.text).toContain('Gravedad: mayor');
  expect(second.text).not.toContain('km 520');
  expect(second.text).not.toContain('sur a norte');
  expect(second.text).not.toContain('moderada');

  // The first incident closes: its end comes in the next mail, 15 minutes after the last.
  expect((await saveWhole(app, t.ADMIN, first, { statusCode: 'CERRADO', closeReason: 'RESUELTO' })).statusCode).toBe(200);
  minutes(16);
  expect((await app.routeAlerts.tick()).mailed).toBe(1);
  const ended = (await waitForAlerts(3))[2]!;
  expect(ended.text).toContain('Incidente terminado');
  expect(ended.text).toContain('km 492,5');

  // A work approved for a window from in an hour: its start and its end.
  const start = new Date(Math.ceil((now.getTime() + 60 * 60_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 2 * 60 * 60_000);
  await approvedWork(app, t, {
    title: 'Reparación de junta de puente',
    kmFrom: 485,
    kmTo: 487,
    orientations: ['NORTH', 'SOUTH'],
    lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
    speedLimit: 60,
    contractor: 'Constructora Ulloa Fernández',
    contact: 'Capataz Ulises Ovalle +56 9 8765 4321',
    schedule: { start: start.toISOString(), end: end.toISOString() },
  });
  expect((await app.routeAlerts.tick()).queued).toBe(0); // approved, not yet in its window
  now = new Date(start.getTime() + 60_000);
  expect((await app.routeAlerts.tick()).mailed).toBe(1);
  const workStart = (await waitForAlerts(4))[3]!;
  expect(workStart.subject).toBe('Alerta de la ruta: comienzan trabajos en km 485 a 487');
  expect(workStart.text).toContain('«Reparación de junta de puente»');
  expect(workStart.text).toContain('bloqueo parcial en calzada norte a sur');
  expect(workStart.text).toContain('Velocidad máxima 60 km/h');
  now = new Date(end.getTime() + 60_000);
  expect((await app.routeAlerts.tick()).mailed).toBe(1);
  const workEnd = (await waitForAlerts(5))[4]!;
  expect(workEnd.text).toContain('Terminan trabajos: «Reparación de junta de puente»');

  // Nobody's data but the road's, in any mail: not the reporter's, not the contractor's.
  for (const mail of mailsTo(inbox.mails, EMAIL)) {
    for (const secret of [...MARKED_REPORTER_TRACES, 'Ulloa', 'Ulises', '8765']) expect(everything(mail)).not.toContain(secret);
  }

  // One click (RFC 8058): the mail client POSTs to the header's URL; no more mail after it.
  const oneClick = listUnsubscribe.slice(1, -1).replace('https://vigia.example.cl', '');
  const left = await app.inject({
    method: 'POST',
    url: oneClick,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(left.statusCode).toBe(200);
  expect(body(left).payload).toEqual({ unsubscribed: true });
  minutes(20);
  await incident({ kilometer: 491, injured: true });
  expect(await app.routeAlerts.tick()).toMatchObject({ queued: 0, mailed: 0 });
  await sleep(500);
  expect(alertMails()).toHaveLength(5);
}, 90_000);

function waitForAlerts(count: number) {
  return waitFor(`${count} alert mail(s)`, () => (alertMails().length >= count ? alertMails() : undefined), 20_000);
}

it('tells of a public report once the control room verifies it, and drops a merged one without an end', async () => {
  const other = 'vecino@correo.cl';
  const id = await subscribedId(app, other, '203.0.113.8');
  expect(
    (await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token: app.mailLinks.alerts.confirmToken(id) } }))
      .statusCode,
  ).toBe(200);
  const queued = async () => (await app.routeAlerts.tick()).queued;
  minutes(20);

  // A report from the public is not news until verified.
  const reported = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: validEvent({ ...MARKED_REPORTER, kilometer: 493, injured: true }),
  });
  expect(reported.statusCode).toBe(201);
  const report = body(reported).payload as number;
  expect(await queued()).toBe(0);
  const verified = await send(app, 'POST', t.SUPERVISOR, `/api/ticket/${report}/milestone`, { code: 'VERIFIED' });
  expect(verified.statusCode).toBeLessThan(300);
  expect(await queued()).toBe(1);
  const mail = (
    await waitFor('the verified report', () => {
      const found = mailsTo(inbox.mails, other).filter((m) => m.subject?.startsWith('Alerta'));
      return found.length ? found : undefined;
    })
  )[0]!;
  expect(mail.subject).toBe('Alerta de la ruta: nuevo incidente en km 493');
  for (const secret of MARKED_REPORTER_TRACES) expect(everything(mail)).not.toContain(secret);

  // Merged into another event: it stops being public, which is no end of the incident.
  const master = await incident({ kilometer: 494, injured: true });
  expect(await queued()).toBe(1);
  const merged = await send(app, 'POST', t.SUPERVISOR, `/api/ticket/${report}/merge`, { into: master });
  expect(merged.statusCode).toBe(200);
  expect(await queued()).toBe(0);
  expect((await saveWhole(app, t.ADMIN, master, { statusCode: 'CERRADO', closeReason: 'RESUELTO' })).statusCode).toBe(200);
  expect(await queued()).toBe(1);
  const waiting = await app.database.query<{ phase: string; ref_id: number }>(
    'select phase, ref_id from route_alert_pending where subscription_id = $1 order by id',
    [id],
  );
  expect(waiting).toEqual([
    { phase: 'START', ref_id: master },
    { phase: 'END', ref_id: master },
  ]);
}, 90_000);
