// The statistics rollups against a recount of the events (issue 27): what the reads see (each rollup
// plus the creations not yet folded in, the *_live views of migration 0015) and, once folded, the
// rollup tables alone.

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

const closeSeconds = (t = '') =>
  `coalesce(sum(extract(epoch from ${t}closed_at - ${t}created_at)) filter (where ${t}status_code = 'CERRADO'), 0) as close_seconds`;
const owners = `cross join lateral (values (t.created_by_id, 'created_by'), (t.assigned_to_id, 'assigned_to')) o(owner_id, owner_kind)
                where o.owner_id is not null`;
const counts = (from: string) =>
  `select status_code, classification_id, sum(n) as n, sum(unassigned) as unassigned, sum(close_seconds) as close_seconds from ${from} group by 1, 2`;
const ownerCounts = (from: string) =>
  `select owner_id, owner_kind, status_code, classification_id, sum(n) as n, sum(unassigned) as unassigned, sum(close_seconds) as close_seconds
   from ${from} group by 1, 2, 3, 4`;

/**
 * Each rollup as read (`live`: rollup + pending, summed over slots and rows), as stored (`stored`: the
 * table alone), and the same figures counted from tickets. Keys first, then values.
 */
export const ROLLUPS: { name: string; keys: number; live: string; stored: string; counted: string }[] = [
  {
    name: 'ticket_counts',
    keys: 2,
    live: counts('ticket_counts_live'),
    stored: counts('ticket_counts'),
    counted: `select status_code, classification_id, count(*) as n, count(*) filter (where assigned_to_id is null) as unassigned,
              ${closeSeconds()} from tickets group by 1, 2`,
  },
  {
    name: 'ticket_place_counts',
    keys: 2,
    live: 'select commune, orientation, sum(n) as n from ticket_place_counts_live group by 1, 2',
    stored: 'select commune, orientation, sum(n) as n from ticket_place_counts group by 1, 2',
    counted: 'select commune, orientation, count(*) as n from tickets group by 1, 2',
  },
  {
    name: 'ticket_day_counts',
    keys: 1,
    live: `select to_char(day, 'YYYY-MM-DD') as day, sum(n) as n from ticket_day_counts_live group by 1`,
    stored: `select to_char(day, 'YYYY-MM-DD') as day, sum(n) as n from ticket_day_counts group by 1`,
    counted: `select to_char(date_event at time zone 'America/Santiago', 'YYYY-MM-DD') as day, count(*) as n from tickets group by 1`,
  },
  {
    name: 'ticket_owner_counts',
    keys: 4,
    live: ownerCounts('ticket_owner_counts_live'),
    stored: ownerCounts('ticket_owner_counts'),
    counted: `select o.owner_id, o.owner_kind, t.status_code, t.classification_id, count(*) as n,
              count(*) filter (where t.assigned_to_id is null) as unassigned, ${closeSeconds('t.')}
              from tickets t ${owners} group by 1, 2, 3, 4`,
  },
  {
    name: 'ticket_owner_places',
    keys: 4,
    live: 'select owner_id, owner_kind, commune, orientation, sum(n) as n from ticket_owner_places_live group by 1, 2, 3, 4',
    stored: 'select owner_id, owner_kind, commune, orientation, sum(n) as n from ticket_owner_places group by 1, 2, 3, 4',
    counted: `select o.owner_id, o.owner_kind, t.commune, t.orientation, count(*) as n from tickets t ${owners} group by 1, 2, 3, 4`,
  },
];

/** Rows as key → values; rows whose values are all 0 are absent (a rollup keeps emptied rows). */
export async function table(query: Query, text: string, keys: number): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {};
  for (const row of await query(text)) {
    const cells = Object.values(row);
    const values = cells.slice(keys).map(Number);
    if (values.some((v) => v !== 0)) out[cells.slice(0, keys).join('|')] = values;
  }
  return out;
}

/** Every rollup as the reads see it equals the recount (`stored`: the tables alone, after a fold). */
export async function expectRollupsExact(query: Query, which: 'live' | 'stored' = 'live') {
  for (const r of ROLLUPS) {
    expect({ [r.name]: await table(query, r[which], r.keys) }).toEqual({ [r.name]: await table(query, r.counted, r.keys) });
  }
}

/** Events appended by creations and not yet folded into the rollups. */
export async function pendingCount(query: Query): Promise<number> {
  const [row] = await query<{ n: number }>('select count(*)::int as n from ticket_rollup_pending');
  return row!.n;
}

/**
 * Rows where what the reads see differs from a recount, over every rollup, in ONE statement: one
 * snapshot, so it must be 0 at any moment, also while creations commit and folds move rows.
 */
export async function mismatchesNow(query: Query): Promise<number> {
  const arms = ROLLUPS.map((r) => {
    const live = `select * from (${r.live}) l where l.n <> 0`;
    return `select count(*) as n from (((${live}) except (${r.counted})) union all ((${r.counted}) except (${live}))) d`;
  });
  const [row] = await query<{ n: number }>(`select (${arms.map((a) => `(${a})`).join(' + ')})::int as n`);
  return row!.n;
}
