// The personal data access log (issue 40, migration 0032): one insert per request that read
// unmasked personal data, the ids of a list batched in one row; the administrator's paged reading.
import { sql } from 'drizzle-orm';
import type { Paged, PersonalDataAccessEntry, PersonalField } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { offsetOf, paged, type PageRequest } from '../lib/paging.ts';
import { executeRows } from './execute-rows.ts';

export interface AccessRecord {
  userId: string;
  ticketIds: readonly number[];
  fields: readonly PersonalField[];
  route: string;
  reason?: string | null;
}

/** One statement; nothing when there is nothing read (an empty list, a role that reads it all masked). */
export async function recordPersonalDataAccess(db: Db, record: AccessRecord): Promise<void> {
  if (record.ticketIds.length === 0 || record.fields.length === 0) return;
  await db.execute(
    sql`insert into personal_data_access (user_id, ticket_ids, fields, route, reason)
        values (${record.userId}, ${`{${[...new Set(record.ticketIds)].join(',')}}`}::integer[], ${`{${record.fields.join(',')}}`}::text[], ${record.route}, ${record.reason ?? null})`,
  );
}

export interface AccessLogFilter {
  ticketId?: number;
  userId?: string;
  from?: string;
  to?: string;
}

interface Row extends Record<string, unknown> {
  id: number | string;
  at: Date | string;
  user_id: string;
  user_name: string;
  user_role: string;
  ticket_ids: number[];
  fields: PersonalField[];
  route: string;
  reason: string | null;
}

/** Newest first; `from` inclusive, `to` exclusive (ISO instants). */
export async function listPersonalDataAccess(
  db: Db,
  filter: AccessLogFilter,
  request: PageRequest,
): Promise<Paged<PersonalDataAccessEntry>> {
  const where = sql.join(
    [
      sql`true`,
      ...(filter.ticketId !== undefined ? [sql`a.ticket_ids @> array[${filter.ticketId}]::integer[]`] : []),
      ...(filter.userId ? [sql`a.user_id = ${filter.userId}::uuid`] : []),
      ...(filter.from ? [sql`a.at >= ${filter.from}::timestamptz`] : []),
      ...(filter.to ? [sql`a.at < ${filter.to}::timestamptz`] : []),
    ],
    sql` and `,
  );
  const [{ rows }, { rows: counted }] = await Promise.all([
    executeRows<Row>(
      db,
      sql`select a.id, a.at, a.user_id, trim(u.first_name || ' ' || u.last_name) as user_name, u.role as user_role,
                 a.ticket_ids, a.fields, a.route, a.reason
          from personal_data_access a join users u on u.id = a.user_id
          where ${where} order by a.at desc, a.id desc limit ${request.size} offset ${offsetOf(request)}`,
    ),
    executeRows<{ n: number | string }>(db, sql`select count(*) as n from personal_data_access a where ${where}`),
  ]);
  const content = rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    userId: r.user_id,
    userName: r.user_name,
    userRole: r.user_role,
    ticketIds: r.ticket_ids.map(Number),
    fields: r.fields,
    route: r.route,
    reason: r.reason,
  }));
  return paged(content, request, Number(counted[0]?.n ?? 0));
}
