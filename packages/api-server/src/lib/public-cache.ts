// A short shared cache of the costly public pages' rendered bodies (issue 34): within the window,
// any number of requests for one query (concurrent ones included) cost one database read. Keys are
// the normalized query, so one query's body is never served for another; the number of keys is
// capped, so distinct queries cannot grow it without bound.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Rendered {
  body: string;
  /** Weak: the same bytes may go out compressed by a proxy. */
  etag: string;
}

export interface PublicCache {
  /** The body for `key`: a fresh one shared for `ttlMs`, else `render()` (null: an error page, not kept). */
  get(key: string, render: () => Promise<string | null>): Promise<Rendered | null>;
  readonly size: number;
}

export const PUBLIC_CACHE_MAX_KEYS = 200;

export const etagOf = (body: string): string => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export function publicCache(options: { ttlMs: number; now: () => number; maxKeys?: number }): PublicCache {
  const { ttlMs, now } = options;
  const maxKeys = options.maxKeys ?? PUBLIC_CACHE_MAX_KEYS;
  const entries = new Map<string, { at: number; value: Promise<Rendered | null> }>();

  const make = async (render: () => Promise<string | null>) => {
    const body = await render();
    return body === null ? null : { body, etag: etagOf(body) };
  };

  const makeRoom = (at: number) => {
    for (const [key, entry] of entries) if (entry.at + ttlMs <= at) entries.delete(key);
    // Still full of live keys: drop the oldest (insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };

  return {
    get(key, render) {
      if (ttlMs <= 0) return make(render);
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.at <= at && at < hit.at + ttlMs) return hit.value;
      entries.delete(key);
      if (entries.size >= maxKeys) makeRoom(at);
      const value = make(render);
      const entry = { at, value };
      entries.set(key, entry);
      // Failures and error pages are not shared: the next request tries again.
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((result) => (result === null ? forget() : undefined), forget);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Sends a cached body with its ETag, or 304 when the client already has it. */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: Rendered, contentType: string) {
  reply.header('etag', rendered.etag);
  const known = String(request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(rendered.etag.replace(/^W\//, '')) || known.includes('*')) return reply.code(304).send();
  return reply.type(contentType).send(rendered.body);
}
