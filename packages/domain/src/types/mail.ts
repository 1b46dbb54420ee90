// Mail (issue 25): the outbox ADMIN reads on the "Correo saliente" screen, and staff preferences.
import type { Paged } from './api';

/** PENDING: to send (or retrying); SENT; FAILED: gave up; HELD: no SMTP server, kept to be read. */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED', 'HELD'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /api/mail/outbox items. One-time links in SENT bodies read `token=…`. */
export interface OutboxMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxPage extends Paged<OutboxMessage> {
  /** false: messages are HELD here, nothing is sent. */
  smtpConfigured: boolean;
}

/** GET/PUT /api/user/me/preferences (staff). */
export interface UserPreferences {
  /** E-mail when an event is assigned to them. */
  emailNotifications: boolean;
}

/** POST /api/ticket/unsubscribe: the event number and the token of the link in its mails. */
export interface UnsubscribeInput {
  id: number;
  token: string;
}
