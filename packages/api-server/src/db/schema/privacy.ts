// The personal data access log (issue 40, migration 0032): one row per request that read a
// reporter's unmasked data.
import { bigserial, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, required } from './columns.ts';
import { users } from './accounts.ts';

export const personalDataAccess = pgTable(
  'personal_data_access',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    userId: required(uuid('user_id'), () => users.id),
    ticketIds: integer('ticket_ids').array().notNull(),
    fields: text('fields').array().notNull(),
    route: text('route').notNull(),
    /** A reveal's reason; null for an automatic read (its route says what). */
    reason: text('reason'),
  },
  (t) => [
    index('personal_data_access_at_idx').on(t.at.desc(), t.id.desc()),
    index('personal_data_access_user_idx').on(t.userId, t.at.desc()),
  ],
);
