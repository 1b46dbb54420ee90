// The one database schema, shared by PGlite and node-postgres. Column names are snake_case;
// repositories map them to the API's camelCase names.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// PGlite returns Uint8Array and pg returns Buffer for bytea: normalise to Buffer.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    role: text('role').notNull(),
    phone: text('phone').notNull().default(''),
    rut: text('rut').notNull().default(''),
    realAddress: text('real_address').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Null until a self-registered account follows its confirmation link. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Staff: e-mail for assignments and SLA breaches too. */
    emailNotifications: boolean('email_notifications').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Soft-deleted users free their e-mail for a new account.
    uniqueIndex('users_email_live_idx')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('users_role_idx').on(t.role),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const classifications = pgTable(
  'classifications',
  {
    id: serial('id').primaryKey(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    name: text('name').notNull(),
  },
  (t) => [index('classifications_subcategory_idx').on(t.subcategoryId)],
);

export const statuses = pgTable('statuses', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    kilometer: doublePrecision('kilometer').notNull(),
    sector: text('sector').notNull(),
    commune: text('commune').notNull(),
    orientation: text('orientation').notNull(),
    dateEvent: timestamp('date_event', { withTimezone: true }).notNull(),
    channelCode: text('channel_code').notNull(),
    classificationId: integer('classification_id')
      .notNull()
      .references(() => classifications.id),
    realAddress: text('real_address').notNull().default(''),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    rut: text('rut').notNull(),
    patente: text('patente').notNull(),
    statusCode: text('status_code')
      .notNull()
      .references(() => statuses.code),
    assignedToId: uuid('assigned_to_id').references(() => users.id),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a CERRADO event was closed; null otherwise. Set by a trigger (migration 0006). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The reporter followed a mail's unsubscribe link: no more e-mail about this event (migration 0008). */
    reporterUnsubscribedAt: timestamp('reporter_unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    // Lists are ordered by (date_event, id) descending: each index ends with that order so a page is
    // read from the index, and a deep OFFSET walks index entries only (see listTickets). The first one
    // carries status and classification so those filters are checked inside the index too.
    index('tickets_date_idx').on(t.dateEvent, t.id, t.statusCode, t.classificationId),
    index('tickets_status_date_idx').on(t.statusCode, t.dateEvent, t.id),
    index('tickets_assigned_to_date_idx').on(t.assignedToId, t.dateEvent, t.id),
    index('tickets_created_by_date_idx').on(t.createdById, t.dateEvent, t.id),
    // No index on classification_id alone: with it the planner fetched every event of a category and
    // sorted them (10 k rows at 20 k events) instead of walking tickets_date_idx for one page.
    // Trigram index of the searched text: `q` finds a rare plate or e-mail without reading every row.
    index('tickets_text_trgm_idx').using('gin', sql`(${ticketSearchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * The text `q` searches: the event's free-text fields joined by newlines (a search term has none, so
 * it cannot match across two fields). The search must use this very expression for the planner to
 * use tickets_text_trgm_idx.
 */
export function ticketSearchText(t: Record<'description' | 'fullName' | 'email' | 'patente' | 'sector' | 'commune', SQLWrapper>): SQL {
  const sep = sql.raw(`E'\\n'`);
  return sql`${t.description} || ${sep} || ${t.fullName} || ${sep} || ${t.email} || ${sep} || ${t.patente} || ${sep} || ${t.sector} || ${sep} || ${t.commune}`;
}

/**
 * Live row counts of tickets per (status, classification), kept exact by statement-level triggers on
 * tickets (migrations 0001, 0006), so a search total filtered only by status and/or category is a sum
 * of a few hundred rows instead of count(*) over the whole table. `slot` is the writer's (backend
 * pid % 16): concurrent writers add to different rows instead of queueing on one row lock; only the
 * sum over slots is meaningful.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    statusCode: text('status_code').notNull(),
    classificationId: integer('classification_id').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    /** Of n, the events with no assignee (statistics: open and unassigned). */
    unassigned: bigint('unassigned', { mode: 'number' }).notNull().default(0),
    /** Sum of closed_at - created_at over the CERRADO events of n (mean time to close). */
    closeSeconds: numeric('close_seconds').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.statusCode, t.classificationId, t.slot] })],
);

/** Events per commune and direction, every event (migration 0006; slots as in ticket_counts). */
export const ticketPlaceCounts = pgTable(
  'ticket_place_counts',
  {
    commune: text('commune').notNull(),
    orientation: text('orientation').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.commune, t.orientation, t.slot] })],
);

/** Events per local day (America/Santiago) of date_event, every event (migration 0006). */
export const ticketDayCounts = pgTable(
  'ticket_day_counts',
  {
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);

/** Whose events a per-owner rollup row counts: a DRIVER's created ones, an OPERATOR's assigned ones. */
export type OwnerKind = 'created_by' | 'assigned_to';

/** ticket_counts per creator and per assignee (migration 0006): a DRIVER's or OPERATOR's own figures. */
export const ticketOwnerCounts = pgTable(
  'ticket_owner_counts',
  {
    ownerId: uuid('owner_id').notNull(),
    ownerKind: text('owner_kind').$type<OwnerKind>().notNull(),
    statusCode: text('status_code').notNull(),
    classificationId: integer('classification_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    unassigned: bigint('unassigned', { mode: 'number' }).notNull().default(0),
    closeSeconds: numeric('close_seconds').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.ownerKind, t.statusCode, t.classificationId] })],
);

/** ticket_place_counts per creator and per assignee (migration 0006). */
export const ticketOwnerPlaces = pgTable(
  'ticket_owner_places',
  {
    ownerId: uuid('owner_id').notNull(),
    ownerKind: text('owner_kind').$type<OwnerKind>().notNull(),
    commune: text('commune').notNull(),
    orientation: text('orientation').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.ownerKind, t.commune, t.orientation] })],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id),
    body: text('body').notNull(),
    /** INTERNAL (the team only) or PUBLIC (the reporter's follow-up and mail too). */
    visibility: text('visibility').notNull().default('INTERNAL'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The bytes, when kept in the database (the embedded default); null once in object storage. */
    data: bytea('data'),
    /** The object's key in the S3-compatible store; null while the bytes are in `data`. */
    storageKey: text('storage_key'),
    /** Hex SHA-256 of the bytes: verifies a copy in the store (and a move to it). */
    sha256: text('sha256').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_ticket_idx').on(t.ticketId),
    index('attachments_in_db_idx')
      .on(t.id)
      .where(sql`${t.storageKey} is null`),
    check('attachments_one_store', sql`(${t.data} is null) <> (${t.storageKey} is null)`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_profile_idx').on(t.profileId, t.createdAt)],
);

export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    changedById: uuid('changed_by_id').references(() => users.id),
    action: text('action').notNull(),
    /** { field: [old, new] } for updates; the created values for CREATED. */
    changes: jsonb('changes').notNull().default({}),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_history_ticket_idx').on(t.ticketId, t.changedAt),
    // When each event was closed (statistics' mean time to close): the closing entries only.
    index('ticket_history_closed_idx')
      .on(t.ticketId, t.changedAt)
      .where(sql`(${t.changes} -> 'statusCode' ->> 1) = 'CERRADO'`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** RESET, INVITE (set your password) or CONFIRM (self-registration's e-mail). */
    purpose: text('purpose').notNull().default('RESET'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked for it: the stream ends with that session. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/** One row per sign-in, checked on every request (migration 0007). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('sessions_user_live_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The transactional outbox of e-mail (migration 0007). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    payload: jsonb('payload').notNull().default({}),
    subject: text('subject').notNull().default(''),
    textBody: text('text_body').notNull().default(''),
    htmlBody: text('html_body').notNull().default(''),
    /** PENDING, SENT, FAILED (gave up), HELD (no SMTP configured: kept for the admin to read). */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
  ],
);
