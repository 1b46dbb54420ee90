// helmet (CSP fit for the SPA: emotion needs inline styles, images may be data:/blob: URLs),
// CORS for the configured origins (exposing the authorization header the client reads the token
// from), per-IP rate limits (routes opt in with config.rateLimit), and multipart limits.
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import helmet from 'helmet';
import { readFileSync } from 'node:fs';
import { ATTACHMENT_MAX_BYTES } from '@vigia/domain';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { pgRateLimitStore } from '../lib/pg-rate-limit-store.ts';
import type { PairedRateCounter, RateCount, RateWindow } from '../lib/rate-limits.ts';
import fp from 'fastify-plugin';

const RATE_KEYS_MAX = 10_000;

/**
 * A fixed-window counter per key, in memory, that answers each request with its own count (the
 * embedded PGlite: one process; on PostgreSQL the counters are shared, lib/pg-rate-limit-store.ts). The plugin's
 * LocalStore hands every caller the same counter object, read after an await: in a parallel burst
 * every request saw the final count and all got 429, the first `max` included.
 */
export class BurstSafeStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; start: number }>();

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.start + timeWindow <= now) {
      this.windows.delete(key);
      if (this.windows.size >= RATE_KEYS_MAX) this.prune(now, timeWindow);
      window = { count: 0, start: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.start + timeWindow - now });
  }

  child() {
    return new BurstSafeStore();
  }

  private prune(now: number, timeWindow: number) {
    for (const [key, window] of this.windows) if (window.start + timeWindow <= now) this.windows.delete(key);
    // Still full of live keys: drop the oldest windows (insertion order) rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < RATE_KEYS_MAX) break;
      this.windows.delete(key);
    }
  }
}

/** Both counts of a request, in memory (PGlite), with the same rule as the PostgreSQL store's pairs. */
export function memoryPairedCounter(store = new BurstSafeStore()): PairedRateCounter {
  // BurstSafeStore answers at once (synchronously): the callback has run when incr returns.
  const count = ({ key, windowMs }: RateWindow) => {
    let counted: RateCount = { current: 0, ttl: 0 };
    store.incr(key, (_error, result) => (counted = result!), windowMs);
    return counted;
  };
  return {
    incrementPair: async ({ first, then }) => {
      const firstCount = first ? count(first) : null;
      if (first && firstCount!.current > first.max) return { first: firstCount, then: null };
      return { first: firstCount, then: count(then) };
    },
  };
}

/** Origins of the absolute entries of a remotes.json file: they serve scripts the shell runs. */
function registryOrigins(file: string | undefined): string[] {
  if (!file) return [];
  try {
    // JSON.parse answers any: the remotes file maps area to URL (checked below).
    const registry = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return Object.values(registry).flatMap((entry) => (/^https?:\/\//.test(entry) ? [new URL(entry).origin] : []));
  } catch {
    return [];
  }
}

export const securityPlugin = fp(
  async (app) => {
    const { remoteOrigins, embedOrigins, remotesJsonFile } = app.settings;
    const remotes = [...new Set([...remoteOrigins, ...registryOrigins(remotesJsonFile)])];
    // Built once: the fastify plugin built helmet's middleware again on every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", ...remotes],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          // The public form's service worker (/event/sw.js) and its web app manifest. blob: for the
          // photo compressor's worker, which its library creates from a blob: URL (it then imports
          // the library itself from 'self', under script-src).
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          // The standalone public form may be embedded by the concession's site (EMBED_ORIGINS).
          frameAncestors: embedOrigins.length > 0 ? embedOrigins : ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // The app may be served over plain http on a LAN; do not force https sub-requests.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: remotes.length > 0 ? 'cross-origin' : 'same-site' },
      frameguard: embedOrigins.length > 0 ? false : { action: 'sameorigin' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
    );
    await app.register(cors, {
      origin: app.settings.corsOrigins,
      exposedHeaders: [
        'authorization',
        'x-upload-token',
        'content-disposition',
        'x-request-id',
        'x-history-chain',
        // Issue 24: a replayed answer, and why a position was not located.
        'idempotent-replayed',
        'x-location-reason',
        // Issue 34: the reporter's follow-up secret, handed out on creation and sent back.
        'x-follow-up-token',
      ],
      allowedHeaders: ['authorization', 'content-type', 'x-upload-token', 'x-request-id', 'idempotency-key', 'x-follow-up-token'],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'],
      maxAge: 600,
    });
    // One process owns a PGlite database; PostgreSQL may be shared by several instances, so their
    // counters live in it.
    const shared =
      app.database.kind === 'postgres' ? pgRateLimitStore(app.database, (error) => app.log.error({ err: error }, 'rate limits')) : null;
    if (shared) app.addHook('onClose', async () => shared.stop());
    // A route's several counts in one call (event creation: its address, then its caller).
    app.decorate('rateCounter', shared?.counter ?? memoryPairedCounter());
    await app.register(rateLimit, {
      global: false,
      store: shared?.Store ?? BurstSafeStore,
      errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
    });
    await app.register(multipart, {
      // A little over 2 MB so the handler (not the parser) reports an oversize file with its message.
      limits: {
        fileSize: ATTACHMENT_MAX_BYTES + 1,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
      },
    });
  },
  { name: 'vigia-security' },
);
