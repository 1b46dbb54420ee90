// Column types shared by the tables.
import { customType, integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// PGlite returns Uint8Array and pg returns Buffer for bytea: normalise to Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Every time in the database is a timestamptz. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** The integer key most tables have. */
export const serialId = () => serial('id').primaryKey();

/** A column that must name a row of another table; `onDelete`: what that row's deletion does to this one. */
export const required = <N extends { references(ref: () => AnyPgColumn, actions: { onDelete?: 'cascade' }): N }>(
  column: { notNull(): N },
  ref: () => AnyPgColumn,
  onDelete?: 'cascade',
): N => column.notNull().references(ref, { onDelete });

/** A row that belongs to an event (a comment, photo, milestone, link): it goes when the event goes. */
export const eventRef = (name: string, ticketId: () => AnyPgColumn) => required(integer(name), ticketId, 'cascade');
