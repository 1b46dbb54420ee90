// Conversions between the API's ticket and the form's raw values (strings, as the inputs hold them).
import { CHANNEL_WEB, type Orientation, type Ticket, type TicketInput } from '@vigia/domain';
import type { createEventSchema } from '@vigia/domain/schemas';
import type { InferType } from 'yup';

/** What the inputs hold: every value is the string the control shows. */
export interface EventFormValues {
  fullName: string;
  rut: string;
  email: string;
  phone: string;
  realAddress: string;
  patente: string;
  category: string;
  subcategory: string;
  classificationId: string;
  commune: string;
  sector: string;
  kilometer: string;
  orientation: string;
  dateEvent: string;
  description: string;
  /** Honeypot: people never see it, bots fill it; the server refuses a non-empty one. */
  website: string;
}

/** The values after the shared schema has validated and cast them. */
export type EventFormOutput = InferType<ReturnType<typeof createEventSchema>>;

/** Form fields in the order they appear, so errors and focus follow the screen. */
export const FORM_FIELDS = [
  'fullName',
  'rut',
  'email',
  'phone',
  'realAddress',
  'patente',
  'category',
  'subcategory',
  'classificationId',
  'commune',
  'sector',
  'kilometer',
  'orientation',
  'dateEvent',
  'description',
] as const satisfies readonly (keyof EventFormValues)[];

export type EventFormField = (typeof FORM_FIELDS)[number];

export function isFormField(name: string): name is EventFormField {
  return (FORM_FIELDS as readonly string[]).includes(name);
}

export function emptyValues(): EventFormValues {
  return {
    fullName: '',
    rut: '',
    email: '',
    phone: '',
    realAddress: '',
    patente: '',
    category: '',
    subcategory: '',
    classificationId: '',
    commune: '',
    sector: '',
    kilometer: '',
    orientation: '',
    dateEvent: '',
    description: '',
    website: '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` in local time, the format of `<input type="datetime-local">`. */
export function toDateTimeLocal(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function ticketToValues(ticket: Ticket): EventFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const num = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    fullName: text(ticket.fullName),
    rut: text(ticket.rut),
    email: text(ticket.email),
    phone: text(ticket.phone),
    realAddress: text(ticket.realAddress),
    patente: text(ticket.patente),
    category: text(ticket.category),
    subcategory: num(ticket.subcategory),
    classificationId: num(ticket.classificationId),
    commune: text(ticket.commune),
    sector: text(ticket.sector),
    kilometer: num(ticket.kilometer),
    orientation: text(ticket.orientation),
    dateEvent: ticket.dateEvent ? toDateTimeLocal(new Date(ticket.dateEvent)) : '',
    description: text(ticket.description),
    website: '',
  };
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
] as const;

export function blanksToUndefined(values: EventFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const key of BLANK_MEANS_MISSING)
    if (typeof out[key] === 'string' && (out[key] as string).trim() === '') out[key] = undefined;
  return out;
}

/** The POST /api/ticket body (SPEC §7) plus category, subcategory and the honeypot. */
export type CreatePayload = TicketInput & {
  category: string;
  subcategory: number;
  website: string;
} & Record<string, unknown>;

export function toCreatePayload(output: EventFormOutput, website: string): CreatePayload {
  return {
    description: output.description,
    kilometer: Number(output.kilometer),
    sector: output.sector,
    commune: output.commune,
    orientation: output.orientation as Orientation,
    dateEvent: output.dateEvent.toISOString(),
    channelCode: CHANNEL_WEB,
    classificationId: Number(output.classificationId),
    realAddress: output.realAddress ?? '',
    email: output.email,
    fullName: output.fullName,
    phone: output.phone,
    rut: output.rut,
    patente: output.patente,
    category: output.category,
    subcategory: Number(output.subcategory),
    website,
  };
}
