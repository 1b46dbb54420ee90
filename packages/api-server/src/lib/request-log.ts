// What the request log keeps of each request (issue 34): Fastify's own fields, with the e-mail of a
// password-recovery path masked. The log goes to more people, and stays longer, than the users table.
import type { FastifyRequest } from 'fastify';

const FORGOTTEN = /\/profile\/forgotten\//i;

/** The URL as logged: after `/profile/forgotten/`, the address and any query are hidden. */
export function redactUrl(url: string): string {
  const match = FORGOTTEN.exec(url);
  return match ? `${url.slice(0, match.index + match[0].length)}[oculto]` : url;
}

/** Fastify's `req` serializer (lib/logger-pino.js) with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(String(request.url ?? '')),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger option with that serializer; a caller's own `req` serializer cannot undo the mask. */
export function loggerOptions(logger: boolean | Record<string, unknown>): false | Record<string, unknown> {
  if (logger === false) return false;
  const base = logger === true ? {} : logger;
  // Fastify types logger options loosely; serializers is a map of functions.
  return { ...base, serializers: { ...(base['serializers'] as Record<string, unknown> | undefined), req: requestLogSerializer } };
}
