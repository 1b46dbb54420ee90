// The control room's triage lists (issue 23, migration 0010): targets per severity, the severity each
// classification starts with, closing reasons and response templates.
import type { Severity } from '@vigia/domain';
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { serialId, updatedAt } from './columns.ts';
import { classifications } from './events.ts';

export const slaTargets = pgTable('sla_targets', {
  severity: text('severity').primaryKey().$type<Severity>(),
  takeMinutes: integer('take_minutes').notNull(),
  closeMinutes: integer('close_minutes').notNull(),
  updatedAt: updatedAt(),
});

export const severityRules = pgTable('severity_rules', {
  classificationId: integer('classification_id')
    .primaryKey()
    .references(() => classifications.id, { onDelete: 'cascade' }),
  severity: text('severity').notNull().$type<Severity>(),
});

export const closeReasons = pgTable('close_reasons', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  position: serial('position').notNull(),
});

export const responseTemplates = pgTable('response_templates', {
  id: serialId(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: updatedAt(),
});
