// One-time links (reset, invitation, confirmation) are stored in the outbox with the token masked
// (`token=…`, what ADMIN reads on "Correo saliente"), and the token itself sealed beside it: AES-256-GCM
// under a key derived from the server secret, opened by the worker only to send (issue 34). The
// database keeps no usable link, only the token's hash and this sealed copy until the send.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mapBody, type RenderedMail } from './layout.ts';

/** The outbox payload key of the sealed token (the worker opens it to send, then drops it). */
export const SEALED_LINK_KEY = 'sealedLink';

const SEAL_KEY_LABEL = 'vigia mail: sealed one-time link v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface LinkSeal {
  seal(token: string): string;
  /** The token, or null when the sealed text is not ours (another secret, tampered). */
  open(sealed: string): string | null;
}

export function createLinkSeal(serverSecret: string): LinkSeal {
  const key = createHmac('sha256', serverSecret).update(SEAL_KEY_LABEL).digest();
  return {
    seal(token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The masked form of every one-time link in a message (also what SENT bodies keep). */
export const maskLinks = (value: string) => value.replace(/token=[^&\s"'<>]+/g, 'token=…');

/** A message with every one-time link masked: its subject, renderings and stored parts. */
export const maskMail = (mail: RenderedMail): RenderedMail => ({
  subject: maskLinks(mail.subject),
  text: maskLinks(mail.text),
  html: maskLinks(mail.html),
  body: mail.body && mapBody(mail.body, maskLinks),
});

/** The message as it is sent: the masked links carry the token again. */
export const unmaskLinks = (value: string, token: string) => value.replaceAll('token=…', `token=${encodeURIComponent(token)}`);
