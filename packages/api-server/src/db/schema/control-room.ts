// The control room's day (issue 39 items 4–6, migration 0027): outside agencies and who was told of
// each event, the inspector-clock alerts sent, the shift log and the shift handovers.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, required, serialId } from './columns.ts';
import { userRef, users } from './accounts.ts';
import { tickets } from './events.ts';
import { units } from './units.ts';

export const agencies = pgTable('agencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  /** Minutes within which it must be told of a CRITICAL or MAJOR event (the Inspección Fiscal); null: none. */
  noticeMinutes: integer('notice_minutes'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const ticketAgencies = pgTable(
  'ticket_agencies',
  {
    id: serialId(),
    ticketId: required(integer('ticket_id'), () => tickets.id, 'cascade'),
    agencyCode: required(text('agency_code'), () => agencies.code),
    notifiedAt: at('notified_at').notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    recordedBy: userRef('recorded_by', 'set null'),
    reason: text('reason'),
    reference: text('reference'),
    arrivedAt: at('arrived_at'),
    leftAt: at('left_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('ticket_agencies_ticket_idx').on(t.ticketId, t.agencyCode),
    index('ticket_agencies_awaited_idx')
      .on(t.notifiedAt)
      .where(sql`${t.arrivedAt} is null and ${t.leftAt} is null`),
  ],
);

export const inspectorNoticeAlerts = pgTable('inspector_notice_alerts', {
  ticketId: integer('ticket_id')
    .primaryKey()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  alertedAt: at('alerted_at').notNull(),
});

export const shiftHandovers = pgTable('shift_handovers', {
  id: serialId(),
  createdAt: at('created_at').notNull(),
  createdBy: required(uuid('created_by'), () => users.id),
  since: at('since').notNull(),
  summary: jsonb('summary').notNull(),
  hash: text('hash').notNull(),
  acknowledgedAt: at('acknowledged_at'),
  acknowledgedBy: userRef('acknowledged_by'),
});

/** Kinds of shift-log entry: a note, a correction of one, a handover and its acknowledgement. */
export type ShiftLogKind = 'NOTE' | 'CORRECTION' | 'HANDOVER' | 'HANDOVER_ACK';

export const shiftLog = pgTable(
  'shift_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    authorId: required(uuid('author_id'), () => users.id),
    kind: text('kind').$type<ShiftLogKind>().notNull(),
    text: text('text').notNull(),
    ticketId: integer('ticket_id').references(() => tickets.id),
    unitId: integer('unit_id').references(() => units.id),
    corrects: bigint('corrects', { mode: 'number' }),
    handoverId: integer('handover_id').references(() => shiftHandovers.id),
    // Set by the shift_log_chain trigger; the insert's values are replaced.
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [index('shift_log_at_idx').on(t.at, t.id), index('shift_log_author_idx').on(t.authorId, t.at)],
);
