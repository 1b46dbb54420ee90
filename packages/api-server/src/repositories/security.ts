// Login throttling, password reset tokens and server settings (the generated JWT secret).
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts, passwordResetTokens, settings } from '../db/schema.ts';

export async function countRecentFailures(db: Db, account: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, account), gte(loginAttempts.createdAt, since)));
  return row?.total ?? 0;
}

/** Records an attempt; returns its id so an attempt refused by the throttle can be forgotten. */
export async function recordFailure(db: Db, account: string, ip: string): Promise<number> {
  const [row] = await db.insert(loginAttempts).values({ account, ip }).returning({ id: loginAttempts.id });
  return row!.id;
}

export async function forgetAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.account, account));
}

export async function pruneFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

export async function insertResetToken(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

export async function getSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? null;
}

/** Inserts unless present and returns the stored value (two instances starting at once agree). */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  return (await getSetting(db, key))!;
}
