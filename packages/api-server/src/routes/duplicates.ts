// Beyond the spec: while a reporter fills the form, warn (never block) when the same thing seems
// to be reported already nearby.
import type { FastifyInstance } from 'fastify';
import { ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN, type Orientation } from '@vigia/domain';
import { findPossibleDuplicates } from '../repositories/duplicates.ts';
import { okResponses } from './schemas.ts';

const duplicateSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kilometer: { type: 'number' },
    orientation: { type: 'string' },
    dateEvent: { type: 'string' },
    categoryName: { type: 'string' },
    statusName: { type: 'string' },
  },
} as const;

export async function duplicateRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { category: string; kilometer: number; orientation: Orientation } }>(
    '/api/ticket/duplicates',
    {
      schema: {
        tags: ['events'],
        summary: 'Open events of the same category within ±2 km in the same direction in the last 24 h',
        querystring: {
          type: 'object',
          required: ['category', 'kilometer', 'orientation'],
          additionalProperties: false,
          properties: {
            category: { type: 'string', minLength: 1, maxLength: 50 },
            kilometer: { type: 'number', minimum: ROAD_KM_MIN - 10, maximum: ROAD_KM_MAX + 10 },
            orientation: { type: 'string', enum: [...ORIENTATIONS] },
          },
        },
        response: okResponses({ type: 'array', items: duplicateSchema }),
      },
      config: {
        rateLimit: { max: app.settings.rateLimits.authPerMinute * 6, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const query = request.query;
      return { payload: await findPossibleDuplicates(app.db, query) };
    },
  );
}
