// The inspector clock's alert (issue 39 item 4), as the SLA breach scan does it (sla-breaches.ts):
// every open event whose notice to the Inspección Fiscal is overdue tells the control room once
// (OPERATOR and SUPERVISOR, a notification). One statement: events are claimed FOR UPDATE SKIP
// LOCKED and marked in the same transaction as the notifications, so instances scanning at once
// never notify twice and a crash never loses one.
import { sql } from 'drizzle-orm';
import { CLOSED_STATUS } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { inspectorNoticeDue } from '../lib/inspector-clock.ts';
import { dueEvents, dueKm, scanIds } from './scan-due.ts';

/** Marks the events newly overdue at `now` and notifies the control room; their ids. */
export async function notifyInspectorNoticeDue(db: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  return scanIds(
    db,
    sql`
    with ${dueEvents(sql`tickets.status_code <> ${CLOSED_STATUS} and tickets.severity in ('CRITICAL', 'MAJOR')
        and not exists (select 1 from inspector_notice_alerts x where x.ticket_id = tickets.id)
        and ${inspectorNoticeDue} < ${at}::timestamptz`)}, marked as (
      insert into inspector_notice_alerts (ticket_id, alerted_at) select id, ${at}::timestamptz from due
      on conflict do nothing returning ticket_id as id
    ), staff as (
      select id from users where role in ('OPERATOR', 'SUPERVISOR') and enabled and deleted_at is null
    ), sent as (
      insert into notifications (profile_id, type, ticket_id, message)
      select staff.id, 'INSPECTOR_NOTICE_DUE', due.id,
        'Aviso a la Inspección Fiscal vencido: evento #' || due.id || ' (' || due.category_name || ', km ' || ${dueKm} || ')'
      from due join marked on marked.id = due.id cross join staff
    )
    select id from marked order by id`,
  );
}
