// The signed-in user of a route the access table (route-rules.ts) opens to some roles only: the
// access guard (plugins/access.ts) has set it before the handler runs. This narrows it without a
// `!`; a route whose rule would let anonymous callers in answers 401 instead of crashing.
import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import type { SessionUser } from '../repositories/sessions.ts';

export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
  return request.user;
}
