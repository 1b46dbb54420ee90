// Limits and text rules of the event form that screens need without the yup schemas (which live in
// the `@vigia/domain/schemas` entry, loaded only with a form).

export const EVENT_LIMITS = {
  email: 50,
  patente: 8,
  realAddress: 100,
  alternateAddress: 100,
  category: 50,
  channelCode: 20,
  phone: 50,
  sector: 20,
  commune: 20,
  fullName: 100,
  rut: 50,
  description: 300,
  /** The rich-text HTML may be longer than its text; this caps what is stored. */
  descriptionHtml: 10_000,
} as const;

/** Accepted clock skew between the reporter's device and the server for "not in the future". */
export const DATE_EVENT_SKEW_MS = 2 * 60 * 1000;
