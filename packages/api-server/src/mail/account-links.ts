// One-time links by e-mail (issue 25): a new token for the account (only its hash is stored) and the
// message that carries it, written in the caller's transaction so neither exists without the other.
import type { Db } from '../db/client.ts';
import type { MailOptions } from '../config.ts';
import { insertLinkToken, type LinkPurpose } from '../repositories/security.ts';
import { accountInviteMail, confirmEmailMail, passwordResetMail } from './account-templates.ts';
import { enqueueMail, type MailKind } from './outbox.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long each kind of link works. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = { RESET: 30 * MINUTE, INVITE: 72 * HOUR, CONFIRM: 48 * HOUR };

const KIND: Record<LinkPurpose, MailKind> = { RESET: 'PASSWORD_RESET', INVITE: 'ACCOUNT_INVITE', CONFIRM: 'ACCOUNT_CONFIRM' };

export async function mailLink(
  db: Db,
  mail: Pick<MailOptions, 'publicUrl' | 'concessionName'>,
  user: { id: string; email: string; firstName: string },
  purpose: LinkPurpose,
): Promise<void> {
  const ttl = LINK_TTL_MS[purpose];
  const token = await insertLinkToken(db, user.id, purpose, ttl);
  const message =
    purpose === 'RESET'
      ? passwordResetMail(mail, user.firstName, token, ttl / MINUTE)
      : purpose === 'INVITE'
        ? accountInviteMail(mail, user.firstName, token, ttl / HOUR)
        : confirmEmailMail(mail, user.firstName, token, ttl / HOUR);
  await enqueueMail(db, KIND[purpose], user.email, message);
}
