// JSON schemas for params, query and responses (the OpenAPI document is generated from them).
import type { TicketInputField } from '@vigia/domain';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

export const MAX_ID = 2_147_483_647;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

export const uuidParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export const pageProperties = {
  page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;

export const pageQuery = { type: 'object', properties: pageProperties } as const;

export function envelope(payload: object) {
  return {
    type: 'object',
    properties: {
      payload,
      errors: { type: 'array', items: { type: 'object', properties: { field: str, message: str } } },
    },
  } as const;
}

export function pagedOf(item: object) {
  return {
    type: 'object',
    properties: { content: { type: 'array', items: item }, page: int, size: int, total: int, totalCapped: { type: 'boolean' } },
  } as const;
}

export const errorResponse = envelope({ type: 'null' });

export const categorySchema = { type: 'object', properties: { id: int, code: str, name: str } } as const;
export const namedSchema = { type: 'object', properties: { id: int, name: str } } as const;
export const statusSchema = { type: 'object', properties: { code: str, name: str } } as const;

const ticketInputProperties = {
  description: { type: 'string', description: 'HTML of the rich-text editor; sanitized on the server' },
  kilometer: { type: 'number' },
  sector: str,
  commune: str,
  orientation: { type: 'string', enum: ['NORTH', 'SOUTH'] },
  dateEvent: { type: 'string', format: 'date-time' },
  channelCode: str,
  classificationId: int,
  category: { type: 'string', description: 'category code' },
  subcategory: { type: 'integer', description: 'subcategory id' },
  realAddress: str,
  email: str,
  fullName: str,
  phone: str,
  rut: str,
  patente: str,
  // Every field of the shared schema but alternateAddress, which is never stored.
} as const satisfies Record<Exclude<TicketInputField, 'alternateAddress'>, unknown>;

export const ticketSchema = {
  type: 'object',
  properties: {
    id: int,
    version: { type: 'integer', description: 'incremented by every write; the ETag. Send it as If-Match to refuse a stale save (412)' },
    ...ticketInputProperties,
    statusCode: str,
    assignedToId: nullableStr,
    categoryName: str,
    subcategoryName: str,
    classificationName: str,
    statusName: str,
    assignedToName: nullableStr,
    createdById: nullableStr,
    createdAt: str,
    updatedAt: str,
    severity: { type: 'string', enum: ['MINOR', 'MODERATE', 'MAJOR', 'CRITICAL'] },
    lanesBlocked: {
      type: 'object',
      properties: {
        NORTH: { type: 'string', enum: ['NONE', 'PARTIAL', 'ALL'] },
        SOUTH: { type: 'string', enum: ['NONE', 'PARTIAL', 'ALL'] },
      },
    },
    takenAt: nullableStr,
    closedAt: nullableStr,
    closeReason: nullableStr,
    closeReasonName: nullableStr,
    slaDueAt: str,
    slaState: { type: 'string', enum: ['OK', 'AT_RISK', 'BREACHED'] },
    // The lifecycle (issue 26): milestones, minutes from T1 (null until reached), links.
    milestones: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          code: { type: 'string', enum: ['VERIFIED', 'DISPATCHED', 'ON_SCENE', 'LANES_OPEN', 'CLEARED'] },
          at: str,
          corrected: { type: 'boolean' },
        },
      },
    },
    responseMinutes: nullableNumber,
    roadwayClearanceMinutes: nullableNumber,
    incidentClearanceMinutes: nullableNumber,
    duplicateOf: nullableInt,
    duplicates: { type: 'array', items: int },
    primaryId: nullableInt,
    secondaryIds: { type: 'array', items: int },
  },
} as const;

export const userProfileSchema = {
  type: 'object',
  properties: {
    id: str,
    email: str,
    firstName: str,
    lastName: str,
    profileCode: str,
    phone: str,
    rut: str,
    realAddress: str,
    enabled: { type: 'boolean' },
    createdAt: str,
  },
} as const;

export const commentSchema = {
  type: 'object',
  properties: {
    id: int,
    comment: str,
    visibility: { type: 'string', enum: ['INTERNAL', 'PUBLIC'] },
    authorKind: { type: 'string', enum: ['STAFF', 'REPORTER'] },
    authorId: nullableStr,
    authorName: str,
    createdAt: str,
  },
} as const;

export const attachmentSchema = {
  type: 'object',
  properties: { id: int, fileName: str, contentType: str, size: int, url: str, createdAt: str },
} as const;

export const notificationSchema = {
  type: 'object',
  properties: { id: int, type: str, ticketId: { type: ['integer', 'null'] }, message: str, read: { type: 'boolean' }, createdAt: str },
} as const;

export const okResponses = (payload: object, code = 200) => ({ [code]: envelope(payload), '4xx': errorResponse });

/** The request types of the parameter and query schemas above (fastify coerces them). */
export type IdParams = { id: number };
export type UuidParams = { id: string };
export type PageQuery = { page?: number; size?: number };
