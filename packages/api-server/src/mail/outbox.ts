// The transactional outbox: a message is written with the change that causes it (pass the
// transaction's handle), and the mail worker on any instance sends it. Nothing is sent from a
// request; a rollback takes the message with it.
import { mailOutbox } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { RenderedMail } from './layout.ts';

export type MailKind =
  | 'PASSWORD_RESET'
  | 'ACCOUNT_INVITE'
  | 'ACCOUNT_CONFIRM'
  | 'REGISTER_EXISTING'
  | 'TICKET_CREATED'
  | 'TICKET_CLOSED'
  | 'TICKET_ASSIGNED'
  // Issue 39: the Inspección Fiscal told of a CRITICAL or MAJOR event (rendered when written).
  | 'INSPECTOR_NOTICE'
  // Issue 40: an observation of the Inspección Fiscal opened, answered or resolved (rendered when written).
  | 'OBSERVATION_OPENED'
  | 'OBSERVATION_ANSWERED'
  | 'OBSERVATION_RESOLVED'
  // Issue 40: the day's signed digest of the anchored record, to the Inspección Fiscal.
  | 'LEDGER_DIGEST'
  // Issue 40 item 4: a reporter's request under Ley 21.719 received, and resolved (rendered when written).
  | 'PRIVACY_REQUEST_RECEIVED'
  | 'PRIVACY_REQUEST_RESOLVED'
  // Issue 41: route alerts for the public, the opt-in mail and the alerts (rendered when written).
  | 'ALERT_CONFIRM'
  | 'ROUTE_ALERT';

/** `payload`: what the worker needs besides the rendered text (a sealed link, account-links.ts). */
export async function enqueueMail(
  db: Db,
  kind: MailKind,
  to: string,
  mail: RenderedMail,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(mailOutbox).values({ kind, toAddress: to, subject: mail.subject, body: mail.body, payload });
}
