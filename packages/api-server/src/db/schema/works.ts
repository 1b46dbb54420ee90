// Planned works (issue 41, migration 0030): the works, their periods and their hash-chained history.
import type { LaneState, Orientation } from '@vigia/domain';
import type { WorkSchedule } from '@vigia/domain/work-schedule';
import type { StoredWorkStatus } from '@vigia/domain/work-status';
import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { at, createdAt, required, serialId, updatedAt } from './columns.ts';

export const plannedWorks = pgTable('planned_works', {
  id: serialId(),
  title: text('title').notNull(),
  kmFrom: doublePrecision('km_from').notNull(),
  kmTo: doublePrecision('km_to').notNull(),
  orientations: text('orientations').array().notNull().$type<Orientation[]>(),
  lanesNorth: text('lanes_north').notNull().$type<LaneState>(),
  lanesSouth: text('lanes_south').notNull().$type<LaneState>(),
  shoulderClosed: boolean('shoulder_closed').notNull().default(false),
  speedLimit: integer('speed_limit'),
  contractor: text('contractor').notNull(),
  contact: text('contact').notNull(),
  schedule: jsonb('schedule').notNull().$type<WorkSchedule>(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  status: text('status').notNull().$type<StoredWorkStatus>().default('DRAFT'),
  rejectionReason: text('rejection_reason'),
  version: integer('version').notNull().default(1),
  createdBy: userRef('created_by', 'set null'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const plannedWorkPeriods = pgTable(
  'planned_work_periods',
  {
    workId: required(integer('work_id'), () => plannedWorks.id, 'cascade'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.startsAt] })],
);

/** id, prev_hash and hash are set by the chain trigger. */
export const plannedWorkHistory = pgTable('planned_work_history', {
  id: serialId(),
  workId: required(integer('work_id'), () => plannedWorks.id, 'cascade'),
  changedById: userRef('changed_by_id', 'set null'),
  action: text('action').notNull(),
  changes: jsonb('changes').notNull().$type<Record<string, unknown>>().default({}),
  changedAt: at('changed_at').notNull().defaultNow(),
  prevHash: text('prev_hash'),
  hash: text('hash'),
});
