// Accounts, sessions and what guards them: sign-in throttling, one-time links, stream tickets
// and the shared rate-limit counters; and the server's settings.
import { sql } from 'drizzle-orm';
import type { Role } from '@vigia/domain';
import { bigserial, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, required, serialId, updatedAt } from './columns.ts';

/** What a one-time link is for (link_tokens.purpose). */
export type LinkPurpose = 'RESET' | 'INVITE' | 'CONFIRM';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().$type<Role>(),
    phone: text('phone').notNull().default(''),
    rut: text('rut').notNull().default(''),
    realAddress: text('real_address').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Null until a self-registered account follows its confirmation link. */
    emailConfirmedAt: at('email_confirmed_at'),
    /** Staff: e-mail for assignments and SLA breaches too. */
    emailNotifications: boolean('email_notifications').notNull().default(false),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Soft-deleted users free their e-mail for a new account.
    uniqueIndex('users_email_live_idx')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('users_role_idx').on(t.role),
  ],
);

/** A column naming the user who did something; `set null`: the row outlives the user's deletion. */
export const userRef = (name: string, onDelete?: 'set null') => uuid(name).references(() => users.id, { onDelete });

/** One row per sign-in, checked on every request (migration 0007). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: required(uuid('user_id'), () => users.id, 'cascade'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('sessions_user_live_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    userId: required(uuid('user_id'), () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** RESET, INVITE (set your password) or CONFIRM (self-registration's e-mail). */
    purpose: text('purpose').notNull().$type<LinkPurpose>().default('RESET'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serialId(),
    /** Lower-cased e-mail the attempt was for. */
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_account_idx').on(t.account, t.createdAt)],
);

/** Single-use tickets that open a notification stream on any instance (stored hashed, 60 s). */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: required(uuid('user_id'), () => users.id, 'cascade'),
    /** The session that asked for it: the stream ends with that session. */
    sessionId: required(uuid('session_id'), () => sessions.id, 'cascade'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    /** Issue order (timestamps can tie). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('stream_tickets_user_idx').on(t.userId, t.createdAt)],
);

/** Fixed-window request counters shared by every instance (UNLOGGED, migration 0004). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
