// Probes for a load balancer or orchestrator. Liveness says only that the process answers (restart
// it otherwise); readiness says it can serve: the database answers (migrations ran before the
// server listened) and it is not draining for a shutdown (send it no new requests).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { okResponses } from './schemas.ts';

export const READY_TIMEOUT_MS = 2_000;
const NOT_READY = 'El servicio no está disponible en este momento';

const probeSchema = okResponses(Type.Object({ status: Type.String() }));

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.get('/api/health', { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: probeSchema } }, async () => ({
    payload: { status: 'ok' },
  }));

  app.get(
    '/api/ready',
    { schema: { tags: ['health'], summary: 'Readiness: the database answers and the instance is not draining', response: probeSchema } },
    async () => {
      if (draining) throw new HttpError(503, NOT_READY);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.database.query('select 1'), timeout]);
      } catch (error) {
        app.log.warn({ err: error }, 'not ready');
        throw new HttpError(503, NOT_READY);
      } finally {
        clearTimeout(timer);
      }
      return { payload: { status: 'ready' } };
    },
  );
}
