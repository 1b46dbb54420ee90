// A @fastify/rate-limit store in PostgreSQL, so a limit counts across every instance: `max`
// requests from one identity are accepted in a window, whichever instances they reach. One
// statement per request: an upsert that starts a new window when the old one has expired and
// returns this request's own count (rows lock, so concurrent requests each get their own number).
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const INCREMENT = `insert into rate_limits as r (key, count, expires_at)
  values ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    count = case when r.expires_at <= clock_timestamp() then 1 else r.count + 1 end,
    expires_at = case when r.expires_at <= clock_timestamp() then excluded.expires_at else r.expires_at end
  returning count, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int as ttl`;

/** How often each instance deletes expired windows. */
export const PRUNE_EVERY_MS = 60_000;

export function pgRateLimitStore(database: Database, onError: (error: unknown) => void) {
  let pruning: NodeJS.Timeout | undefined;
  const prune = () => {
    database.query('delete from rate_limits where expires_at < clock_timestamp()').catch(onError);
  };

  class PgRateLimitStore implements FastifyRateLimitStore {
    // `prefix`: the route (method and URL), so each route's limit counts apart, as the plugin's own stores do.
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
      if (!pruning) {
        pruning = setInterval(prune, PRUNE_EVERY_MS);
        pruning.unref();
      }
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      database.query<{ count: number; ttl: number }>(INCREMENT, [this.prefix + key, timeWindow], 'vigia_rate_limit_incr').then(
        ([row]) => callback(null, { current: row!.count, ttl: row!.ttl }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, the route itself under `routeInfo` (its
    // typings say otherwise).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method = '', url = '' } = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new PgRateLimitStore(undefined, `${String(method)} ${String(url)} `);
    }
  }

  return {
    Store: PgRateLimitStore,
    stop: () => clearInterval(pruning),
  };
}
