// A reporter's requests under Ley 21.719 (issue 40 item 4, migration 0033): made with the event's
// follow-up link, resolved by an ADMIN before `due_at`.
import type { PrivacyRequestKind, PrivacyRequestState } from '@vigia/domain';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, required, serialId } from './columns.ts';
import { userRef } from './accounts.ts';
import { tickets } from './events.ts';

export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serialId(),
    ticketId: required(integer('ticket_id'), () => tickets.id),
    kind: text('kind').notNull().$type<PrivacyRequestKind>(),
    /** What to correct (RECTIFICATION); null otherwise. */
    text: text('text'),
    state: text('state').notNull().$type<PrivacyRequestState>().default('PENDING'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The legal deadline, fixed when asked. */
    dueAt: at('due_at').notNull(),
    resolvedAt: at('resolved_at'),
    resolvedById: userRef('resolved_by_id'),
    reason: text('reason'),
    /** The events a resolved deletion erased. */
    erasedTicketIds: integer('erased_ticket_ids').array(),
  },
  (t) => [index('privacy_requests_state_idx').on(t.state, t.dueAt, t.id), index('privacy_requests_ticket_idx').on(t.ticketId)],
);
