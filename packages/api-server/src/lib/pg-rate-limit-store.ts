// A @fastify/rate-limit store in PostgreSQL, so a limit counts across every instance: `max`
// requests from one identity are accepted in a window, whichever instances they reach. One
// statement per request: an upsert that starts a new window when the old one has expired and
// returns this request's own count (rows lock, so concurrent requests each get their own number).
// Under load, increments that arrive while others are being written go together (group commit,
// issue 36): one statement adds each key's share and every caller gets its own number, in order.
// Two per creation, one commit each, had been the most frequent statements of a creation load; a
// creation's two now go together, the second only if the first allowed it (`incrementPair`), and are
// counted in memory once known and written through in batches (rate-limit-front.ts), as are the
// limits of routes that ask for it (`rateLimitWriteBehind`).
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { createGroupCommit } from './group-commit.ts';
import { createRateLimitFront, type AddMany } from './rate-limit-front.ts';
import type { PairedCount, PairedIncrement, PairedRateCounter } from './rate-limits.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const INCREMENT = `insert into rate_limits as r (key, count, expires_at)
  values ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    count = case when r.expires_at <= clock_timestamp() then 1 else r.count + 1 end,
    expires_at = case when r.expires_at <= clock_timestamp() then excluded.expires_at else r.expires_at end
  returning count, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int as ttl`;

// A batch's upsert: a key's window starts again once expired; `count` and `ttl` are its new ones.
const UPSERT_SET = `on conflict (key) do update set
    count = case when r.expires_at <= clock_timestamp() then excluded.count else r.count + excluded.count end,
    expires_at = case when r.expires_at <= clock_timestamp() then excluded.expires_at else r.expires_at end
  returning key, count, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int as ttl`;

/**
 * Many increments: (key, window) pairs as arrays, one upsert per key adding its number of calls, in
 * key order (two instances' batches lock the same rows in the same order). `count` is the key's last.
 */
const INCREMENT_MANY = `with input as (
    select key, count(*)::int as n, max(window_ms) as window_ms from unnest($1::text[], $2::float8[]) as u(key, window_ms) group by key
  )
  insert into rate_limits as r (key, count, expires_at)
  select key, n, clock_timestamp() + window_ms * interval '1 millisecond' from input order by key
  ${UPSERT_SET}`;

/**
 * Pairs (first key, its window and cap; then key and window), in arrival order (`ord`). The first
 * keys are counted as in INCREMENT_MANY, each call its number by arrival; the calls whose number
 * stayed within their cap (or had no first key) then count their second key the same way. Rows are
 * locked first keys in key order, then second keys in key order; a creation's first keys are
 * addresses and its second callers, never the same row, so two batches never lock in crossed order.
 */
const INCREMENT_PAIRS = `with input as (
    select * from unnest($1::text[], $2::float8[], $3::int[], $4::text[], $5::float8[]) with ordinality as u(key1, window1, max1, key2, window2, ord)
  ),
  g1 as (select key1 as key, count(*)::int as n, max(window1) as window_ms from input where key1 is not null group by key1),
  a as (
    insert into rate_limits as r (key, count, expires_at)
    select key, n, clock_timestamp() + window_ms * interval '1 millisecond' from g1 order by key
    ${UPSERT_SET}
  ),
  counted1 as (
    select i.ord, (a.count - g1.n + row_number() over (partition by i.key1 order by i.ord))::int as count1, a.ttl as ttl1
    from input i join g1 on g1.key = i.key1 join a on a.key = i.key1
  ),
  passed as (
    select i.ord, i.key2, i.window2 from input i left join counted1 c on c.ord = i.ord where i.key1 is null or c.count1 <= i.max1
  ),
  g2 as (select key2 as key, count(*)::int as n, max(window2) as window_ms from passed group by key2),
  b as (
    insert into rate_limits as r (key, count, expires_at)
    select key, n, clock_timestamp() + window_ms * interval '1 millisecond' from g2 order by key
    ${UPSERT_SET}
  ),
  counted2 as (
    select p.ord, (b.count - g2.n + row_number() over (partition by p.key2 order by p.ord))::int as count2, b.ttl as ttl2
    from passed p join g2 on g2.key = p.key2 join b on b.key = p.key2
  )
  select i.ord, c1.count1, c1.ttl1, c2.count2, c2.ttl2
  from input i left join counted1 c1 on c1.ord = i.ord left join counted2 c2 on c2.ord = i.ord order by i.ord`;

/** Counts kept by an instance's front (lib/rate-limit-front.ts): `n` added to each key, in key order. */
const ADD_MANY = `insert into rate_limits as r (key, count, expires_at)
  select key, n, clock_timestamp() + window_ms * interval '1 millisecond'
  from unnest($1::text[], $2::int[], $3::float8[]) as u(key, n, window_ms) order by key
  ${UPSERT_SET}`;

async function addMany(database: Database, items: Parameters<AddMany>[0]): ReturnType<AddMany> {
  const rows = await database.query<{ key: string; count: number; ttl: number }>(
    ADD_MANY,
    [items.map((i) => i.key), items.map((i) => i.n), items.map((i) => i.windowMs)],
    'vigia_rate_limit_add_many',
  );
  return new Map(rows.map((r) => [r.key, { current: r.count, ttl: r.ttl }]));
}

/** How often a route's front writes its counts through (`config.rateLimitWriteBehind`). */
export const WRITE_BEHIND_MS = 250;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Count this route's limit in memory first and write it through in batches (lib/rate-limit-front.ts). */
    rateLimitWriteBehind?: boolean;
  }
}

async function incrementPairs(database: Database, items: PairedIncrement[]): Promise<PairedCount[]> {
  const rows = await database.query<{ count1: number | null; ttl1: number | null; count2: number | null; ttl2: number | null }>(
    INCREMENT_PAIRS,
    [
      items.map((i) => i.first?.key ?? null),
      items.map((i) => i.first?.windowMs ?? null),
      items.map((i) => i.first?.max ?? null),
      items.map((i) => i.then.key),
      items.map((i) => i.then.windowMs),
    ],
    'vigia_rate_limit_incr_pairs',
  );
  return rows.map((r) => ({
    first: r.count1 === null ? null : { current: r.count1, ttl: r.ttl1! },
    then: r.count2 === null ? null : { current: r.count2, ttl: r.ttl2! },
  }));
}

interface Increment {
  key: string;
  windowMs: number;
}
type Counted = { current: number; ttl: number };

/** Each increment's own count: a key's calls got the last `n` numbers of its new count, in arrival order. */
async function incrementMany(database: Database, items: Increment[]): Promise<Counted[]> {
  if (items.length === 1) {
    const [row] = await database.query<{ count: number; ttl: number }>(
      INCREMENT,
      [items[0]!.key, items[0]!.windowMs],
      'vigia_rate_limit_incr',
    );
    return [{ current: row!.count, ttl: row!.ttl }];
  }
  const rows = await database.query<{ key: string; count: number; ttl: number }>(
    INCREMENT_MANY,
    [items.map((i) => i.key), items.map((i) => i.windowMs)],
    'vigia_rate_limit_incr_many',
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const calls = new Map<string, number>();
  for (const item of items) calls.set(item.key, (calls.get(item.key) ?? 0) + 1);
  const seen = new Map<string, number>();
  return items.map(({ key }) => {
    const row = byKey.get(key)!;
    const before = seen.get(key) ?? 0;
    seen.set(key, before + 1);
    return { current: row.count - calls.get(key)! + before + 1, ttl: row.ttl };
  });
}

/** How often each instance deletes expired windows. */
export const PRUNE_EVERY_MS = 60_000;

export function pgRateLimitStore(database: Database, onError: (error: unknown) => void) {
  let pruning: NodeJS.Timeout | undefined;
  const prune = () => {
    database.query('delete from rate_limits where expires_at < clock_timestamp()').catch(onError);
  };

  // Two batches in flight, as the creations' group commit: the rest of the pool stays free.
  const increments = createGroupCommit((items: Increment[]) => incrementMany(database, items), { maxBatch: 64, maxInFlight: 2 });
  const pairs = createGroupCommit((items: PairedIncrement[]) => incrementPairs(database, items), { maxBatch: 64, maxInFlight: 2 });
  const front = createRateLimitFront({
    incrementShared: (key, windowMs) => increments.write({ key, windowMs }),
    addMany: (items) => addMany(database, items),
    flushMs: WRITE_BEHIND_MS,
    onError,
  });
  const counter: PairedRateCounter = { incrementPair: (item) => front.incrementPair(item, (shared) => pairs.write(shared)) };

  class PgRateLimitStore implements FastifyRateLimitStore {
    // `prefix`: the route (method and URL), so each route's limit counts apart, as the plugin's own stores do.
    private readonly prefix: string;
    private readonly writeBehind: boolean;

    constructor(_options?: unknown, prefix = '', writeBehind = false) {
      this.prefix = prefix;
      this.writeBehind = writeBehind;
      if (!pruning) {
        pruning = setInterval(prune, PRUNE_EVERY_MS);
        pruning.unref();
      }
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const item = { key: this.prefix + key, windowMs: timeWindow };
      (this.writeBehind ? front.incr(item.key, item.windowMs) : increments.write(item)).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, the route itself under `routeInfo` (its
    // typings say otherwise).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown; config?: { rateLimitWriteBehind?: boolean } } })
        .routeInfo;
      const { method = '', url = '' } = route ?? {};
      return new PgRateLimitStore(undefined, `${String(method)} ${String(url)} `, route?.config?.rateLimitWriteBehind === true);
    }
  }

  return {
    Store: PgRateLimitStore,
    counter,
    stop: async () => {
      clearInterval(pruning);
      await front.stop();
    },
  };
}
