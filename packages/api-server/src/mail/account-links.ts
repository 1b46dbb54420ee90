// One-time links by e-mail (issue 25): a new token for the account (only its hash is stored) and the
// message that carries it, written in the caller's transaction so neither exists without the other.
// Issue 34: the stored message shows the link masked and keeps the token sealed for the worker
// (link-seal.ts), so "Correo saliente" never shows a usable link; a reset link replaces the
// account's earlier ones, and an address gets at most RESET_MAILS_PER_HOUR of them.
import type { Db } from '../db/client.ts';
import type { MailOptions } from '../config.ts';
import { lockAccountForLinkMail, mailsToAddressSince, spendOpenLinks } from '../repositories/link-mail.ts';
import { insertLinkToken, type LinkPurpose } from '../repositories/security.ts';
import { accountInviteMail, confirmEmailMail, passwordResetMail } from './account-templates.ts';
import { maskMail, SEALED_LINK_KEY, type LinkSeal } from './link-seal.ts';
import { enqueueMail, type MailKind } from './outbox.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long each kind of link works. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = { RESET: 30 * MINUTE, INVITE: 72 * HOUR, CONFIRM: 48 * HOUR };

/** Reset mails one address may get in an hour; more requests write nothing (the answer is the same). */
export const RESET_MAILS_PER_HOUR = 3;

const KIND: Record<LinkPurpose, MailKind> = { RESET: 'PASSWORD_RESET', INVITE: 'ACCOUNT_INVITE', CONFIRM: 'ACCOUNT_CONFIRM' };

/** Writes the link and its message; false when nothing was written (no account, or the reset limit). */
export async function mailLink(
  db: Db,
  mail: Pick<MailOptions, 'publicUrl' | 'concessionName'>,
  seal: LinkSeal,
  user: { id: string; email: string; firstName: string },
  purpose: LinkPurpose,
): Promise<boolean> {
  const account = await lockAccountForLinkMail(db, user.id);
  if (!account) return false;
  if (purpose === 'RESET') {
    if ((await mailsToAddressSince(db, KIND.RESET, user.email, new Date(Date.now() - HOUR))) >= RESET_MAILS_PER_HOUR) return false;
    await spendOpenLinks(db, user.id, 'RESET');
  }
  const ttl = LINK_TTL_MS[purpose];
  const token = await insertLinkToken(db, user.id, purpose, ttl);
  // A self-registration's name is whatever its author typed: quoted only once the address's owner
  // confirmed it, or when an administrator wrote it (an invitation).
  const name = purpose === 'INVITE' || account.confirmed ? user.firstName : '';
  const message =
    purpose === 'RESET'
      ? passwordResetMail(mail, name, token, ttl / MINUTE)
      : purpose === 'INVITE'
        ? accountInviteMail(mail, name, token, ttl / HOUR)
        : confirmEmailMail(mail, name, token, ttl / HOUR);
  await enqueueMail(db, KIND[purpose], user.email, maskMail(message), { [SEALED_LINK_KEY]: seal.seal(token) });
  return true;
}
