// Grows the tickets table to a target size with set-based SQL (INSERT … SELECT generate_series), not
// through the API: realistic spreads of status, category tree, km 410–580, two years of dates, many
// reporters (one of them with 3 % of all events) and operators, and the history rows (CREATED, and
// the closing change of closed events). The server's periodic scans find what a running system
// leaves them: events closed longer ago than the default retention have their reporter's fields
// erased, and open events older than a day were already told as past their SLA target and, if
// CRITICAL or MAJOR, as due for the Inspección Fiscal's notice. Left undone, at 1 M that was ~460 k
// erasures and ~110 k notices (200 a scan, each to every supervisor or staff member) that the
// server worked through during the whole bench.
import path from 'node:path';
import { openDatabase, type Database } from '@vigia/api-server/db';
import { PRIVACY_RETENTION_DAYS_DEFAULT } from '@vigia/domain/privacy-notice';
import { root } from './server.ts';

const MIGRATIONS = path.join(root, 'packages', 'api-server', 'src', 'db', 'migrations');
export const BENCH_DRIVERS = 2000;
export const BENCH_OPERATORS = 40;
export const HEAVY_DRIVER_EMAIL = 'bench-driver-1@example.com';
const BATCH = 100_000;

export function openBenchDatabase(target: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, migrationsFolder: MIGRATIONS });
}

/** Bench reporters and operators (they can sign in with the demo password: same hash). */
export async function ensureBenchUsers(db: Database): Promise<void> {
  const [existing] = await db.query<{ n: number }>(`select count(*)::int as n from users where email like 'bench-%'`);
  if ((existing?.n ?? 0) > 0) return;
  await db.query(
    `insert into users (email, password_hash, first_name, last_name, role, phone, rut)
     select 'bench-' || lower(r.role) || '-' || g || '@example.com', d.password_hash, 'Bench', r.role || ' ' || g, r.role, '569' || lpad(g::text, 8, '0'), g || '-K'
     from (values ('DRIVER', $1::int), ('OPERATOR', $2::int)) r(role, n)
     cross join lateral generate_series(1, r.n) g
     cross join (select password_hash from users where email = 'driver@example.com') d`,
    [BENCH_DRIVERS, BENCH_OPERATORS],
  );
}

export async function ticketCount(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from tickets');
  return row?.n ?? 0;
}

