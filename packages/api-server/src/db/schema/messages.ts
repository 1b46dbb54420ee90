// What reaches people: in-app notifications and the transactional outbox of e-mail.
import { sql } from 'drizzle-orm';
import type { MailStatus } from '@vigia/domain';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, required, serialId } from './columns.ts';
import { users } from './accounts.ts';
import { tickets } from './events.ts';
import type { MailBody } from '../../mail/layout.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    profileId: required(uuid('profile_id'), () => users.id),
    type: text('type').notNull(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_profile_idx').on(t.profileId, t.createdAt)],
);

/** The transactional outbox of e-mail (migration 0007). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    payload: jsonb('payload').notNull().default({}),
    subject: text('subject').notNull().default(''),
    /** The message's parts (migration 0035), rendered by mail/layout.ts; null: not rendered yet, or written before. */
    body: jsonb('body').$type<MailBody>(),
    /** Messages written before migration 0035: their renderings as stored (body null). */
    textBody: text('text_body').notNull().default(''),
    htmlBody: text('html_body').notNull().default(''),
    /** PENDING, SENT, FAILED (gave up), HELD (no SMTP configured: kept for the admin to read). */
    status: text('status').notNull().$type<MailStatus>().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Mail quotas (migration 0018): a fixed window per key from its first use, taken by the SQL
 * function `mail_quota_take` in the transaction that writes the mail (comment mail per event and
 * per author).
 */
export const mailQuota = pgTable('mail_quota', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  used: integer('used').notNull(),
});
