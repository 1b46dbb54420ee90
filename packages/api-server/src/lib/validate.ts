// Runs the shared yup schemas of @vigia/domain on request bodies and maps their errors to the
// envelope's `errors: [{ field, message }]`.
import { setLocale, string, ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { HttpError, MESSAGES } from './errors.ts';

// yup's built-in fallbacks are English; this process only answers in Spanish.
setLocale({
  mixed: { notType: 'Tipo de dato no válido', required: 'Este campo es requerido', default: MESSAGES.invalidValue },
});

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  if (!isPlainObject(body)) throw new HttpError(400, MESSAGES.invalidBody);
  // yup's string transforms (trim) throw on objects and arrays: refuse those up front.
  const wrongTypes = Object.entries(schema.fields)
    // yup's field union has no common `type`; every schema carries one at run time.
    .filter(([key, field]) => (field as { type?: string }).type === 'string' && typeof body[key] === 'object' && body[key] !== null)
    .map(([key]) => ({ field: key, message: 'Tipo de dato no válido' }));
  if (wrongTypes.length > 0) throw HttpError.fromErrors(400, wrongTypes);
  const tooLong = lengthErrors(schema, body);
  if (tooLong.length > 0) throw HttpError.fromErrors(400, tooLong);
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (error instanceof ValidationError) throw HttpError.fromErrors(400, toFieldErrors(error));
    if (error instanceof TypeError) throw new HttpError(400, MESSAGES.invalidBody);
    throw error;
  }
}

/** The longest text accepted where a date or a number is expected. */
const NON_TEXT_MAX = 64;

/**
 * Length first: a text over its field's `max` is refused with that rule's message alone, before
 * any other rule runs on it. yup runs every rule of a field together, so a pattern or an HTML
 * measure would otherwise see the whole 256 KB body (issue #21: one such request stalled the
 * server for 19 s). The value is measured as yup would (after its trim). A date or a number sent
 * as a text longer than NON_TEXT_MAX is refused the same way.
 */
function lengthErrors(schema: AnyObjectSchema, body: Record<string, unknown>) {
  const errors: { field: string; message: string }[] = [];
  // yup types fields as schema or reference; our body schemas hold no references.
  for (const [key, field] of Object.entries(schema.fields as Record<string, Schema>)) {
    const value = body[key];
    if (typeof value === 'string' && field.type !== 'string' && value.length > NON_TEXT_MAX) {
      errors.push({ field: key, message: MESSAGES.invalidValue }); // no date or number is this long
      continue;
    }
    const maxTest = typeof value === 'string' ? field.tests.find((test) => test.OPTIONS?.name === 'max') : undefined;
    const max = maxTest?.OPTIONS?.params?.['max'];
    if (typeof value !== 'string' || typeof max !== 'number' || value.length <= max) continue;
    // cast() is typed as the field's output; without assert it may be anything.
    const measured = field.cast(value, { assert: false }) as unknown;
    if (typeof measured !== 'string' || measured.length <= max) continue;
    try {
      string().max(max, maxTest?.OPTIONS?.message).validateSync(measured);
    } catch (error) {
      if (error instanceof ValidationError) errors.push({ field: key, message: error.message });
    }
  }
  return errors;
}

export function toFieldErrors(error: ValidationError) {
  const inner = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const out: { field?: string; message: string }[] = [];
  for (const e of inner) {
    const key = `${e.path ?? ''}|${e.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e.path ? { field: e.path, message: e.message } : { message: e.message });
  }
  return out;
}
