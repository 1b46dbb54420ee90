// The drizzle schema the repositories query through says what the migrations made: every column of
// every table, with the same name, SQL type, nullability and presence of a default. A column helper
// in db/schema/columns.ts that changed one of these shows here.
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as schema from '../src/db/schema';
import { withApp } from './helpers';

let app: FastifyInstance;
withApp({}, (started) => {
  app = started;
});

const tables = Object.values(schema as Record<string, unknown>)
  .filter((v): v is PgTable => is(v, PgTable))
  .map((table) => getTableConfig(table));

/** A serial column is an integer column with a sequence's default. */
const SERIAL_TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };

/**
 * Filled by a BEFORE INSERT trigger, so the schema lets an insert leave them out: each hash chain's
 * `hash` (declared nullable) and the event's severity, started from its classification (declared
 * with a default; migration 0013 dropped the column's). [what the schema says, what the table has]
 */
const TRIGGER_FILLED: Record<string, [string, string]> = {
  'ticket_history.hash': ['text', 'text not null'],
  'shift_log.hash': ['text', 'text not null'],
  'planned_work_history.hash': ['text', 'text not null'],
  'tickets.severity': ['text not null default', 'text not null'],
};

interface DbColumn {
  table_name: string;
  column_name: string;
  type: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
}

it('describes every table of the migrated database as it is', async () => {
  const rows = await app.database.query<DbColumn>(
    `select c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) as type, c.is_nullable,
            (c.column_default is not null or c.is_identity = 'YES') as has_default
       from information_schema.columns c
       join pg_attribute a on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and a.attname = c.column_name
      where c.table_schema = current_schema() and c.table_name = any($1::text[])`,
    [tables.map((t) => t.name)],
  );
  const inDatabase = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r]));
  const described = tables.flatMap((table) =>
    table.columns.map((column) => {
      const name = `${table.name}.${column.name}`;
      const type = column.getSQLType().replaceAll(', ', ',');
      const said = `${name} ${SERIAL_TYPES[type] ?? type}${column.notNull ? ' not null' : ''}${column.hasDefault ? ' default' : ''}`;
      const [schemaSays, databaseHas] = TRIGGER_FILLED[name] ?? [];
      return said === `${name} ${schemaSays}` ? `${name} ${databaseHas}` : said;
    }),
  );
  const found = [...inDatabase.values()]
    .filter((r) => described.some((d) => d.startsWith(`${r.table_name}.`)))
    .map((r) => `${r.table_name}.${r.column_name} ${r.type}${r.is_nullable === 'NO' ? ' not null' : ''}${r.has_default ? ' default' : ''}`);
  expect({
    onlyInSchema: described.filter((d) => !found.includes(d)),
    onlyInDatabase: found.filter((d) => !described.includes(d)),
  }).toEqual({
    onlyInSchema: [],
    onlyInDatabase: [],
  });
});
