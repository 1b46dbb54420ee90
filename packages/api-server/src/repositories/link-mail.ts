// What the one-time link mails need from the database (issue 34): the account locked while its
// link is written (two requests at once take turns), how many such mails its address got lately,
// and spending the links a new one replaces.
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, passwordResetTokens, users } from '../db/schema.ts';
import type { LinkPurpose } from './security.ts';

/** Locks the account's row until the transaction ends; whether its address is confirmed (null: no account). */
export async function lockAccountForLinkMail(db: Db, userId: string): Promise<{ confirmed: boolean } | null> {
  const [row] = await db
    .select({ confirmed: sql<boolean>`${users.emailConfirmedAt} is not null` })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** Messages of one kind written to an address since a moment, whatever became of them. */
export async function mailsToAddressSince(db: Db, kind: string, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), sql`lower(${mailOutbox.toAddress}) = lower(${address})`, gt(mailOutbox.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Spends every unused link of one purpose of the account: only the newest works. */
export async function spendOpenLinks(db: Db, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.purpose, purpose), isNull(passwordResetTokens.usedAt)));
}
