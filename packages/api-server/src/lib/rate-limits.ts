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

/**
 * A second, per-address hourly limit beside perCallerRateLimit (which keeps counting each account):
 * anonymous callers and open accounts from one address share `max`; staff accounts are not counted.
 * A preHandler, so request.user is known; `name` keeps each route's counters apart.
 */
export function perAddressRateLimit(app: FastifyInstance, name: string, max: number) {
  const limiter = app.createRateLimit({
    timeWindow: '1 hour',
    max,
    keyGenerator: (request: FastifyRequest) => `${name} address:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!countsAgainstAddress(request.user)) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, MESSAGES.tooManyRequests);
  };
}
