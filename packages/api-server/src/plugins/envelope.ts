// Every error becomes `{ payload: null, errors: [{ field?, message }] }`, in Spanish. User input
// never produces a 500: fastify's body/schema errors and stray PostgreSQL input errors map to 4xx.
// API answers are `no-store` unless they are public reference data or the route chose a header.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import { isUnruledPath } from '../access/route-rules.ts';
import { errorCode, errorProperty, HttpError, MESSAGES, isDatabaseUnavailable } from '../lib/errors.ts';
import { toFieldErrors } from '../lib/validate.ts';
import fp from 'fastify-plugin';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function ajvMessage(e: AjvError): string {
  switch (e.keyword) {
    case 'required':
      return 'Este campo es requerido';
    case 'maximum':
      return `Debe ser menor o igual a ${String(e.params['limit'])}`;
    case 'minimum':
      return `Debe ser mayor o igual a ${String(e.params['limit'])}`;
    case 'maxLength':
      return `Máximo ${String(e.params['limit'])} caracteres`;
    case 'minLength':
      return `Mínimo ${String(e.params['limit'])} caracteres`;
    case 'type':
      return e.params['type'] === 'integer' || e.params['type'] === 'number' ? 'Debe ser un número' : 'Tipo de dato no válido';
    case 'format':
      return e.params['format'] === 'uuid' ? 'Identificador no válido' : 'Formato no válido';
    case 'enum':
      return 'Valor no permitido';
    default:
      return MESSAGES.invalidValue;
  }
}

function ajvField(e: AjvError, context: string | undefined): string | undefined {
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = e.keyword === 'required' ? String(e.params['missingProperty'] ?? '') : '';
  return [path, missing].filter(Boolean).join('.') || context || undefined;
}

// PostgreSQL "bad input" classes (invalid text representation, numeric out of range, bad datetime...).
// 22009: JS writes years before 0 as '-100000-01-01T…', which PostgreSQL reads as a time zone offset.
// 22P05: a NUL character (\u0000) in a value stored as JSON (a handover's note in its summary).
const PG_INPUT_ERRORS = new Set(['22P02', '22003', '22007', '22008', '22009', '22001', '22021', '22P05', '2201X', '2201W']);

export function sendErrors(reply: FastifyReply, statusCode: number, errors: { field?: string; message: string }[]) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ payload: null, errors });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendErrors(reply, 404, [{ message: `${MESSAGES.notFound}: ${request.method} ${request.url.split('?')[0]}` }]);
}

/** Fastify's `frameworkErrors`: router errors (a malformed URL, an over-long path parameter) come
 *  before any route or error handler; they are the client's and get the envelope too. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code }, 'malformed request');
  return sendErrors(reply, status, [{ message: status === 414 ? MESSAGES.payloadTooLarge : MESSAGES.invalidValue }]);
}

/** Reference data anyone may read (the report form's lists): the same for every caller. */
const SHARED_API_ROUTES = new Set([
  '/api/ticket/category',
  '/api/ticket/status',
  '/api/ticket/category/:id/subcategories',
  '/api/ticket/category/subcategories/:id/classifications',
]);

export const envelopePlugin = fp(
  async (app) => {
    // Security review (issue 21): answers carry personal data (users, events, notifications) and
    // must not be kept by the browser's or a proxy's cache. Errors and 404s included: one rule for
    // every /api answer is harder to forget than a header per route.
    app.addHook('onSend', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // The OpenAPI document and its UI (unruled paths) are public.
      const isApi = path === '/api' || (path.startsWith('/api/') && !isUnruledPath(path));
      const shared = SHARED_API_ROUTES.has(request.routeOptions.url ?? '');
      if (isApi && !shared && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
    // ajv's coercion turns "1e400" into Infinity and its integer/minimum/maximum checks then let
    // ±Infinity through (a page size of -Infinity reached the serializer as a 500).
    app.addHook('preHandler', async (request) => {
      for (const source of [request.params, request.query]) {
        if (typeof source !== 'object' || source === null) continue;
        for (const [field, value] of Object.entries(source)) {
          if (typeof value === 'number' && !Number.isFinite(value)) throw new HttpError(400, 'Debe ser un número', field);
        }
      }
    });
    app.setErrorHandler((error: FastifyError & { errors?: unknown; validationContext?: string }, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
        if (error.payload !== null) {
          return reply
            .code(error.statusCode)
            .headers(error.headers)
            .type('application/json; charset=utf-8')
            .send({ payload: error.payload, errors: error.errors });
        }
        return sendErrors(reply, error.statusCode, error.errors);
      }
      if (error instanceof ValidationError) return sendErrors(reply, 400, toFieldErrors(error));
      if (error.validation) {
        const errors = error.validation.map((e) => {
          const field = ajvField(e, error.validationContext);
          return field ? { field, message: ajvMessage(e) } : { message: ajvMessage(e) };
        });
        return sendErrors(reply, 400, errors);
      }
      const code = errorCode(error);
      const causeCode = errorCode(errorProperty(error, 'cause')); // drizzle wraps driver errors
      if ((code && PG_INPUT_ERRORS.has(code)) || (causeCode && PG_INPUT_ERRORS.has(causeCode))) {
        request.log.warn({ err: error }, 'database refused an input value');
        return sendErrors(reply, 400, [{ message: MESSAGES.invalidValue }]);
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return sendErrors(reply, 429, [{ message: MESSAGES.tooManyRequests }]);
      if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE') return sendErrors(reply, 413, [{ message: MESSAGES.payloadTooLarge }]);
      if (status === 415) return sendErrors(reply, 415, [{ message: MESSAGES.unsupportedMediaType }]);
      if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
        return sendErrors(reply, 400, [{ message: MESSAGES.invalidJson }]);
      }
      if (status >= 400 && status < 500) {
        return sendErrors(reply, status, [{ message: status === 404 ? MESSAGES.notFound : MESSAGES.invalidBody }]);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return sendErrors(reply, 503, [{ message: MESSAGES.unavailable }]);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendErrors(reply, 500, [{ message: MESSAGES.internal }]);
    });
  },
  { name: 'vigia-envelope' },
);
