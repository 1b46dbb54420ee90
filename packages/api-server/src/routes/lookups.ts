// Public reference data for the event form.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';
import {
  categoryExists,
  listCategories,
  listClassifications,
  listStatuses,
  listSubcategories,
  subcategoryExists,
} from '../repositories/lookups.ts';
import { categorySchema, idParams, namedSchema, okResponses, statusSchema } from './schemas.ts';

export async function lookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/ticket/category', { schema: { tags: ['lookups'], response: okResponses(Type.Array(categorySchema)) } }, async () => ({
    payload: await listCategories(app.db),
  }));

  app.get('/api/ticket/status', { schema: { tags: ['lookups'], response: okResponses(Type.Array(statusSchema)) } }, async () => ({
    payload: await listStatuses(app.db),
  }));

  app.get(
    '/api/ticket/category/:id/subcategories',
    { schema: { tags: ['lookups'], params: idParams, response: okResponses(Type.Array(namedSchema)) } },
    async (request) => {
      const { id } = request.params;
      if (!(await categoryExists(app.db, id))) throw notFound('La categoría no existe');
      return { payload: await listSubcategories(app.db, id) };
    },
  );

  app.get(
    '/api/ticket/category/subcategories/:id/classifications',
    { schema: { tags: ['lookups'], params: idParams, response: okResponses(Type.Array(namedSchema)) } },
    async (request) => {
      const { id } = request.params;
      if (!(await subcategoryExists(app.db, id))) throw notFound('La subcategoría no existe');
      return { payload: await listClassifications(app.db, id) };
    },
  );
}
