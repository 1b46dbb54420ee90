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

  // One level of the category tree under its parent: 404 when the parent does not exist.
  const children = [
    { url: '/api/ticket/category/:id/subcategories', exists: categoryExists, list: listSubcategories, missing: 'La categoría no existe' },
    {
      url: '/api/ticket/category/subcategories/:id/classifications',
      exists: subcategoryExists,
      list: listClassifications,
      missing: 'La subcategoría no existe',
    },
  ];
  for (const level of children) {
    app.get(
      level.url,
      { schema: { tags: ['lookups'], params: idParams, response: okResponses(Type.Array(namedSchema)) } },
      async (request) => {
        const { id } = request.params;
        if (!(await level.exists(app.db, id))) throw notFound(level.missing);
        return { payload: await level.list(app.db, id) };
      },
    );
  }
}
