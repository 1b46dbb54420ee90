// Route alerts for the public (issue 41 item 5, migration 0031): subscriptions, the incidents and
// works seen started, and the items waiting for a subscriber's next mail.
import type { Orientation, Severity } from '@vigia/domain';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, required, serialId } from './columns.ts';

export type AlertKind = 'INCIDENT' | 'WORK';
export type AlertPhase = 'START' | 'END';

export const routeAlertSubscriptions = pgTable(
  'route_alert_subscriptions',
  {
    id: serialId(),
    email: text('email').notNull(),
    kmFrom: doublePrecision('km_from').notNull(),
    kmTo: doublePrecision('km_to').notNull(),
    orientations: text('orientations').array().notNull().$type<Orientation[]>(),
    /** Null: no incidents, works only. */
    minSeverity: text('min_severity').$type<Severity>(),
    works: boolean('works').notNull(),
    createdAt: at('created_at').notNull(),
    /** Null until the link of the confirmation mail is used; unconfirmed rows expire. */
    confirmedAt: at('confirmed_at'),
    /** The last alert mail: the next one waits 15 minutes from it. */
    lastMailAt: at('last_mail_at'),
  },
  (t) => [index('route_alert_subscriptions_km_idx').on(t.kmFrom, t.kmTo)],
);

export const routeAlertTracked = pgTable(
  'route_alert_tracked',
  {
    kind: text('kind').notNull().$type<AlertKind>(),
    refId: integer('ref_id').notNull(),
    startedAt: at('started_at').notNull(),
    facts: jsonb('facts').notNull().$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId] })],
);

export const routeAlertPending = pgTable(
  'route_alert_pending',
  {
    id: serialId(),
    subscriptionId: required(integer('subscription_id'), () => routeAlertSubscriptions.id, 'cascade'),
    kind: text('kind').notNull().$type<AlertKind>(),
    phase: text('phase').notNull().$type<AlertPhase>(),
    refId: integer('ref_id').notNull(),
    facts: jsonb('facts').notNull().$type<Record<string, unknown>>(),
    at: at('at').notNull(),
  },
  (t) => [index('route_alert_pending_subscription_idx').on(t.subscriptionId, t.id)],
);
