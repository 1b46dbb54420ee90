// Route alerts (issue 41 item 5): subscriptions, and the alerts tick's two steps.
// - Changes: the incidents the public may see open now (road-events.ts `published`) and the works
//   in a window now are compared with route_alert_tracked: new ones START, gone ones END (an
//   incident only when closed: a merged one is simply dropped). One statement per kind whose
//   INSERT … ON CONFLICT and DELETE … RETURNING each hand a row to one caller only, so instances
//   ticking together tell each start and end once; the matching subscribers' items are written by
//   the same statement.
// - Mails: subscribers with items and no mail in the last 15 minutes are taken FOR UPDATE SKIP
//   LOCKED, stamped and emptied in one statement; the caller writes their mail to the outbox in the
//   same transaction.
// Only public facts are copied (see mail/alert-templates.ts): nothing personal can reach a mail.
import { sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, SEVERITIES, type Orientation, type Severity } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { executeRows, executeRowsWithoutJit } from './execute-rows.ts';
import { published } from './road-events.ts';
import type { AlertItem } from '../mail/alert-templates.ts';

/** Unconfirmed subscriptions are deleted this long after the request. */
export const CONFIRM_HOURS = 48;
/** At most one alert mail per subscriber in this time; what comes meanwhile waits for the next. */
export const MAIL_GAP_MINUTES = 15;
const MAIL_BATCH = 100;

export interface SubscriptionInput {
  email: string;
  kmFrom: number;
  kmTo: number;
  orientations: Orientation[];
  minSeverity: Severity | null;
  works: boolean;
}

export interface DueSubscription extends SubscriptionInput {
  id: number;
  items: AlertItem[];
}

/** A subscription as its columns come back from `returning`. */
type SubscriptionRow = {
  email: string;
  km_from: number;
  km_to: number;
  orientations: Orientation[];
  min_severity: Severity | null;
  works: boolean;
};

const subscriptionOf = (row: SubscriptionRow): SubscriptionInput => ({
  email: row.email,
  kmFrom: Number(row.km_from),
  kmTo: Number(row.km_to),
  orientations: row.orientations,
  minSeverity: row.min_severity,
  works: row.works,
});

const stamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const severityRank = (value: SQL) => sql`array_position(array[${sql.raw(SEVERITIES.map((s) => `'${s}'`).join(', '))}]::text[], ${value})`;

export async function insertSubscription(db: Db, input: SubscriptionInput, now: Date): Promise<number> {
  const { rows } = await executeRows<{ id: number }>(
    db,
    sql`insert into route_alert_subscriptions (email, km_from, km_to, orientations, min_severity, works, created_at)
      values (${input.email}, ${input.kmFrom}, ${input.kmTo}, ${`{${input.orientations.join(',')}}`}::text[], ${input.minSeverity},
        ${input.works}, ${stamp(now)})
      returning id`,
  );
  return Number(rows[0]!.id);
}

/** Confirms (again is fine); null when the subscription is gone or its request expired. */
export async function confirmSubscription(db: Db, id: number, now: Date): Promise<SubscriptionInput | null> {
  const { rows } = await executeRows<SubscriptionRow>(
    db,
    sql`update route_alert_subscriptions set confirmed_at = coalesce(confirmed_at, ${stamp(now)})
      where id = ${id} and (confirmed_at is not null or created_at > ${stamp(now)} - make_interval(hours => ${CONFIRM_HOURS}))
      returning email, km_from, km_to, orientations, min_severity, works`,
  );
  const row = rows[0];
  return row ? subscriptionOf(row) : null;
}

/** Deletes the subscription and what waits for it; false when it was already gone. */
export async function deleteSubscription(db: Db, id: number): Promise<boolean> {
  const { rows } = await executeRows<{ id: number }>(db, sql`delete from route_alert_subscriptions where id = ${id} returning id`);
  return rows.length > 0;
}

export async function deleteExpiredRequests(db: Db, now: Date): Promise<number> {
  const { rows } = await executeRows<{ id: number }>(
    db,
    sql`delete from route_alert_subscriptions
      where confirmed_at is null and created_at <= ${stamp(now)} - make_interval(hours => ${CONFIRM_HOURS}) returning id`,
  );
  return rows.length;
}

/** The subscribers an item concerns: confirmed (before it started, for an end), in range, on its carriageway, wanting its kind. */
const queueItems = (now: Date) => sql`
  insert into route_alert_pending (subscription_id, kind, phase, ref_id, facts, at)
  select s.id, x.kind, x.phase, x.ref_id, x.facts, ${stamp(now)}
  from items x join route_alert_subscriptions s
    on s.confirmed_at is not null and s.confirmed_at <= x.started_at
    and s.km_from <= (x.facts->>'kmTo')::float8 and s.km_to >= (x.facts->>'kmFrom')::float8
    and s.orientations && array(select jsonb_array_elements_text(x.facts->'orientations'))
    and case when x.kind = 'WORK' then s.works
      else s.min_severity is not null and ${severityRank(sql`s.min_severity`)} <= ${severityRank(sql`x.facts->>'severity'`)} end
  returning subscription_id`;

const INCIDENT_FACTS = sql`jsonb_build_object('kmFrom', tickets.kilometer, 'kmTo', tickets.kilometer,
  'orientations', jsonb_build_array(tickets.orientation), 'severity', tickets.severity, 'name', classifications.name,
  'lanes', jsonb_build_object('NORTH', tickets.lanes_north, 'SOUTH', tickets.lanes_south), 'since', tickets.created_at)`;

