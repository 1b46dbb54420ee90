// Conversions between the API's ticket and the form's raw values (strings, as the inputs hold them).
// The fields are the shared schema's (TICKET_INPUT_FIELDS, @vigia/domain); only their screen order
// is written here.
import { CHANNEL_WEB, TICKET_INPUT_FIELDS, type Ticket, type TicketInput, type TicketInputField } from '@vigia/domain';
import type { createReportSchema } from '@vigia/domain/schemas';
import type { InferType } from 'yup';

/** Form fields in the order they appear, so errors and focus follow the screen. */
export const FORM_FIELDS = [
  // What happened and where first (issue 24: the reporter is on the roadside), then who reports it.
  'category',
  'subcategory',
  'classificationId',
  'commune',
  'sector',
  'kilometer',
  'orientation',
  'dateEvent',
  'description',
  'fullName',
  'documentKind',
  'rut',
  'email',
  'phone',
  'realAddress',
  'patente',
] as const satisfies readonly TicketInputField[];

export type EventFormField = (typeof FORM_FIELDS)[number];

// The schema's fields the form has no control for: the API accepts an alternate address, and the
// channel is always the web's (toTicketInput). Any other field of the schema must be on the form.
type NotOnForm = 'alternateAddress' | 'channelCode';
type AssertNever<T extends never> = T;
type _EverySchemaFieldOnForm = AssertNever<Exclude<TicketInputField, EventFormField | NotOnForm>>;

/** What the inputs hold: every value is the string the control shows. */
export type EventFormValues = Record<EventFormField, string> & {
  /** Honeypot: people never see it, bots fill it; the server refuses a non-empty one. */
  website: string;
  /** Create mode's first question, '¿Hay personas lesionadas?': '' (not answered), 'yes' or 'no'. */
  injured: '' | 'yes' | 'no';
};

/** The values after the shared schema has validated and cast them (a new report's: with `injured`). */
export type EventFormOutput = InferType<ReturnType<typeof createReportSchema>>;

export function isFormField(name: string): name is EventFormField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

export function emptyValues(): EventFormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as Record<EventFormField, string>;
  // A new report starts with a RUT, as every report did before issue 37 ("Pasaporte u otro" is the choice).
  return { ...values, documentKind: 'RUT', website: '', injured: '' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` in local time, the format of `<input type="datetime-local">`. */
export function toDateTimeLocal(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function ticketToValues(ticket: Ticket): EventFormValues {
  const values = emptyValues();
  for (const field of FORM_FIELDS) {
    const value = ticket[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  values.dateEvent = ticket.dateEvent ? toDateTimeLocal(new Date(ticket.dateEvent)) : '';
  values.documentKind ||= 'RUT';
  return values;
}

// An empty input or select is "missing": the schema then says 'Este campo es requerido' instead of
// a type error ('Debe ser un número') or a not-in-list error ('Valor no permitido').
const BLANK_MEANS_MISSING = [
  'kilometer',
  'subcategory',
  'classificationId',
  'dateEvent',
  'category',
  'commune',
  'orientation',
] as const satisfies readonly EventFormField[];

export function blanksToUndefined(values: EventFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const key of BLANK_MEANS_MISSING) if (typeof out[key] === 'string' && (out[key] as string).trim() === '') out[key] = undefined;
  // The radio's answer as the schema's boolean; unanswered is not sent.
  out['injured'] = values.injured === 'yes' ? true : values.injured === 'no' ? false : undefined;
  return out;
}

/** The schema's output as the API's JSON (SPEC §7): the date as ISO, the web channel. */
export function toTicketInput(output: EventFormOutput): TicketInput {
  const input: Record<string, unknown> = {};
  for (const field of TICKET_INPUT_FIELDS) if (output[field] !== undefined) input[field] = output[field];
  return {
    ...(input as TicketInput),
    dateEvent: output.dateEvent.toISOString(),
    channelCode: CHANNEL_WEB,
  };
}

/** The POST /api/ticket body: the ticket's fields, the honeypot and, when said, `injured: true`. */
export type CreatePayload = TicketInput & { website: string; injured?: true } & Record<string, unknown>;

export function toCreatePayload(output: EventFormOutput, website: string): CreatePayload {
  // Only a 'yes' is sent: the server raises the new event's severity for it (issue 24).
  return { ...toTicketInput(output), website, ...(output.injured === true ? { injured: true as const } : {}) };
}
