// Public reference data for the event form.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';
import { listCategories, listChildren, listStatuses } from '../repositories/lookups.ts';
import { categorySchema, idParams, namedSchema, okResponses, statusSchema } from './schemas.ts';
import { listRoute } from './create-route.ts';

export async function lookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  listRoute(app, { url: '/api/ticket/category', tag: 'lookups', access: 'public', shape: categorySchema, list: listCategories });
  listRoute(app, { url: '/api/ticket/status', tag: 'lookups', access: 'public', shape: statusSchema, list: listStatuses });

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
