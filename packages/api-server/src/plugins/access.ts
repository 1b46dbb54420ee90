// Applies ROUTE_RULES to every route. Authentication happens here too: the bearer token is
// verified, and its session and user rows are read on each request (one indexed query), so ending
// a session, disabling or deleting a user takes effect at once, on every instance.
import type { FastifyRequest, RouteOptions } from 'fastify';
import { ROUTE_RULES, allowedRoles, allowsAnonymous, isUnruledPath, type RouteRule } from '../access/route-rules.ts';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { findSessionUser, type SessionUser } from '../repositories/sessions.ts';
import fp from 'fastify-plugin';

export const accessPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('apiRoutes', new Set<string>());

    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

    async function authenticate(request: FastifyRequest): Promise<SessionUser | null> {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) return null;
      const claims = await app.tokens.verifySession(match[1]!);
      if (!claims || !UUID.test(claims.userId) || !UUID.test(claims.sessionId)) return null;
      const user = await findSessionUser(app.database, claims.userId, claims.sessionId);
      if (user) request.sessionId = claims.sessionId;
      return user;
    }

    function guard(rule: RouteRule) {
      const roles = allowedRoles(rule);
      const anonymous = allowsAnonymous(rule);
      return async function accessGuard(request: FastifyRequest) {
        if (rule === 'public') return; // no token is read on public routes
        const sentToken = request.headers.authorization !== undefined;
        const user = sentToken ? await authenticate(request) : null;
        if (sentToken && !user) throw new HttpError(401, MESSAGES.unauthorized);
        request.user = user;
        if (!user) {
          if (anonymous) return;
          throw new HttpError(401, MESSAGES.unauthorized);
        }
        if (!roles.includes(user.role)) throw new HttpError(403, MESSAGES.forbidden);
      };
    }

    app.addHook('onRoute', (route: RouteOptions) => {
      if (isUnruledPath(route.url)) return;
      // HEAD routes fastify adds for each GET get the GET rule.
      const methods = [route.method].flat().filter((m) => m !== 'OPTIONS');
      for (const method of methods) {
        const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
        const rule = ROUTE_RULES[key];
        // Fail at start-up: a route nobody thought about must not be reachable.
        if (!rule) throw new Error(`No access rule for ${key} in src/access/route-rules.ts`);
        app.apiRoutes.add(key);
        const existing = route.onRequest ? [route.onRequest].flat() : [];
        // Fastify's hook array type is per route generic; the guard fits every route.
        route.onRequest = [guard(rule), ...existing] as RouteOptions['onRequest'];
      }
    });
  },
  { name: 'vigia-access' },
);
