// The event's fields, defined once: the shared yup schema (schemas/event.ts) says what each field
// accepts, and everything else (the API types, the form's values, the server's insert) derives from
// it. The main entry cannot import yup at run time (the first load of the public form and the
// dashboards does not carry it), so the names are also a plain list here, tied to the schema by the
// types below and by ticket-fields.test.ts.
import type { InferType } from 'yup';
import type { createEventSchema } from './schemas/event';
import type { Ticket } from './types/answers';

/** The values createEventSchema yields once it has validated and cast a body. */
export type EventSchemaOutput = InferType<ReturnType<typeof createEventSchema>>;

/** The fields of POST /api/ticket: createEventSchema's keys, in its order. */
export const TICKET_INPUT_FIELDS = [
  'email',
  'patente',
  'alternateAddress',
  'realAddress',
  'kilometer',
  'phone',
  'sector',
  'commune',
  'fullName',
  'documentKind',
  'rut',
  'description',
  'dateEvent',
  'channelCode',
  'category',
  'subcategory',
  'classificationId',
  'orientation',
] as const satisfies readonly (keyof EventSchemaOutput)[];

export type TicketInputField = (typeof TICKET_INPUT_FIELDS)[number];

// The other direction of the `satisfies` above: a schema field missing from the list fails here.
type AssertNever<T extends never> = T;
type _EverySchemaFieldListed = AssertNever<Exclude<keyof EventSchemaOutput, TicketInputField>>;

/** JSON has no dates: a date travels as its ISO string. */
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/**
 * POST /api/ticket (SPEC §7): the schema's fields as JSON. `category` and `subcategory` must be the
 * classification's parents; `alternateAddress` only relaxes `realAddress` and is not stored;
 * `channelCode` is set by the server.
 */
export type TicketInput = AsJson<EventSchemaOutput>;

/** PUT /api/ticket/{id}: the create fields plus status and assignee. */
export interface TicketUpdate extends TicketInput {
  statusCode: string;
  assignedToId: string | null;
}

export const TICKET_UPDATE_FIELDS = [
  ...TICKET_INPUT_FIELDS,
  'statusCode',
  'assignedToId',
] as const satisfies readonly (keyof TicketUpdate)[];

/** The PUT body that saves an event exactly as stored (to change only its status or assignee). */
export function toTicketUpdate(ticket: Ticket): TicketUpdate {
  const out: Record<string, unknown> = {};
  for (const key of TICKET_UPDATE_FIELDS) if (key in ticket) out[key] = ticket[key as keyof Ticket];
  return out as unknown as TicketUpdate;
}
