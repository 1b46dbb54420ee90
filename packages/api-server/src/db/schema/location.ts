// Reporting from the roadside (issue 24, migration 0011): the km-post reference table and the
// idempotency keys of event creations and photo uploads.
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const kmPosts = pgTable(
  'km_posts',
  {
    carriageway: text('carriageway').notNull().$type<'NORTH' | 'SOUTH'>(),
    km: doublePrecision('km').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [primaryKey({ columns: [t.carriageway, t.km] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** NULL while the first request with this key is being answered. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
