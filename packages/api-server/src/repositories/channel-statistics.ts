// "Eventos por canal" of GET /api/report/reportStatistic (issue 39): how the events of the last 30
// local days reached the control room. No rollup keeps channels; a direct count over the window is
// an index-only scan of tickets_lifecycle_idx, which carries channel_code (migration 0037), or for a
// driver or an operator a walk of their (owner, date_event) index.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReportStatistic } from '@vigia/domain';
import { ownerCondition } from '../access/ticket-policy.ts';
import type { Db } from '../db/client.ts';
import { channels, tickets } from '../db/schema.ts';
import type { TicketOwner } from './report-statistics.ts';
import { REPORT_TIME_ZONE } from './reports.ts';

/** Events from the local day `from` on, per channel, in the list's order; every channel listed, even at 0. */
export async function channelStatistic(db: Db, owner: TicketOwner | undefined, from: string): Promise<ReportStatistic['byChannel']> {
  const inWindow = and(
    eq(tickets.channelCode, channels.code),
    ownerCondition(owner),
    sql`${tickets.dateEvent} >= (${from}::date)::timestamp at time zone ${REPORT_TIME_ZONE}`,
  );
  return db
    .select({ code: channels.code, name: channels.name, count: sql<number>`count(${tickets.id})::int` })
    .from(channels)
    .leftJoin(tickets, inWindow)
    .groupBy(channels.code, channels.name, channels.sortOrder)
    .orderBy(asc(channels.sortOrder), asc(channels.code));
}
