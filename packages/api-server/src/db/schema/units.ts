// Dispatch (issue 38, migration 0022): units, their kinds, the kinds a category needs first, the
// crews' shifts, each unit's dispatches to events, its status history and the positions it sent.
import type { Orientation } from '@vigia/domain';
import type { UnitStatus } from '@vigia/domain/unit-status';
import { bigserial, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { tickets } from './events.ts';
import { at, createdAt, required, serialId, updatedAt } from './columns.ts';

export const unitKinds = pgTable('unit_kinds', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const categoryUnitKinds = pgTable(
  'category_unit_kinds',
  {
    categoryCode: text('category_code').notNull(),
    kind: required(text('kind'), () => unitKinds.code, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.categoryCode, t.kind] })],
);

export const units = pgTable('units', {
  id: serialId(),
  /** Unique regardless of case (units_code_idx on upper(code)). */
  code: text('code').notNull(),
  kind: required(text('kind'), () => unitKinds.code),
  plate: text('plate').notNull(),
  baseKm: doublePrecision('base_km').notNull(),
  active: boolean('active').notNull().default(true),
  /** The ETag of ADMIN's edits; status and positions do not move it. */
  version: integer('version').notNull().default(1),
  status: text('status').notNull().$type<UnitStatus>().default('OUT_OF_SERVICE'),
  statusSince: at('status_since').notNull().defaultNow(),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  accuracy: doublePrecision('accuracy'),
  kilometer: doublePrecision('kilometer'),
  orientation: text('orientation').$type<Orientation>(),
  /** When the last position was taken (the phone's time): a late one older than it is history only. */
  positionAt: at('position_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const unitShifts = pgTable('unit_shifts', {
  id: serialId(),
  unitId: required(integer('unit_id'), () => units.id, 'cascade'),
  driverId: required(uuid('driver_id'), () => users.id, 'cascade'),
  startedAt: at('started_at').notNull(),
  /** Null while on shift: unique partial indexes allow one open shift per unit and per driver. */
  endedAt: at('ended_at'),
});

export const unitDispatches = pgTable(
  'unit_dispatches',
  {
    id: serialId(),
    unitId: required(integer('unit_id'), () => units.id, 'cascade'),
    ticketId: required(integer('ticket_id'), () => tickets.id, 'cascade'),
    dispatchedAt: at('dispatched_at').notNull(),
    dispatchedBy: userRef('dispatched_by', 'set null'),
    enRouteAt: at('en_route_at'),
    onSceneAt: at('on_scene_at'),
    /** Null while the unit works the event: one open per unit (unit_dispatches_open_unit_idx). */
    releasedAt: at('released_at'),
    releasedBy: userRef('released_by', 'set null'),
  },
  (t) => [index('unit_dispatches_ticket_idx').on(t.ticketId, t.dispatchedAt)],
);

export const unitStatusHistory = pgTable(
  'unit_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitId: required(integer('unit_id'), () => units.id, 'cascade'),
    status: text('status').notNull().$type<UnitStatus>(),
    at: at('at').notNull(),
    byId: userRef('by_id', 'set null'),
    driverId: userRef('driver_id', 'set null'),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
  },
  (t) => [index('unit_status_history_unit_idx').on(t.unitId, t.at, t.id)],
);

export const unitPositions = pgTable(
  'unit_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitId: required(integer('unit_id'), () => units.id, 'cascade'),
    driverId: userRef('driver_id', 'set null'),
    at: at('at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    accuracy: doublePrecision('accuracy'),
    kilometer: doublePrecision('kilometer').notNull(),
    orientation: text('orientation').notNull().$type<Orientation>(),
  },
  (t) => [index('unit_positions_unit_at_idx').on(t.unitId, t.at)],
);
