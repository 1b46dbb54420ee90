// Column types shared by the tables.
import { customType, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// PGlite returns Uint8Array and pg returns Buffer for bytea: normalise to Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A row that belongs to an event (a comment, photo, milestone, link): it goes when the event goes. */
export const eventRef = <N extends string>(name: N, ticketId: () => AnyPgColumn) =>
  integer(name).notNull().references(ticketId, { onDelete: 'cascade' });
