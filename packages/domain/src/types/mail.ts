// Mail (issue 25): the outbox ADMIN reads on the "Correo saliente" screen, and staff preferences.

/** PENDING: to send (or retrying); SENT; FAILED: gave up; HELD: no SMTP server, kept to be read. */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED', 'HELD'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** POST /api/ticket/unsubscribe: the event number and the token of the link in its mails. */
export interface UnsubscribeInput {
  id: number;
  token: string;
}
