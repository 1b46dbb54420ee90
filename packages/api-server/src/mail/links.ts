// Links in messages that work without signing in. The unsubscribe token is an HMAC of the event's
// id under a key derived from the server secret (never the secret itself: a token must not be a
// way to test guesses of the JWT key, and rotating one purpose must not need the other).
import { createHmac, timingSafeEqual } from 'node:crypto';

const UNSUBSCRIBE_KEY_LABEL = 'vigia mail: reporter unsubscribe v1';
/** 128 bits of the HMAC, base64url: short enough for a link, far beyond guessing. */
const TOKEN_CHARS = 22;

export interface MailLinks {
  /** `${publicUrl}/event/follow-up?id=<n>`: the reporter's follow-up page with the number filled in. */
  followUp(ticketId: number): string;
  /** The page that asks to confirm (a GET changes nothing: mail scanners open links). */
  unsubscribePage(ticketId: number): string;
  /** RFC 8058 one-click target: the mail client POSTs `List-Unsubscribe=One-Click` to it. */
  unsubscribeOneClick(ticketId: number): string;
  /** Staff: the event in their area. */
  eventInArea(area: string, ticketId: number): string;
  unsubscribeToken(ticketId: number): string;
  verifyUnsubscribe(ticketId: number, token: string): boolean;
}

export function createMailLinks(serverSecret: string, publicUrl: string): MailLinks {
  const key = createHmac('sha256', serverSecret).update(UNSUBSCRIBE_KEY_LABEL).digest();
  const token = (ticketId: number) => createHmac('sha256', key).update(`ticket:${ticketId}`).digest('base64url').slice(0, TOKEN_CHARS);
  const query = (ticketId: number) => `id=${ticketId}&token=${token(ticketId)}`;
  return {
    followUp: (ticketId) => `${publicUrl}/event/follow-up?id=${ticketId}`,
    unsubscribePage: (ticketId) => `${publicUrl}/event/unsubscribe?${query(ticketId)}`,
    unsubscribeOneClick: (ticketId) => `${publicUrl}/api/ticket/unsubscribe?${query(ticketId)}`,
    eventInArea: (area, ticketId) => `${publicUrl}/${area}/events/${ticketId}`,
    unsubscribeToken: token,
    verifyUnsubscribe(ticketId, given) {
      const expected = Buffer.from(token(ticketId));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
