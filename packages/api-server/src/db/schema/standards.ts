// Service standards and the Inspección Fiscal's observations (issue 40 items 1–2, migration 0028).
import type { ObservationOutcome, ObservationState, Severity } from '@vigia/domain';
import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { classifications, tickets } from './events.ts';
import { at, createdAt, eventRef, serialId } from './columns.ts';

export const serviceStandards = pgTable('service_standards', {
  id: serialId(),
  severity: text('severity').notNull().$type<Severity>(),
  classificationId: integer('classification_id').references(() => classifications.id),
  onSceneMinutes: integer('on_scene_minutes'),
  lanesOpenMinutes: integer('lanes_open_minutes'),
  clearedMinutes: integer('cleared_minutes'),
  inspectorNoticeMinutes: integer('inspector_notice_minutes'),
  /** 'YYYY-MM-DD' (Chilean calendar). */
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
  createdBy: userRef('created_by', 'set null'),
});

export const observations = pgTable(
  'observations',
  {
    id: serialId(),
    ticketId: eventRef('ticket_id', () => tickets.id),
    standardId: integer('standard_id').references(() => serviceStandards.id),
    state: text('state').notNull().$type<ObservationState>().default('OPEN'),
    text: text('text').notNull(),
    proposedUtm: numeric('proposed_utm', { precision: 12, scale: 2 }),
    openedAt: at('opened_at').notNull(),
    openedBy: userRef('opened_by', 'set null'),
    replyText: text('reply_text'),
    replyAttachmentIds: integer('reply_attachment_ids').array().notNull().default([]),
    repliedAt: at('replied_at'),
    repliedBy: userRef('replied_by', 'set null'),
    outcome: text('outcome').$type<ObservationOutcome>(),
    reason: text('reason'),
    resolvedAt: at('resolved_at'),
    resolvedBy: userRef('resolved_by', 'set null'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('observations_state_idx').on(t.state, t.openedAt), index('observations_ticket_idx').on(t.ticketId)],
);
