// The SLA breach scan (issue 23): every open event past its target tells the supervisors once (a
// notification, and a mail to those who chose mail notices).
// One statement: rows are claimed with FOR UPDATE SKIP LOCKED and marked in the same transaction as
// the notifications, so instances scanning at once never notify twice and a crash never loses one.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { breachedAt } from '../lib/sla.ts';
import { dueEvents, dueKm, scanIds } from './scan-due.ts';

/** Marks the newly breached events and notifies every enabled SUPERVISOR; returns their ids. */
export async function notifySlaBreaches(db: Db, now: Date): Promise<number[]> {
  const at = now.toISOString();
  return scanIds(
    db,
    sql`
    with ${dueEvents(
      sql`tickets.status_code <> 'CERRADO' and tickets.sla_breach_notified_at is null and ${breachedAt(now)}`,
      sql`join sla_targets on sla_targets.severity = tickets.severity`,
    )}, marked as (
      update tickets set sla_breach_notified_at = ${at}::timestamptz from due where tickets.id = due.id returning tickets.id
    ), supervisors as (
      select id, email, email_notifications from users where role = 'SUPERVISOR' and enabled and deleted_at is null
    ), sent as (
      insert into notifications (profile_id, type, ticket_id, message)
      select supervisors.id, 'SLA_BREACHED', due.id,
        'Plazo vencido: evento #' || due.id || ' (' || due.category_name || ', km ' || ${dueKm} || ')'
      from due join marked on marked.id = due.id cross join supervisors
    ), mailed as (
      -- Supervisors who chose mail notices also get one (issue 25), through the outbox.
      insert into mail_outbox (kind, to_address, payload)
      select 'TICKET_SLA_BREACHED', supervisors.email, jsonb_build_object('ticketId', due.id, 'userId', supervisors.id)
      from due join marked on marked.id = due.id cross join supervisors
      where supervisors.email_notifications
    )
    select id from marked order by id`,
  );
}
