// Beyond the spec: while a reporter fills the form, warn (never block) when the same thing seems
// to be reported already nearby.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN } from '@vigia/domain';
import { PossibleDuplicateShape, StringEnum } from '@vigia/domain/shapes';
import { findPossibleDuplicates } from '../repositories/duplicates.ts';
import { okResponses } from './schemas.ts';

export async function duplicateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/ticket/duplicates',
    {
      schema: {
        tags: ['events'],
        summary: 'Open events of the same category within ±2 km in the same direction in the last 24 h',
        querystring: Type.Object(
          {
            category: Type.String({ minLength: 1, maxLength: 50 }),
            kilometer: Type.Number({ minimum: ROAD_KM_MIN - 10, maximum: ROAD_KM_MAX + 10 }),
            orientation: StringEnum(ORIENTATIONS),
          },
          { additionalProperties: false },
        ),
        response: okResponses(Type.Array(PossibleDuplicateShape)),
      },
      config: {
        rateLimit: { max: app.settings.rateLimits.authPerMinute * 6, timeWindow: '1 minute' },
      },
    },
    async (request) => ({ payload: await findPossibleDuplicates(app.db, request.query) }),
  );
}
