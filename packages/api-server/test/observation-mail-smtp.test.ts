// Issue 40 item 2–3 mail, as it leaves through a real SMTP server: each step of an observation
// reaches the other party (opened → the concession's supervisors and admins with mail notices;
// answered → the Inspección Fiscal; resolved → the concession) and the day's signed digest reaches
// the inspector. None of them carries the reporter's name, e-mail, phone, RUT or plate.
import type { ParsedMail } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import { auth, body, DEMO, validEvent, withSignedInApp } from './helpers';
import { waitFor } from './mail-trust-helpers';
import { startSmtp, testMailOptions, type Inbox } from './smtp-inbox';
import { MARKED_REPORTER, MARKED_REPORTER_TRACES } from './payloads';

const INSPECTOR = 'inspeccion.fiscal@mop.example.cl';
let inbox: Inbox;
let app: FastifyInstance;
beforeAll(async () => {
  inbox = await startSmtp();
});
const { t } = withSignedInApp(
  () => ({ slaScanMs: 0, inspector: { address: INSPECTOR }, mail: testMailOptions(`smtp://127.0.0.1:${inbox.port}`) }),
  (started) => {
    app = started;
  },
  DEMO,
  180_000,
);
afterAll(() => inbox?.close());

const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...auth(token), ...headers }, payload });

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((a) => a.address ?? '')
    .sort();

/** The mails whose subject matches, once `count` of them have arrived. */
const arrived = (subject: RegExp, count: number) =>
  waitFor(
    `${count} mail(s) "${subject.source}"`,
    () => {
      const found = inbox.mails.filter((m) => subject.test(m.subject ?? ''));
      return found.length >= count ? found : undefined;
    },
    20_000,
  );

function expectNoPersonalData(mails: ParsedMail[]) {
  for (const mail of mails) {
    const whole = `${mail.subject}\n${mail.text}\n${String(mail.html)}`.toLowerCase();
    for (const value of MARKED_REPORTER_TRACES)
      expect({ subject: mail.subject, has: whole.includes(value.toLowerCase()) ? value : null }).toEqual({
        subject: mail.subject,
        has: null,
      });
  }
}

it('mails each observation step to the other party and the day’s digest to the inspector, with no reporter data', async () => {
  for (const role of ['SUPERVISOR', 'ADMIN'] as const) {
    expect((await send(t[role], 'PUT', '/api/user/me/preferences', { emailNotifications: true })).statusCode).toBe(200);
  }
  const created = await app.inject({ method: 'POST', url: '/api/ticket', payload: validEvent(MARKED_REPORTER) });
  expect(created.statusCode).toBe(201);
  const ticketId = body(created).payload as number;

  const opened = await send(t.INSPECTOR, 'POST', '/api/observations', {
    ticketId,
    text: 'La primera unidad llegó 14 minutos fuera de plazo',
    standardId: null,
    proposedUtm: 3.5,
  });
  expect(opened.statusCode).toBe(201);
  const { id } = body(opened).payload as { id: number };
  const openedMails = await arrived(new RegExp(`^Observación #${id} de la Inspección Fiscal sobre el evento #${ticketId}$`), 2);
  expect(openedMails.flatMap(recipients).sort()).toEqual([DEMO.ADMIN, DEMO.SUPERVISOR]);
  expect(openedMails[0]!.text).toContain('La primera unidad llegó 14 minutos fuera de plazo');
  expect(openedMails[0]!.text).toContain('Multa propuesta: 3,5 UTM.');

  const replied = await send(
    t.SUPERVISOR,
    'POST',
    `/api/observations/${id}/reply`,
    { text: 'La unidad atendía un choque con lesionados' },
    { 'if-match': '"1"' },
  );
  expect(replied.statusCode).toBe(200);
  const [answerMail] = await arrived(new RegExp(`^Respuesta de la concesión a la observación #${id}$`), 1);
  expect(recipients(answerMail!)).toEqual([INSPECTOR]);
  expect(answerMail!.text).toContain('La unidad atendía un choque con lesionados');
  expect(answerMail!.text).toContain(`https://vigia.example.cl/inspector/events/${ticketId}`);

  const resolved = await send(t.INSPECTOR, 'POST', `/api/observations/${id}/resolve`, {
    outcome: 'UPHELD',
    reason: 'No acredita el otro evento',
    version: 2,
  });
  expect(resolved.statusCode).toBe(200);
  const resolvedMails = await arrived(new RegExp(`^Observación #${id} resuelta: acogida \\(se mantiene\\)$`), 2);
  expect(resolvedMails.flatMap(recipients).sort()).toEqual([DEMO.ADMIN, DEMO.SUPERVISOR]);
  expect(resolvedMails[0]!.text).toContain('Fundamento: No acredita el otro evento');

  const digest = await send(t.ADMIN, 'POST', '/api/ledger/digests', {});
  expect(digest.statusCode).toBe(201);
  const { root, signature, date } = body(digest).payload as { root: string; signature: string; date: string };
  const [digestMail] = await arrived(new RegExp(`^Resumen firmado del registro del ${date}$`), 1);
  expect(recipients(digestMail!)).toEqual([INSPECTOR]);
  expect(digestMail!.text).toContain(root);
  expect(digestMail!.text).toContain(signature);

  // The reporter did get their own mail with their name: the check below can see it when it leaks.
  const own = inbox.mails.filter((m) => recipients(m).includes(MARKED_REPORTER.email));
  expect(own.length).toBeGreaterThan(0);
  expect(own.some((m) => `${m.text}`.includes('Zacarías'))).toBe(true);
  expectNoPersonalData([...openedMails, answerMail!, ...resolvedMails, digestMail!]);
}, 60_000);
