// Events (tickets) and what belongs to one: the lookups that classify it, comments, photos and
// its history.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CommentAuthorKind, CommentVisibility, DocumentKind, HistoryAction, LaneState, Orientation, Severity } from '@vigia/domain';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, eventRef, required, serialId, updatedAt } from './columns.ts';
import { userRef } from './accounts.ts';

/** ticket_history.changes: { field: [old, new] } (CREATED: the created values). */
export type TicketChanges = Record<string, [unknown, unknown]>;

export const categories = pgTable('categories', {
  id: serialId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serialId(),
    categoryId: required(integer('category_id'), () => categories.id),
    name: text('name').notNull(),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const classifications = pgTable(
  'classifications',
  {
    id: serialId(),
    subcategoryId: required(integer('subcategory_id'), () => subcategories.id),
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
    id: serialId(),
    description: text('description').notNull(),
    kilometer: doublePrecision('kilometer').notNull(),
    sector: text('sector').notNull(),
    commune: text('commune').notNull(),
    orientation: text('orientation').notNull().$type<Orientation>(),
    dateEvent: at('date_event').notNull(),
    channelCode: text('channel_code').notNull(),
    classificationId: required(integer('classification_id'), () => classifications.id),
    realAddress: text('real_address').notNull().default(''),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    rut: text('rut').notNull(),
    patente: text('patente').notNull(),
    statusCode: required(text('status_code'), () => statuses.code),
    assignedToId: userRef('assigned_to_id'),
    createdById: userRef('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When a CERRADO event was closed; null otherwise. Set by a trigger (migration 0006). */
    closedAt: at('closed_at'),
    /** The reporter followed a mail's unsubscribe link: no more e-mail about this event (migration 0008). */
    reporterUnsubscribedAt: at('reporter_unsubscribed_at'),
    // Triage (migration 0010): severity starts from the classification's rule (trigger) unless the
    // insert names one (0013: an injured report's CRITICAL); the column has no default since 0013, the
    // trigger fills it, so inserts may still leave it out. taken_at is the first assignment (trigger);
    // close_reason is a close_reasons code.
    severity: text('severity').notNull().$type<Severity>().default('MODERATE'),
    lanesNorth: text('lanes_north').notNull().$type<LaneState>().default('NONE'),
    lanesSouth: text('lanes_south').notNull().$type<LaneState>().default('NONE'),
    takenAt: at('taken_at'),
    closeReason: text('close_reason'),
    /** Supervisors were told of its SLA breach (once per event). */
    slaBreachNotifiedAt: at('sla_breach_notified_at'),
    /** Incremented by every write to the event (a trigger, migration 0019): its ETag (issue 35). */
    version: integer('version').notNull().default(1),
    /** The reporter said people are injured (migration 0020; events reported before: false). */
    injured: boolean('injured').notNull().default(false),
    /** Which document `rut` holds: a Chilean RUT or a passport/other (migration 0023; before: RUT). */
    documentKind: text('document_kind').notNull().$type<DocumentKind>().default('RUT'),
    /** When the reporter's fields were erased: retention or a deletion request (migration 0033). */
    personalErasedAt: at('personal_erased_at'),
  },
  (t) => [
    // Lists are ordered by (date_event, id) descending: each index ends with that order so a page is
    // read from the index, and a deep OFFSET walks index entries only (see listTickets). The first one
    // carries status and classification so those filters are checked inside the index too.
    index('tickets_date_idx').on(t.dateEvent, t.id, t.statusCode, t.classificationId),
    index('tickets_status_date_idx').on(t.statusCode, t.dateEvent, t.id),
    index('tickets_assigned_to_date_idx').on(t.assignedToId, t.dateEvent, t.id),
    index('tickets_created_by_date_idx').on(t.createdById, t.dateEvent, t.id),
    // The count of a km range or commune filter (issue 37 item 8, migration 0025).
    index('tickets_kilometer_idx').on(t.kilometer),
    index('tickets_commune_idx').on(t.commune),
    // No index on classification_id alone: with it the planner fetched every event of a category and
    // sorted them (10 k rows at 20 k events) instead of walking tickets_date_idx for one page.
    // Trigram index of the searched text: `q` finds a rare plate or e-mail without reading every row.
    index('tickets_text_trgm_idx').using('gin', sql`(${ticketSearchText(t)}) gin_trgm_ops`),
    check('tickets_document_kind_check', sql`${t.documentKind} in ('RUT', 'OTHER')`),
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

export const comments = pgTable(
  'comments',
  {
    id: serialId(),
    ticketId: eventRef('ticket_id', () => tickets.id),
    authorId: userRef('author_id'),
    body: text('body').notNull(),
    /** INTERNAL (the team only) or PUBLIC (the reporter's follow-up and mail too). */
    visibility: text('visibility').notNull().$type<CommentVisibility>().default('INTERNAL'),
    /** STAFF (author_id the user) or REPORTER (the follow-up page: PUBLIC, no author id; migration 0014). */
    authorKind: text('author_kind').notNull().$type<CommentAuthorKind>().default('STAFF'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serialId(),
    ticketId: eventRef('ticket_id', () => tickets.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The bytes, when kept in the database (the embedded default); null once in object storage. */
    data: bytea('data'),
    /** The object's key in the S3-compatible store; null while the bytes are in `data`. */
    storageKey: text('storage_key'),
    /** Hex SHA-256 of the bytes: verifies a copy in the store (and a move to it). */
    sha256: text('sha256').notNull(),
    uploadedById: userRef('uploaded_by_id'),
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

export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: serialId(),
    ticketId: eventRef('ticket_id', () => tickets.id),
    changedById: userRef('changed_by_id'),
    action: text('action').notNull().$type<HistoryAction>(),
    /** { field: [old, new] } for updates; the created values for CREATED. */
    changes: jsonb('changes').notNull().$type<TicketChanges>().default({}),
    changedAt: at('changed_at').notNull().defaultNow(),
    // The hash chain (migration 0012): set by the BEFORE INSERT trigger, never by the application.
    prevHash: text('prev_hash'),
    hash: text('hash'),
    // Personal values, apart from `changes` (migration 0033, functions/ticket_history_seal.sql): set
    // by the trigger; the hash covers `commitment`, so erasing `personal` and its salt keeps it valid.
    personal: jsonb('personal').$type<TicketChanges>(),
    personalSalt: text('personal_salt'),
    commitment: text('commitment'),
  },
  (t) => [
    index('ticket_history_ticket_idx').on(t.ticketId, t.changedAt),
    // When each event was closed (statistics' mean time to close): the closing entries only.
    index('ticket_history_closed_idx')
      .on(t.ticketId, t.changedAt)
      .where(sql`(${t.changes} -> 'statusCode' ->> 1) = 'CERRADO'`),
  ],
);
