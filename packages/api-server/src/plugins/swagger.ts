// OpenAPI generated from the route schemas, at /api/docs (UI) and /api/docs/json.
// Bodies are validated by the shared yup schemas, and documented from the same schemas under
// `docBody` (lib/body-doc.ts), which fastify ignores and the transform below shows as the body.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Vigía API',
          version: '1.0.27',
          description: 'Incident (event) platform of the Ruta 5 concession, km 410-580',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: ({ schema, url }) => {
        // The swagger transform's schema is typed loosely; `docBody` is our own key (lib/body-doc.ts).
        const { docBody, ...rest } = (schema ?? {}) as Record<string, unknown>;
        return { schema: (docBody ? { ...rest, body: docBody } : rest) as never, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'vigia-swagger' },
);
