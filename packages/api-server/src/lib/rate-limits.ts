// Per-route rate-limit options shared by the routes that write (@fastify/rate-limit, store in
// plugins/security.ts).
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../repositories/sessions.ts';
import { HttpError, MESSAGES } from './errors.ts';

const STAFF_ROLES: ReadonlySet<string> = new Set(['OPERATOR', 'SUPERVISOR', 'ADMIN']);

/**
 * An hourly limit for every identity that writes (issue 21: a self-registered DRIVER created 25
 * events in 9 s): anonymous callers per IP, each account per user id; staff accounts get
 * `staffMax`, any other account (DRIVER) the anonymous `othersMax`, so registering lifts nothing.
 * preHandler: it runs after the access guard (onRequest) has set request.user, or answered 401
 * to a bad token, which therefore never counts against anyone.
 */
export function perCallerRateLimit(staffMax: number, othersMax: number) {
  return {
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : normalizeIP(request.ip)),
    max: (request: FastifyRequest) => (request.user && STAFF_ROLES.has(request.user.role) ? staffMax : othersMax),
  };
}

/**
 * Accounts anyone can open (self-registered DRIVERs) or that have not proved their e-mail: each one
 * brought its own allowance (issue 34: 80 events in a minute from one address with three accounts),
 * so they also count against their address, with the anonymous budget.
 */
export const countsAgainstAddress = (user: SessionUser | null) => !user || !user.emailConfirmed || !STAFF_ROLES.has(user.role);

/** One counter's window: `max` only matters for the first of a pair (it decides whether the second counts). */
export interface RateWindow {
  key: string;
  windowMs: number;
}
export interface RateCount {
  current: number;
  ttl: number;
}
/** Counts `first` (when given), then `then` only if `first` stayed within `firstMax`. */
export interface PairedIncrement {
  first: (RateWindow & { max: number }) | null;
  then: RateWindow;
}
export interface PairedCount {
  first: RateCount | null;
  /** Null when `first` refused: that request is not counted against `then`. */
  then: RateCount | null;
}
/** Both counts of a request in one call (one statement on PostgreSQL, lib/pg-rate-limit-store.ts). */
export interface PairedRateCounter {
  incrementPair(item: PairedIncrement): Promise<PairedCount>;
}

const HOUR_MS = 3_600_000;
const seconds = (ttl: number) => Math.ceil(ttl / 1000);

/**
 * Event creation's two hourly limits as one preHandler and one round trip (issue 36: two increments
 * one after the other were a sixth of a creation at 10 connections). Same counts, keys, headers and
 * answers as the pair it replaced (perAddressRateLimit, a route preHandler, which ran first, then
 * the plugin's perCallerRateLimit): open accounts and anonymous callers count against their address
 * with `addressMax`; a request the address refused is not counted against the caller; then the
 * caller (perCallerRateLimit's key and cap) with the plugin's x-ratelimit-* headers.
 */
export function perAddressThenCallerRateLimit(
  app: FastifyInstance,
  route: { method: string; url: string; name: string },
  limits: { staffMax: number; othersMax: number; addressMax: number },
) {
  const caller = perCallerRateLimit(limits.staffMax, limits.othersMax);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const ip = normalizeIP(request.ip);
    const max = caller.max(request);
    // The keys the plugin's stores gave these counters (route prefix; none for createRateLimit), so
    // counts carry over a rolling deploy.
    const { first, then } = await app.rateCounter.incrementPair({
      first: countsAgainstAddress(request.user)
        ? { key: `  ${route.name} address:${ip}`, windowMs: HOUR_MS, max: limits.addressMax }
        : null,
      then: { key: `${route.method} ${route.url} ${caller.keyGenerator(request)}`, windowMs: HOUR_MS },
    });
    if (!then) {
      reply.header('retry-after', seconds(first!.ttl));
      throw new HttpError(429, MESSAGES.tooManyRequests);
    }
    const exceeded = then.current > max;
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', exceeded ? 0 : Math.max(0, max - then.current));
    reply.header('x-ratelimit-reset', seconds(then.ttl));
    if (!exceeded) return;
    reply.header('retry-after', seconds(then.ttl));
    throw new HttpError(429, MESSAGES.tooManyRequests);
  };
}