/** Incidents started and ended since the last tick; the number of items queued. */
export async function trackIncidents(db: Db, now: Date): Promise<number> {
  const open = sql`tickets.status_code <> ${CLOSED_STATUS} and ${published}`;
  // Every open event is read: compiling that pass with JIT took longer than running it.
  const { rows } = await executeRowsWithoutJit<{ subscription_id: number }>(
    db,
    sql`with started as (
      insert into route_alert_tracked (kind, ref_id, started_at, facts)
      select 'INCIDENT', tickets.id, ${stamp(now)}, ${INCIDENT_FACTS}
      from tickets join classifications on classifications.id = tickets.classification_id
      where ${open} and not exists (select 1 from route_alert_tracked r where r.kind = 'INCIDENT' and r.ref_id = tickets.id)
      on conflict do nothing
      returning kind, ref_id, started_at, facts
    ), gone as (
      delete from route_alert_tracked r
      where r.kind = 'INCIDENT' and not exists (select 1 from tickets where tickets.id = r.ref_id and ${open})
      returning kind, ref_id, started_at, facts
    ), items as (
      select kind, 'START' as phase, ref_id, started_at, facts from started
      union all
      select kind, 'END', ref_id, started_at, facts from gone
      -- Closed, not merged: a merge closes the duplicate, but the incident goes on as the survivor.
      where exists (select 1 from tickets t where t.id = gone.ref_id and t.status_code = ${CLOSED_STATUS})
        and not exists (select 1 from ticket_links l where l.ticket_id = gone.ref_id and l.kind = 'DUPLICATE_OF')
    ), queued as (${queueItems(now)})
    select subscription_id from queued`,
  );
  return rows.length;
}

const WORK_WINDOW = (now: Date) =>
  sql`select p.starts_at, p.ends_at from planned_work_periods p
    where p.work_id = w.id and p.starts_at <= ${stamp(now)} and p.ends_at > ${stamp(now)} order by p.starts_at limit 1`;

/** Works whose window began or ended (or that were cancelled in one) since the last tick. */
export async function trackWorks(db: Db, now: Date): Promise<number> {
  const { rows } = await executeRows<{ subscription_id: number }>(
    db,
    sql`with live as (
      select w.id, jsonb_build_object('kmFrom', w.km_from, 'kmTo', w.km_to, 'orientations', to_jsonb(w.orientations),
        'title', w.title, 'speedLimit', w.speed_limit, 'lanes', jsonb_build_object('NORTH', w.lanes_north, 'SOUTH', w.lanes_south),
        'since', win.starts_at, 'until', win.ends_at) as facts
      from planned_works w cross join lateral (${WORK_WINDOW(now)}) win
      where w.status = 'APPROVED'
    ), started as (
      insert into route_alert_tracked (kind, ref_id, started_at, facts)
      select 'WORK', live.id, ${stamp(now)}, live.facts from live
      where not exists (select 1 from route_alert_tracked r where r.kind = 'WORK' and r.ref_id = live.id)
      on conflict do nothing
      returning kind, ref_id, started_at, facts
    ), gone as (
      delete from route_alert_tracked r
      where r.kind = 'WORK' and not exists (select 1 from live where live.id = r.ref_id)
      returning kind, ref_id, started_at, facts
    ), items as (
      select kind, 'START' as phase, ref_id, started_at, facts from started
      union all
      select kind, 'END', ref_id, started_at, facts from gone
    ), queued as (${queueItems(now)})
    select subscription_id from queued`,
  );
  return rows.length;
}

/**
 * Takes the subscribers due a mail now (items waiting, none mailed in the last MAIL_GAP_MINUTES):
 * stamped and emptied in one statement, rows other instances hold are skipped. Call inside the
 * transaction that writes their mails.
 */
export async function takeDueSubscriptions(db: Db, now: Date): Promise<DueSubscription[]> {
  const { rows } = await executeRows<
    SubscriptionRow & { id: number; items: { kind: AlertItem['kind']; phase: AlertItem['phase']; facts: AlertItem['facts']; at: string }[] }
  >(
    db,
    sql`with due as (
      select s.id from route_alert_subscriptions s
      where s.confirmed_at is not null
        and (s.last_mail_at is null or s.last_mail_at <= ${stamp(now)} - make_interval(mins => ${MAIL_GAP_MINUTES}))
        and exists (select 1 from route_alert_pending p where p.subscription_id = s.id)
      order by s.id limit ${MAIL_BATCH}
      for update skip locked
    ), stamped as (
      update route_alert_subscriptions s set last_mail_at = ${stamp(now)} from due where s.id = due.id
      returning s.id, s.email, s.km_from, s.km_to, s.orientations, s.min_severity, s.works
    ), taken as (
      delete from route_alert_pending p using stamped where p.subscription_id = stamped.id
      returning p.id, p.subscription_id, p.kind, p.phase, p.facts, p.at
    )
    select stamped.*, coalesce((
      select jsonb_agg(jsonb_build_object('kind', t.kind, 'phase', t.phase, 'facts', t.facts, 'at', t.at) order by t.id)
      from taken t where t.subscription_id = stamped.id), '[]'::jsonb) as items
    from stamped order by stamped.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), ...subscriptionOf(r), items: r.items }));
}

export const MAIL_TAKE_BATCH = MAIL_BATCH;
