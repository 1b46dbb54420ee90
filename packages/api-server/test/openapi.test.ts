// One schema per body (issue 22): every JSON body the API reads is documented from the yup schema
// that validates it, so the document cannot drift from the rules.
import type { FastifyInstance } from 'fastify';
import { createReportSchema, createUserSchema } from '@vigia/domain/schemas';
import { withApp } from './helpers';

type Schema = { type?: string | string[]; format?: string; properties?: Record<string, Schema>; maxLength?: number; required?: string[] };
type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } };

let app: FastifyInstance;
let paths: Record<string, Record<string, Operation>>;

/** Fields a route reads or ignores outside its yup schema (the honeypot, sign-in's legacy fields). */
const OUTSIDE_THE_SCHEMA = new Set(['website', 'providerId', 'tokenId']);

withApp({}, async (started) => {
  app = started;
  paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});

const jsonBodies = () =>
  Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const schema = operation.requestBody?.content['application/json']?.schema;
      return schema ? [{ route: `${method.toUpperCase()} ${path}`, schema }] : [];
    }),
  );

it('documents the JSON body of every route that reads one', () => {
  expect(
    jsonBodies()
      .map((b) => b.route)
      .sort(),
  ).toEqual([
    'PATCH /api/ticket/{id}',
    'PATCH /api/ticket/{id}/agency/{entryId}',
    'PATCH /api/unit/{id}',
    'POST /api/alerts/confirm',
    'POST /api/alerts/subscribe',
    'POST /api/alerts/unsubscribe',
    'POST /api/auth',
    'POST /api/auth/confirm',
    'POST /api/auth/register',
    'POST /api/auth/reset',
    'POST /api/close-reason',
    'POST /api/location/reference',
    'POST /api/location/sos',
    'POST /api/log',
    'POST /api/observations',
    'POST /api/observations/{id}/reply',
    'POST /api/observations/{id}/resolve',
    'POST /api/privacy/export',
    'POST /api/privacy/requests',
    'POST /api/privacy/requests/{id}/resolve',
    'POST /api/profile/disable/{id}',
    'POST /api/profile/new',
    'POST /api/profile/update',
    'POST /api/response-template',
    'POST /api/shift/handover',
    'POST /api/standards',
    'POST /api/ticket',
    'POST /api/ticket/assign',
    'POST /api/ticket/follow-up',
    'POST /api/ticket/follow-up/comment',
    'POST /api/ticket/staff',
    'POST /api/ticket/unsubscribe',
    'POST /api/ticket/{id}/agency',
    'POST /api/ticket/{id}/comment',
    'POST /api/ticket/{id}/dispatch',
    'POST /api/ticket/{id}/link',
    'POST /api/ticket/{id}/merge',
    'POST /api/ticket/{id}/milestone',
    'POST /api/ticket/{id}/reopen',
    'POST /api/ticket/{id}/reveal',
    'POST /api/unit',
    'POST /api/unit/{id}/position',
    'POST /api/unit/{id}/status',
    'POST /api/works',
    'POST /api/works/{id}/reject',
    'PUT /api/close-reason/{code}',
    'PUT /api/response-template/{id}',
    'PUT /api/severity-rule/{classificationId}',
    'PUT /api/sla-target/{severity}',
    'PUT /api/ticket/{id}',
    'PUT /api/ticket/{id}/triage',
    'PUT /api/user/me/preferences',
    'PUT /api/works/{id}',
  ]);
});

it('documents each body from its yup schema: the same fields, and every text with its maximum length', () => {
  const withoutMax = jsonBodies().flatMap(({ route, schema }) =>
    Object.entries(schema.properties ?? {})
      // Dates are texts too, refused past 64 characters by validateBody whatever their schema says.
      .filter(
        ([field, property]) =>
          property.type === 'string' &&
          property.format !== 'date-time' &&
          property.maxLength === undefined &&
          !OUTSIDE_THE_SCHEMA.has(field),
      )
      .map(([field]) => `${route} ${field}`),
  );
  expect(withoutMax).toEqual([]);
  const fieldsOf = (route: string) =>
    Object.keys(jsonBodies().find((b) => b.route === route)!.schema.properties ?? {}).filter((f) => !OUTSIDE_THE_SCHEMA.has(f));
  expect(fieldsOf('POST /api/ticket').sort()).toEqual(Object.keys(createReportSchema().fields).sort());
  expect(fieldsOf('POST /api/profile/new').sort()).toEqual(Object.keys(createUserSchema().fields).sort());
  expect(jsonBodies().find((b) => b.route === 'POST /api/ticket')!.schema.required).toContain('description');
});
