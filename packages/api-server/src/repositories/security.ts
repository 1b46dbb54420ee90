// Login throttling, password reset tokens and server settings (the generated JWT secret).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts, passwordResetTokens, settings } from '../db/schema.ts';

export interface RecentFailures {
  /** From this address, and when the one before the latest was. */
  count: number;
  previousAt: Date | null;
  /** From every address. */
  accountCount: number;
  accountPreviousAt: Date | null;
}

/** Failed sign-ins of one account since a moment: from one address, and from all. */
export async function recentFailures(db: Db, account: string, ip: string, since: Date): Promise<RecentFailures> {
  const fromIp = sql`${loginAttempts.ip} = ${ip}`;
  const [row] = await db
    .select({
      count: sql<number>`count(*) filter (where ${fromIp})::int`,
      previousAt: sql<
        string | null
      >`(array_agg(${loginAttempts.createdAt} order by ${loginAttempts.createdAt} desc) filter (where ${fromIp}))[2]`,
      accountCount: sql<number>`count(*)::int`,
      accountPreviousAt: sql<string | null>`(array_agg(${loginAttempts.createdAt} order by ${loginAttempts.createdAt} desc))[2]`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, account), gte(loginAttempts.createdAt, since)));
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    count: row?.count ?? 0,
    previousAt: date(row?.previousAt),
    accountCount: row?.accountCount ?? 0,
    accountPreviousAt: date(row?.accountPreviousAt),
  };
}

/** Records an attempt; returns its id so an attempt refused by the throttle can be forgotten. */
export async function recordFailure(db: Db, account: string, ip: string): Promise<number> {
  const [row] = await db.insert(loginAttempts).values({ account, ip }).returning({ id: loginAttempts.id });
  return row!.id;
}

export async function forgetAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** A successful sign-in clears its own address's failures only: another address's stay counted. */
export async function clearFailures(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.account, account), eq(loginAttempts.ip, ip)));
}

export interface Lockout {
  account: string;
  ip: string;
  failures: number;
  lastAt: string;
  /** Set when the pair is locked (over the limit); until then attempts are only slowed. */
  lockedUntil: string | null;
}

/** Account and address pairs being slowed or locked now, most failures first. */
export async function listLockouts(db: Db, since: Date, slowAfter: number, maxFailures: number, windowMs: number): Promise<Lockout[]> {
  const rows = await db
    .select({
      account: loginAttempts.account,
      ip: loginAttempts.ip,
      failures: sql<number>`count(*)::int`,
      firstAt: sql<string>`min(${loginAttempts.createdAt})`,
      lastAt: sql<string>`max(${loginAttempts.createdAt})`,
    })
    .from(loginAttempts)
    .where(gte(loginAttempts.createdAt, since))
    .groupBy(loginAttempts.account, loginAttempts.ip)
    .having(sql`count(*) >= ${slowAfter}`)
    .orderBy(sql`count(*) desc`, loginAttempts.account)
    .limit(200);
  return rows.map((r) => ({
    account: r.account,
    ip: r.ip,
    failures: r.failures,
    lastAt: new Date(r.lastAt).toISOString(),
    lockedUntil: r.failures >= maxFailures ? new Date(new Date(r.firstAt).getTime() + windowMs).toISOString() : null,
  }));
}

export async function pruneFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

import type { LinkPurpose } from '../db/schema/accounts.ts';

export type { LinkPurpose };

/** A random one-time link token for the user; only its SHA-256 is stored. Returns the token. */
export async function insertLinkToken(db: Db, userId: string, purpose: LinkPurpose, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({ userId, tokenHash: hashToken(token), purpose, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/**
 * Uses a one-time link token once: the user and purpose when it is unused, unexpired and for one of
 * `purposes`; null otherwise. Every other unused link of the same purposes of that user is spent too.
 */
export async function redeemLinkToken(
  db: Db,
  token: string,
  purposes: LinkPurpose[],
): Promise<{ userId: string; purpose: LinkPurpose } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
        inArray(passwordResetTokens.purpose, purposes),
      ),
    )
    .returning({ userId: passwordResetTokens.userId, purpose: passwordResetTokens.purpose });
  if (!row) return null;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt), inArray(passwordResetTokens.purpose, purposes)),
    );
  return { userId: row.userId, purpose: row.purpose };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? null;
}

/** Inserts unless present and returns the stored value (two instances starting at once agree). */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  return (await getSetting(db, key))!;
}
