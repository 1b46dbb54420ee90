// Links in messages that work without signing in. The unsubscribe token is an HMAC of the event's
// id under a key derived from the server secret (never the secret itself: a token must not be a
// way to test guesses of the JWT key, and rotating one purpose must not need the other).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createAlertLinks, type AlertLinks } from './alert-links.ts';

const UNSUBSCRIBE_KEY_LABEL = 'vigia mail: reporter unsubscribe v1';
// Issue 34: the reporter's follow-up link proves who they are (number + e-mail are not secrets).
const FOLLOW_UP_KEY_LABEL = 'vigia: reporter follow-up v1';
/** 128 bits of the HMAC, base64url: short enough for a link, far beyond guessing. */
const TOKEN_CHARS = 22;

export interface MailLinks {
  /** `${publicUrl}/event/follow-up?id=<n>`: the reporter's follow-up page with the number filled in. */
  followUp(ticketId: number): string;
  /** The same page with the reporter's secret: for mail to that reporter only. */
  followUpWithToken(ticketId: number): string;
  /** The reporter's follow-up secret (the `x-follow-up-token` of the creation). */
  followUpToken(ticketId: number): string;
  verifyFollowUp(ticketId: number, token: string): boolean;
  /** The page that asks to confirm (a GET changes nothing: mail scanners open links). */
  unsubscribePage(ticketId: number): string;
  /** RFC 8058 one-click target: the mail client POSTs `List-Unsubscribe=One-Click` to it. */
  unsubscribeOneClick(ticketId: number): string;
  /** Staff: the event in their area. */
  eventInArea(area: string, ticketId: number): string;
  unsubscribeToken(ticketId: number): string;
  verifyUnsubscribe(ticketId: number, token: string): boolean;
  /** Route alerts' confirmation and unsubscribe links (issue 41 item 5). */
  alerts: AlertLinks;
}

export function createMailLinks(serverSecret: string, publicUrl: string): MailLinks {
  const derive = (label: string) => {
    const key = createHmac('sha256', serverSecret).update(label).digest();
    return (ticketId: number) => createHmac('sha256', key).update(`ticket:${ticketId}`).digest('base64url').slice(0, TOKEN_CHARS);
  };
  const token = derive(UNSUBSCRIBE_KEY_LABEL);
  const followUpToken = derive(FOLLOW_UP_KEY_LABEL);
  const query = (ticketId: number) => `id=${ticketId}&token=${token(ticketId)}`;
  return {
    followUp: (ticketId) => `${publicUrl}/event/follow-up?id=${ticketId}`,
    followUpWithToken: (ticketId) => `${publicUrl}/event/follow-up?id=${ticketId}&token=${followUpToken(ticketId)}`,
    followUpToken,
    verifyFollowUp: (ticketId, given) => sameToken(followUpToken(ticketId), given),
    unsubscribePage: (ticketId) => `${publicUrl}/event/unsubscribe?${query(ticketId)}`,
    unsubscribeOneClick: (ticketId) => `${publicUrl}/api/ticket/unsubscribe?${query(ticketId)}`,
    eventInArea: (area, ticketId) => `${publicUrl}/${area}/events/${ticketId}`,
    unsubscribeToken: token,
    verifyUnsubscribe: (ticketId, given) => sameToken(token(ticketId), given),
    alerts: createAlertLinks(serverSecret, publicUrl),
  };
}

/** Constant-time comparison (a length mismatch answers at once: the length is no secret). */
function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
