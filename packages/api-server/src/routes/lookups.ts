// Public reference data for the event form.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';
import { listCategories, listChildren, listStatuses } from '../repositories/lookups.ts';
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
    { url: '/api/ticket/category/:id/subcategories', level: 'subcategories', missing: 'La categoría no existe' },
    { url: '/api/ticket/category/subcategories/:id/classifications', level: 'classifications', missing: 'La subcategoría no existe' },
  ] as const;
  for (const { url, level, missing } of children) {
    app.get(url, { schema: { tags: ['lookups'], params: idParams, response: okResponses(Type.Array(namedSchema)) } }, async (request) => {
      const payload = await listChildren(app.db, level, request.params.id);
      if (!payload) throw notFound(missing);
      return { payload };
    });
  }
}
