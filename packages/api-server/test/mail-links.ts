// Following the links the app e-mails (confirmation, reset), as a user would: app-only, no helpers.
import type { FastifyInstance } from 'fastify';

/**
 * The one-time link token of the latest e-mail to an address, as the worker would send it: the
 * outbox keeps it sealed beside the masked text (issue 34), and the app's seal opens it.
 */
export async function linkTokenFromMail(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.database.query<{ payload: Record<string, unknown> }>(
    'select payload from mail_outbox where to_address = $1 order by id desc limit 1',
    [email.toLowerCase()],
  );
  const sealed = row?.payload['sealedLink'];
  const token = typeof sealed === 'string' ? app.linkSeal.open(sealed) : null;
  if (!token) throw new Error(`no link in the latest e-mail to ${email}`);
  return token;
}

/** Follows the confirmation link e-mailed on registration. */
export async function confirmFromMail(app: FastifyInstance, email: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token: await linkTokenFromMail(app, email) } });
  if (res.statusCode !== 200) throw new Error(`confirm ${email} failed: ${res.statusCode} ${res.body}`);
}
