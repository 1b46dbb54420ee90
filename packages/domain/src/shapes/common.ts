// The building blocks of the response shapes: the server serializes with these JSON Schemas and the
// client's types are their `Static` (types/*.ts), so a field cannot be in one and not the other.
// Nullable and enum fields are written as `type: [t, 'null']` and `enum` (not TypeBox's `anyOf`):
// fast-json-stringify serializes those without trying each branch.
import { Type, type TSchema } from '@sinclair/typebox';

type Options = { description?: string; default?: unknown };

export const NullableString = (options: Options = {}) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
export const NullableInteger = (options: Options = {}) => Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });
export const NullableNumber = (options: Options = {}) => Type.Unsafe<number | null>({ type: ['number', 'null'], ...options });

/** A string that is one of `values` (a constant list of constants.ts). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: Options = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const FieldErrorShape = Type.Object({
  field: Type.Optional(Type.String({ description: 'API field name the message is about; absent for the whole request' })),
  message: Type.String(),
});

/** Every response: `{ payload }` on success, `{ payload: null, errors }` on failure. */
export const EnvelopeShape = <T extends TSchema>(payload: T) =>
  Type.Object({ payload, errors: Type.Optional(Type.Array(FieldErrorShape)) });

export const PagedShape = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    size: Type.Integer(),
    total: Type.Integer(),
    totalCapped: Type.Optional(Type.Boolean({ description: 'the count stopped at total and more match' })),
  });
