// Route alerts tests (issue 41 item 5): a subscription's body, and reading the mails the real SMTP
// test server received.
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { waitFor } from './mail-trust-helpers';

export const subscription = (over: Record<string, unknown> = {}) => ({
  email: 'conductora@correo.cl',
  kmFrom: 480,
  kmTo: 500,
  orientations: ['NORTH'],
  minSeverity: 'MAJOR',
  works: true,
  ...over,
});

export const subscribe = (app: FastifyInstance, payload: object, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/alerts/subscribe', payload, remoteAddress: ip });

/** Subscribes `email` (answered 202) and gives the id of its subscription, not yet confirmed. */
export async function subscribedId(app: FastifyInstance, email: string, ip?: string): Promise<number> {
  expect((await subscribe(app, subscription({ email }), ip)).statusCode).toBe(202);
  const [row] = await app.database.query<{ id: number }>('select id from route_alert_subscriptions where email = $1', [email]);
  return row!.id;
}

export const mailsTo = (mails: ParsedMail[], to: string) =>
  mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === to)));

/** Waits for the `count`th mail to `to` and gives all of them. */
export const waitForMails = (mails: ParsedMail[], to: string, count: number) =>
  waitFor(`${count} mail(s) to ${to}`, () => (mailsTo(mails, to).length >= count ? mailsTo(mails, to) : undefined), 20_000);

/** The token of the link in a mail's text that starts with `path`. */
export function linkToken(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${path.replaceAll('/', '\\/')}\\?token=([^\\s&"<>]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}
