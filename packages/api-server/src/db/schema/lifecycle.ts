// An incident's lifecycle (issue 26, migration 0012): its milestones and its links to other events.
import type { MilestoneCode } from '@vigia/domain';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { tickets } from './events.ts';
import { at, createdAt, eventRef } from './columns.ts';

export const ticketMilestones = pgTable(
  'ticket_milestones',
  {
    ticketId: eventRef('ticket_id', () => tickets.id),
    /** VERIFIED | DISPATCHED | ON_SCENE | LANES_OPEN | CLEARED (MILESTONE_CODES). */
    code: text('code').notNull().$type<MilestoneCode>(),
    at: at('at').notNull(),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    recordedBy: userRef('recorded_by'),
    /** Why it was recorded with a past time (shown as corrected); null when recorded as it happened. */
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.code] })],
);

export const ticketLinks = pgTable(
  'ticket_links',
  {
    ticketId: eventRef('ticket_id', () => tickets.id),
    /** DUPLICATE_OF (its master) | SECONDARY_OF (its primary). */
    kind: text('kind').notNull(),
    targetId: eventRef('target_id', () => tickets.id),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.kind] }), index('ticket_links_target_idx').on(t.targetId, t.kind)],
);