// One batch: the random draws are made once per row in the inner select, then combined.
const INSERT_BATCH = `
with lookups as (
  select
    (select array_agg(id order by id) from classifications) as classes,
    (select array_agg(id order by email) from users where role = 'OPERATOR' and deleted_at is null) as operators,
    (select array_agg(id order by email) from users where role = 'DRIVER' and deleted_at is null) as drivers,
    (select id from users where email = $2) as heavy_driver
),
draws as (
  select g, random() as r_km, random() as r_class, random() as r_status, random() as r_assign, random() as r_creator,
         random() as r_date, random() as r_who, random() as r_orient, random() as r_close
  from generate_series(1, $1::int) g
),
rows as (
  select d.*,
    410 + round((d.r_km * 170)::numeric, 1)::float8 as km,
    now() - d.r_date * interval '730 days' as date_event,
    -- popular classifications first: a skewed draw over the tree
    l.classes[1 + floor(power(d.r_class, 2) * array_length(l.classes, 1))::int] as classification_id,
    -- older events are mostly closed, the last weeks mostly open or in progress
    case
      when d.r_date > 0.05 then (case when d.r_status < 0.92 then 'CERRADO' when d.r_status < 0.96 then 'EN_PROCESO' else 'ABIERTO' end)
      else (case when d.r_status < 0.35 then 'ABIERTO' when d.r_status < 0.7 then 'EN_PROCESO' else 'CERRADO' end)
    end as status_code,
    l.operators[1 + floor(d.r_who * array_length(l.operators, 1))::int] as operator_id,
    l.drivers[1 + floor(power(d.r_creator, 1.5) * array_length(l.drivers, 1))::int] as driver_id,
    l.heavy_driver
  from draws d cross join lookups l
),
kept as (
  -- closed_at is updated_at for an inserted closed event (tickets_set_closed_at)
  select r.*, r.status_code = 'CERRADO' and r.date_event + (r.r_close * interval '72 hours') < now() - $3 * interval '1 day' as erased
  from rows r
),
inserted as (
  insert into tickets (description, kilometer, sector, commune, orientation, date_event, channel_code, classification_id,
                       real_address, email, full_name, phone, rut, patente, status_code, assigned_to_id, created_by_id,
                       created_at, updated_at, personal_erased_at, sla_breach_notified_at)
  select
    '<p>Evento de prueba ' || r.g || ' en km ' || r.km || '</p>',
    r.km,
    (array['Enlace Norte', 'Enlace Sur', 'Plaza de peaje', 'Puente', 'Berma'])[1 + (r.g % 5)],
    case when r.km < 420 then 'Chillán Viejo' when r.km < 440 then 'Bulnes' when r.km < 450 then 'Pemuco'
         when r.km < 480 then 'Cabrero' when r.km < 530 then 'Los Ángeles' when r.km < 550 then 'Mulchén' else 'Collipulli' end,
    case when r.r_orient < 0.5 then 'NORTH' else 'SOUTH' end,
    r.date_event,
    'WEB_SELF_SERVICE',
    r.classification_id,
    case when r.erased then '' else 'Ruta 5 Sur km ' || floor(r.km) end,
    case when r.erased then '' else 'reportante' || (r.g % 5000) || '@correo.cl' end,
    case when r.erased then '' else (array['Rocío Peña', 'Juan Soto', 'María Vidal', 'Pedro Sepúlveda', 'Camila Araya', 'Luis Torres'])[1 + (r.g % 6)] end,
    case when r.erased then '' else '569' || lpad((r.g % 100000000)::text, 8, '0') end,
    case when r.erased then '' else (10000000 + r.g % 9000000) || '-' || (r.g % 10) end,
    case when r.erased then '' else 'KJ' || lpad((r.g % 10000)::text, 4, '0') end,
    r.status_code,
    case when r.status_code = 'ABIERTO' and r.r_assign < 0.7 then null else r.operator_id end,
    -- one reporter account (a fleet's, say) with 3 % of all events: a driver's figures at scale
    case when r.r_creator < 0.03 then r.heavy_driver when r.r_creator < 0.6 then null else r.driver_id end,
    r.date_event + (r.r_who * interval '20 minutes'),
    r.date_event + (r.r_close * interval '72 hours'),
    case when r.erased then now() end,
    case when r.status_code <> 'CERRADO' and r.date_event < now() - interval '1 day' then now() end
  from kept r
  returning id, status_code, severity, assigned_to_id, created_at, updated_at
),
noticed as (
  insert into inspector_notice_alerts (ticket_id, alerted_at)
  select id, now() from inserted
  where status_code <> 'CERRADO' and severity in ('CRITICAL', 'MAJOR') and created_at < now() - interval '1 day'
),
created as (
  insert into ticket_history (ticket_id, changed_by_id, action, changes, changed_at)
  select id, null, 'CREATED', jsonb_build_object('statusCode', jsonb_build_array(null, 'ABIERTO'), 'assignedToId', jsonb_build_array(null, null)), created_at
  from inserted
)
insert into ticket_history (ticket_id, changed_by_id, action, changes, changed_at)
select id, assigned_to_id, 'UPDATED', jsonb_build_object('statusCode', jsonb_build_array('EN_PROCESO', 'CERRADO')), updated_at
from inserted where status_code = 'CERRADO'`;

/** Adds tickets until the table holds `target` rows; then refreshes the planner's statistics. */
export async function fillTickets(db: Database, target: number, log: (line: string) => void): Promise<number> {
  let count = await ticketCount(db);
  const started = Date.now();
  while (count < target) {
    const n = Math.min(BATCH, target - count);
    await db.query(INSERT_BATCH, [n, HEAVY_DRIVER_EMAIL, PRIVACY_RETENTION_DAYS_DEFAULT]);
    count += n;
  }
  // What autovacuum would do after a bulk load: visibility map (index-only scans) and statistics.
  await db.query('vacuum analyze tickets');
  await db.query('vacuum analyze ticket_history');
  log(`  filled to ${count} tickets in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return count;
}
