// Per-route rate-limit options shared by the routes that write (@fastify/rate-limit, store in
// plugins/security.ts).
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

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
