// Links in route alert mails (issue 41 item 5). A token is `<subscription id>.<HMAC>` under a key
// derived from the server secret, one purpose per key: a confirmation token cannot unsubscribe and
// the reverse. Confirmation tokens need no expiry of their own: an unconfirmed subscription is
// deleted after CONFIRM_HOURS (repositories/route-alerts.ts), and its token then finds nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';

const CONFIRM_KEY_LABEL = 'vigia mail: route alert confirm v1';
const UNSUBSCRIBE_KEY_LABEL = 'vigia mail: route alert unsubscribe v1';
const MAC_CHARS = 22;
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/;

export const ALERTS_PAGE_PATH = '/alertas';
export const ALERTS_CONFIRM_PATH = '/alertas/confirmar';
export const ALERTS_UNSUBSCRIBE_PATH = '/alertas/baja';

export interface AlertLinks {
  confirmToken(subscriptionId: number): string;
  unsubscribeToken(subscriptionId: number): string;
  /** The subscription id a confirmation token proves, or null. */
  confirmedId(token: unknown): number | null;
  /** The subscription id an unsubscribe token proves, or null. */
  unsubscribedId(token: unknown): number | null;
  /** The page that confirms with a button (a GET changes nothing: mail scanners open links). */
  confirmPage(token: string): string;
  unsubscribePage(subscriptionId: number): string;
  /** RFC 8058 one-click target: the mail client POSTs `List-Unsubscribe=One-Click` to it. */
  unsubscribeOneClick(subscriptionId: number): string;
  subscribePage(): string;
}

export function createAlertLinks(serverSecret: string, publicUrl: string): AlertLinks {
  const signer = (label: string) => {
    const key = createHmac('sha256', serverSecret).update(label).digest();
    const mac = (id: number) => createHmac('sha256', key).update(`alert:${id}`).digest('base64url').slice(0, MAC_CHARS);
    return {
      token: (id: number) => `${id}.${mac(id)}`,
      verify(token: unknown): number | null {
        if (typeof token !== 'string' || token.length > 40) return null;
        const match = TOKEN.exec(token);
        if (!match) return null;
        const id = Number(match[1]);
        if (id > 2_147_483_647) return null;
        const expected = Buffer.from(mac(id));
        const given = Buffer.from(match[2]!);
        return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
      },
    };
  };
  const confirm = signer(CONFIRM_KEY_LABEL);
  const unsubscribe = signer(UNSUBSCRIBE_KEY_LABEL);
  return {
    confirmToken: confirm.token,
    unsubscribeToken: unsubscribe.token,
    confirmedId: confirm.verify,
    unsubscribedId: unsubscribe.verify,
    confirmPage: (token) => `${publicUrl}${ALERTS_CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
    unsubscribePage: (id) => `${publicUrl}${ALERTS_UNSUBSCRIBE_PATH}?token=${unsubscribe.token(id)}`,
    unsubscribeOneClick: (id) => `${publicUrl}/api/alerts/unsubscribe?token=${unsubscribe.token(id)}`,
    subscribePage: () => `${publicUrl}${ALERTS_PAGE_PATH}`,
  };
}

/** RFC 8058 headers of an alert mail (delivery.ts adds them to ROUTE_ALERT rows). */
export function alertMailHeaders(links: AlertLinks, kind: string, payload: Record<string, unknown>): Record<string, string> {
  if (kind !== 'ROUTE_ALERT') return {};
  const id = Number(payload['subscriptionId']);
  if (!Number.isInteger(id) || id < 1) return {};
  return { 'List-Unsubscribe': `<${links.unsubscribeOneClick(id)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
