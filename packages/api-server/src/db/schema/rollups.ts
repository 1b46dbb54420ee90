// Counters kept exact by statement-level triggers on tickets (migrations 0001, 0006, 0015): search totals
// and statistics read a few hundred rows instead of scanning events.
import { bigint, date, integer, numeric, pgTable, pgView, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/** Whose events a per-owner rollup row counts: a DRIVER's created ones, an OPERATOR's assigned ones. */
export type OwnerKind = 'created_by' | 'assigned_to';

// Column sets that several rollups repeat: new builders for each table (drizzle's are not shared).
const ownerKey = () => ({
  ownerId: uuid('owner_id').notNull(),
  ownerKind: text('owner_kind').$type<OwnerKind>().notNull(),
});
const countSums = () => ({
  n: bigint('n', { mode: 'number' }).notNull().default(0),
  /** Of n, the events with no assignee (statistics: open and unassigned). */
  unassigned: bigint('unassigned', { mode: 'number' }).notNull().default(0),
  /** Sum of closed_at - created_at over the CERRADO events of n (mean time to close). */
  closeSeconds: numeric('close_seconds').notNull().default('0'),
});

/**
 * Live row counts of tickets per (status, classification), kept exact by statement-level triggers on
 * tickets (migrations 0001, 0006), so a search total filtered only by status and/or category is a sum
 * of a few hundred rows instead of count(*) over the whole table. `slot` is the writer's (backend
 * pid % 16): concurrent writers add to different rows instead of queueing on one row lock; only the
 * sum over slots is meaningful.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    statusCode: text('status_code').notNull(),
    classificationId: integer('classification_id').notNull(),
    slot: smallint('slot').notNull(),
    ...countSums(),
  },
  (t) => [primaryKey({ columns: [t.statusCode, t.classificationId, t.slot] })],
);

/** Events per commune and direction, every event (migration 0006; slots as in ticket_counts). */
export const ticketPlaceCounts = pgTable(
  'ticket_place_counts',
  {
    commune: text('commune').notNull(),
    orientation: text('orientation').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.commune, t.orientation, t.slot] })],
);

/** Events per local day (America/Santiago) of date_event, every event (migration 0006). */
export const ticketDayCounts = pgTable(
  'ticket_day_counts',
  {
    day: date('day').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);

/** ticket_counts per creator and per assignee (migration 0006): a DRIVER's or OPERATOR's own figures. */
export const ticketOwnerCounts = pgTable(
  'ticket_owner_counts',
  {
    ...ownerKey(),
    statusCode: text('status_code').notNull(),
    classificationId: integer('classification_id').notNull(),
    ...countSums(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.ownerKind, t.statusCode, t.classificationId] })],
);

/** ticket_place_counts per creator and per assignee (migration 0006). */
export const ticketOwnerPlaces = pgTable(
  'ticket_owner_places',
  {
    ...ownerKey(),
    commune: text('commune').notNull(),
    orientation: text('orientation').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.ownerKind, t.commune, t.orientation] })],
);

/**
 * Events inserted by small statements (creations) and not yet added to the rollups above (migration
 * 0015): the insert trigger appends here instead of upserting five tables; ticket_rollups_fold()
 * moves them into the rollups (plugins/rollup-fold.ts). No index: appends stay cheap.
 */
export const ticketRollupPending = pgTable('ticket_rollup_pending', {
  statusCode: text('status_code').notNull(),
  classificationId: integer('classification_id').notNull(),
  commune: text('commune').notNull(),
  orientation: text('orientation').notNull(),
  dateEvent: at('date_event').notNull(),
  createdById: uuid('created_by_id'),
  assignedToId: uuid('assigned_to_id'),
  createdAt: at('created_at').notNull(),
  closedAt: at('closed_at'),
});

// What the reads sum (migration 0015's views): each rollup's rows plus one row per pending event,
// read in one statement so a fold committing meanwhile never counts an event twice or not at all.
const countColumns = {
  statusCode: text('status_code').notNull(),
  classificationId: integer('classification_id').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
  unassigned: bigint('unassigned', { mode: 'number' }).notNull(),
  closeSeconds: numeric('close_seconds').notNull(),
};
const owner = ownerKey();
const placeColumns = {
  commune: text('commune').notNull(),
  orientation: text('orientation').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
};

/** ticket_counts + pending, without slots (sum over rows). */
export const ticketCountsLive = pgView('ticket_counts_live', countColumns).existing();
/** ticket_place_counts + pending. */
export const ticketPlaceCountsLive = pgView('ticket_place_counts_live', placeColumns).existing();
/** ticket_day_counts + pending. */
export const ticketDayCountsLive = pgView('ticket_day_counts_live', {
  day: date('day').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
}).existing();
/** ticket_owner_counts + pending, per creator and per assignee. */
export const ticketOwnerCountsLive = pgView('ticket_owner_counts_live', { ...owner, ...countColumns }).existing();
/** ticket_owner_places + pending, per creator and per assignee. */
export const ticketOwnerPlacesLive = pgView('ticket_owner_places_live', { ...owner, ...placeColumns }).existing();
