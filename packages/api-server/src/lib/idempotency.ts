// Idempotency-Key (issue 24): a report queued offline is sent again until an answer arrives, so
// POST /api/ticket and the photo upload accept a key. The same key from the same caller (user id,
// or IP when anonymous) on the same route within 24 h gets the first answer again (status, payload,
// x-upload-token) and creates nothing; the same key with another body is refused (422).
//
// The row is claimed BEFORE the work (INSERT … ON CONFLICT DO NOTHING on the primary key), so of two
// concurrent duplicates only one does the work; the other waits for its answer. A request that
// fails gives its key back (a retry may succeed); a claim whose process died is taken over after
// PENDING_LEASE_MS. Expired keys are deleted lazily: the one met on a claim, and all at most once a
// minute per instance.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
const PENDING_LEASE_MS = 2 * 60 * 1000;
/** How long a duplicate waits for the first request's answer before it is told to retry. */
const WAIT_MS = 15_000;
const POLL_MS = 40;
const SWEEP_EVERY_MS = 60_000;
// Printable ASCII: what a client can send in a header unchanged (a UUID, a ULID, a base64url token).
const KEY = /^[\x20-\x7E]{1,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'La clave Idempotency-Key debe tener entre 1 y 100 caracteres imprimibles',
  mismatch: 'Esta clave Idempotency-Key ya se usó con otra solicitud: genere una nueva para un envío distinto',
  inProgress: 'Una solicitud con esta clave Idempotency-Key aún se está procesando. Intente nuevamente en unos segundos',
} as const;

/** What a route answers, as stored for a replay (`P`: its payload, typed by the route's schema). */
export interface IdempotentAnswer<P = unknown> {
  statusCode: number;
  payload: P;
  headers?: Record<string, string>;
}

/** The key of a request, checked; null without the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalid, 'Idempotency-Key');
  return raw;
}

/** SHA-256 of a JSON value with its object keys sorted (the same body in another key order is the same). */
export function requestHash(...parts: (unknown | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(Buffer.isBuffer(part) ? part : (JSON.stringify(canonical(part)) ?? 'undefined'));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        // A plain object here (arrays and scalars returned above): read by its own keys.
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Rows claimed longer ago than `ms` (by the database's clock, the one that wrote created_at). */
const olderThan = (ms: number): SQL<boolean> => sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ms / 1000})`;

const send = <P>(reply: FastifyReply, answer: IdempotentAnswer<P>): P => {
  reply.code(answer.statusCode);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  return answer.payload;
};

export function createIdempotency(app: FastifyInstance) {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await app.db.delete(idempotencyKeys).where(olderThan(IDEMPOTENCY_TTL_MS));
  };

  /**
   * Runs `work` once per key: the first request with a key does it and stores its answer; the
   * following ones get that answer (with `idempotent-replayed: true`). Without a key it just runs.
   * `scope` names the route; `hash` gives the digest of what the request asks for (requestHash),
   * computed only when a key is sent.
   */
  return async function idempotent<A extends IdempotentAnswer>(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    hashOf: () => string,
    work: () => Promise<A>,
  ): Promise<A['payload']> {
    const key = idempotencyKeyOf(request);
    if (key === null) return send(reply, await work());
    const hash = hashOf();
    const caller = request.user ? `user:${request.user.id}` : `ip:${normalizeIP(request.ip)}`;
    const where = and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claimed = await app.db
        .insert(idempotencyKeys)
        .values({ caller, scope, key, requestHash: hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;
      const [row] = await app.db
        .select({
          requestHash: idempotencyKeys.requestHash,
          statusCode: idempotencyKeys.statusCode,
          response: idempotencyKeys.response,
          headers: idempotencyKeys.headers,
          expired: olderThan(IDEMPOTENCY_TTL_MS),
          abandoned: olderThan(PENDING_LEASE_MS),
        })
        .from(idempotencyKeys)
        .where(where);
      if (!row) continue; // given back meanwhile: claim it
      if (row.expired || (row.statusCode === null && row.abandoned)) {
        // Under the same conditions: a fresh claim made meanwhile by another request stays.
        await app.db
          .delete(idempotencyKeys)
          .where(and(where, or(olderThan(IDEMPOTENCY_TTL_MS), and(isNull(idempotencyKeys.statusCode), olderThan(PENDING_LEASE_MS)))));
        continue;
      }
      if (row.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.mismatch, 'Idempotency-Key');
      if (row.statusCode !== null) {
        reply.header('idempotent-replayed', 'true');
        // The stored JSON is what work() answered the first request of this route and key.
        return send(reply, { statusCode: row.statusCode, payload: row.response as A['payload'], headers: row.headers ?? {} });
      }
      if (Date.now() > deadline) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, 'Idempotency-Key');
      await sleep(POLL_MS);
    }

    let answer: A;
    try {
      answer = await work();
    } catch (error) {
      // Nothing was done (or it was undone): the key is free for the retry.
      await app.db
        .delete(idempotencyKeys)
        .where(where)
        .catch((err: unknown) => request.log.warn({ err }, 'idempotency key not released'));
      throw error;
    }
    await app.db
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, response: answer.payload ?? null, headers: answer.headers ?? {} })
      .where(where);
    await sweep().catch((err: unknown) => request.log.warn({ err }, 'expired idempotency keys not deleted'));
    return send(reply, answer);
  };
}

export type Idempotent = ReturnType<typeof createIdempotency>;
