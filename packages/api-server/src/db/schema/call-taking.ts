// Every channel in (issue 39, migration 0026): the channel list and the SOS posts.
import type { Orientation } from '@vigia/domain';
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const channels = pgTable('channels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const sosPosts = pgTable('sos_posts', {
  number: integer('number').primaryKey(),
  kilometer: doublePrecision('kilometer').notNull(),
  orientation: text('orientation').notNull().$type<Orientation>(),
});
