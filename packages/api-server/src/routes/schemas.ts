// Schemas for params, query and responses (the OpenAPI document is generated from them). The
// responses are the TypeBox shapes of `@vigia/domain/shapes`, whose static types are the ones the
// client imports from `@vigia/domain`: a field cannot be serialized here and missing there.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  AttachmentShape,
  CategoryShape,
  CommentShape,
  EnvelopeShape,
  NamedShape,
  NotificationShape,
  PagedShape,
  StatusShape,
  TicketShape,
  UserProfileShape,
} from '@vigia/domain/shapes';
import { IDEMPOTENCY_HEADER } from '../lib/idempotency.ts';

export const MAX_ID = 2_147_483_647;

export const idParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
export const uuidParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const pageProperties = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

export const pageQuery = Type.Object(pageProperties);

/** The request header of the writes a retry must not double (lib/idempotency.ts). */
export const idempotencyHeaderProperties = { [IDEMPOTENCY_HEADER]: Type.Optional(Type.String({ maxLength: 100 })) };

/** `{ payload, errors? }` around a payload: typed when the payload is a TypeBox schema. */
export function envelope<T extends TSchema>(payload: T): ReturnType<typeof EnvelopeShape<T>>;
export function envelope(payload: object): object;
export function envelope(payload: object) {
  // A plain JSON Schema payload (no TypeBox kind) serializes the same; its handler is not typed.
  return EnvelopeShape(payload as TSchema);
}

export function pagedOf<T extends TSchema>(item: T): ReturnType<typeof PagedShape<T>>;
export function pagedOf(item: object): object;
export function pagedOf(item: object) {
  // As in envelope(): a plain JSON Schema item serializes the same.
  return PagedShape(item as TSchema);
}

export const errorResponse = EnvelopeShape(Type.Null());

export const categorySchema = CategoryShape;
export const namedSchema = NamedShape;
export const statusSchema = StatusShape;
export const ticketSchema = TicketShape;
export const userProfileSchema = UserProfileShape;
export const commentSchema = CommentShape;
export const attachmentSchema = AttachmentShape;
export const notificationSchema = NotificationShape;

/** The security requirement of every route that needs a signed-in user (route-rules.ts says which roles). */
export const bearerSecurity = [{ bearer: [] }];

/** A signed-in route's schema: its OpenAPI tag and the bearer requirement, then what the route gives. */
export function signedIn<S extends object>(tag: string, schema: S) {
  return { tags: [tag], security: bearerSecurity, ...schema };
}

/** The responses of a route: its payload in the envelope, and the envelope of errors for any 4xx. */
export function okResponses<T extends TSchema, C extends number = 200>(
  payload: T,
  code?: C,
): { [K in C]: ReturnType<typeof EnvelopeShape<T>> } & { '4xx': typeof errorResponse };
export function okResponses(payload: object, code?: number): Record<string, object>;
export function okResponses(payload: object, code = 200) {
  return { [code]: envelope(payload), '4xx': errorResponse };
}

/** The request types of the parameter and query schemas above (fastify coerces them). */
export type IdParams = Static<typeof idParams>;
export type UuidParams = Static<typeof uuidParams>;
export type PageQuery = Static<typeof pageQuery>;
