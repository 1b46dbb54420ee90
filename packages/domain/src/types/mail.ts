// Mail (issue 25): the outbox ADMIN reads on the "Correo saliente" screen, and staff preferences.
import type { Static } from '@sinclair/typebox';
import type { OutboxMessageShape, OutboxPageShape, UserPreferencesShape } from '../shapes/mail';

/** PENDING: to send (or retrying); SENT; FAILED: gave up; HELD: no SMTP server, kept to be read. */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED', 'HELD'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /api/mail/outbox items. One-time links in SENT bodies read `token=…`. */
export type OutboxMessage = Static<typeof OutboxMessageShape>;

/** The outbox page; smtpConfigured false: messages are HELD here, nothing is sent. */
export type OutboxPage = Static<typeof OutboxPageShape>;

/** GET/PUT /api/user/me/preferences (staff): emailNotifications, an e-mail when an event is assigned to them. */
export type UserPreferences = Static<typeof UserPreferencesShape>;

/** POST /api/ticket/unsubscribe: the event number and the token of the link in its mails. */
export interface UnsubscribeInput {
  id: number;
  token: string;
}
