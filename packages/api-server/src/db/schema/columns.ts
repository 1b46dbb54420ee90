// Column types shared by the tables.
import { customType, timestamp } from 'drizzle-orm/pg-core';

// PGlite returns Uint8Array and pg returns Buffer for bytea: normalise to Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
