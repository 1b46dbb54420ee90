// One schema per body: the yup schema that validates a body (validateBody) also describes it in
// the OpenAPI document. Routes put this under `docBody`, which fastify ignores (its own validator
// never runs on bodies) and the swagger plugin's transform shows as the body.
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';

type JsonSchema = Record<string, unknown>;

/** The body's JSON Schema made from `schema`, with `extra` properties only the route reads. */
export function bodyDoc(schema: AnyObjectSchema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  // yup-to-json-schema types its answer loosely; an object schema's has `properties`.
  const { default: _default, properties, ...rest } = convertSchema(schema) as JsonSchema & { properties?: Record<string, JsonSchema> };
  return { ...rest, properties: { ...properties, ...extra } };
}
