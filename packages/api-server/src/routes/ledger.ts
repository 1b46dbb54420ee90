// The anchored record's digests (issue 40 item 3): published to anyone (the point is that people
// outside the concession keep copies), made on demand by ADMIN. No other write: a digest is never
// changed nor deleted. Rules and why: repositories/ledger.ts, docs/decisions/021-anchored-ledger.md.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LedgerDigestShape } from '@vigia/domain/shapes';
import { publicCache, sendRendered } from '../lib/public-cache.ts';
import { listDigests } from '../repositories/ledger.ts';
import { okResponses, signedIn } from './schemas.ts';

/** A year and a day: a digest's whole retention question is answered by paging back with `days`. */
const MAX_DAYS = 366;

export async function ledgerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cache = publicCache({ ttlMs: app.settings.publicCacheMs, now: () => app.clock().getTime() });

  app.get(
    '/api/ledger/digests',
    {
      config: { rateLimit: { max: app.settings.rateLimits.publicFeedPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['ledger'],
        summary:
          'The signed daily digests of the last `days` days (Chile dates), newest first: the Merkle root over every event’s history head and the shift log’s, its Ed25519 signature and the public key. No sign-in; shared for a few seconds',
        querystring: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DAYS, default: 30 })) }),
        response: okResponses(Type.Array(LedgerDigestShape)),
      },
    },
    async (request, reply) => {
      const days = request.query.days ?? 30;
      const today = app.ledger.today();
      const rendered = await cache.get(JSON.stringify([today, days]), async () =>
        JSON.stringify({ payload: await listDigests(app.db, today, days) }),
      );
      return sendRendered(request, reply, rendered!, 'application/json; charset=utf-8');
    },
  );

  app.post(
    '/api/ledger/digests',
    {
      schema: signedIn('ledger', {
        summary:
          'Makes today’s digest now (201), or answers the one already made today (200): one per day, however many instances or calls',
        response: { ...okResponses(LedgerDigestShape, 201), ...okResponses(LedgerDigestShape) },
      }),
    },
    async (_request, reply) => {
      const { digest, created } = await app.ledger.digest();
      return reply.code(created ? 201 : 200).send({ payload: digest });
    },
  );
}
