// SPEC §5: the event (ticket) form. The same schema validates the form in the browser and
// POST/PUT /api/ticket on the server. Phone, patente and RUT are normalised first (issue 24:
// "+56 9 1234 5678", "ab-cd 12", "123456785"), then the SPEC's rules and messages apply.
import { boolean, date, number, object, string } from 'yup';
import { COMMUNES, ORIENTATIONS, findCommune, MAX_INT } from '../constants';
import { DEFAULT_DOCUMENT_KIND, DOCUMENT_KINDS } from '../document-kinds';
import { DATE_EVENT_SKEW_MS, EVENT_LIMITS } from '../event-text';
import { htmlTextContent } from '../html-text';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { hasDottedDomain, isValidRut, normalizePatente, normalizePhone, normalizeRut } from './normalize';

// Letters include accents and ñ (any Unicode letter).
const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DIGITS = /^\d+$/;
const RUT = /^[0-9A-Za-z.-]+$/;
const ADDRESS = /^[\p{L}0-9 .,-]*$/u;
const EMAIL_FORMAT = string().email();

/**
 * Validation context of an update: the values the event already has. The rules issue 24 added
 * (RUT check digit, dotted e-mail domain) do not refuse a value stored before them, or editing an
 * older event would need its reporter's data corrected first.
 */
export interface EventSchemaContext {
  stored?: { rut?: string | null; email?: string | null };
}

const isStored = (ctx: { options: { context?: object } }, field: 'rut' | 'email', value: string) =>
  (ctx.options.context as EventSchemaContext | undefined)?.stored?.[field] === value;

/** A yup transform from a normaliser (non-strings are left to the type checks). */
const normalized = (normalize: (value: string) => string) => (value: unknown) => (typeof value === 'string' ? normalize(value) : value);

export function createEventSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  const text = () => string().typeError(m.required).trim();
  return object({
    email: text()
      .required(m.required)
      .max(EVENT_LIMITS.email, m.maxLength(EVENT_LIMITS.email))
      .email(m.email)
      // Only once yup's format holds, so one message is given once.
      .test(
        'email-domain',
        m.email,
        (value, ctx) => !value || isStored(ctx, 'email', value) || !EMAIL_FORMAT.isValidSync(value) || hasDottedDomain(value),
      ),
    patente: text()
      .transform(normalized(normalizePatente))
      .required(m.required)
      .max(EVENT_LIMITS.patente, m.maxLength(EVENT_LIMITS.patente))
      .matches(ALPHANUMERIC, m.alphanumeric),
    /** The alternate address of SPEC §5; optional, it only relaxes realAddress. */
    alternateAddress: text().max(EVENT_LIMITS.alternateAddress, m.maxLength(EVENT_LIMITS.alternateAddress)).optional(),
    realAddress: text()
      .max(EVENT_LIMITS.realAddress, m.maxLength(EVENT_LIMITS.realAddress))
      .matches(ADDRESS, m.addressFormat)
      .default('')
      .test('address-required', m.required, function (value) {
        const { email, alternateAddress } = this.parent as { email?: string; alternateAddress?: string };
        return Boolean(value) || Boolean(email?.trim()) || Boolean(alternateAddress?.trim());
      }),
    kilometer: number()
      .typeError(m.number)
      .required(m.required)
      .test('kilometer-range', '', function (value) {
        if (value === undefined || value === null) return true;
        const commune = findCommune((this.parent as { commune?: string }).commune?.trim());
        const min = commune?.kmMin ?? 0;
        if (value < min) return this.createError({ message: m.kilometerMin(min) });
        if (commune && value > commune.kmMax) return this.createError({ message: m.kilometerMax(commune.kmMax) });
        return true;
      }),
    phone: text()
      .transform(normalized(normalizePhone))
      .required(m.required)
      .max(EVENT_LIMITS.phone, m.maxLength(EVENT_LIMITS.phone))
      .matches(DIGITS, m.digitsOnly),
    sector: text()
      .required(m.required)
      .max(EVENT_LIMITS.sector, m.maxLength(EVENT_LIMITS.sector))
      .matches(LETTERS_AND_SPACES, m.lettersAndSpaces),
    commune: text()
      .required(m.required)
      .max(EVENT_LIMITS.commune, m.maxLength(EVENT_LIMITS.commune))
      .matches(LETTERS_AND_SPACES, m.lettersAndSpaces)
      .oneOf(
        COMMUNES.map((c) => c.name),
        m.oneOf,
      ),
    fullName: text().required(m.required).max(EVENT_LIMITS.fullName, m.fullNameMax).matches(LETTERS_AND_SPACES, m.lettersAndSpaces),
    /** Issue 37: which document `rut` holds. Left out (older clients): a RUT, as before. */
    documentKind: string()
      .typeError(m.oneOf)
      .max(10, m.oneOf)
      .oneOf([...DOCUMENT_KINDS], m.oneOf)
      .default(DEFAULT_DOCUMENT_KIND),
    // The document's number. The SPEC's rule (letters, digits, dashes and dots) holds for every kind;
    // only a Chilean RUT is normalised and has a check digit to verify.
    rut: text()
      .required(m.required)
      .max(EVENT_LIMITS.rut, m.maxLength(EVENT_LIMITS.rut))
      // An empty one is only "required" (one message at a time).
      .matches(RUT, { message: m.rutFormat, excludeEmptyString: true })
      .when('documentKind', ([kind], schema) =>
        kind !== 'RUT'
          ? schema
          : schema
              .transform(normalized(normalizeRut))
              // Only once the format holds: one message at a time, the SPEC's first.
              .test(
                'rut-check-digit',
                m.rutCheckDigit,
                (value, ctx) =>
                  !value || isStored(ctx, 'rut', value) || value.length > EVENT_LIMITS.rut || !RUT.test(value) || isValidRut(value),
              ),
      ),
    description: string()
      .typeError(m.required)
      .required(m.required)
      .max(EVENT_LIMITS.descriptionHtml, m.maxLength(EVENT_LIMITS.descriptionHtml))
      .test('description-required', m.required, (value) => !value || htmlTextContent(value).trim().length > 0)
      .test(
        'description-max',
        m.maxLength(EVENT_LIMITS.description),
        (value) => !value || htmlTextContent(value).trim().length <= EVENT_LIMITS.description,
      ),
    dateEvent: date()
      .typeError(m.date)
      .required(m.required)
      .test('date-not-future', m.dateInFuture, (value) => !value || value.getTime() <= Date.now() + DATE_EVENT_SKEW_MS),
    channelCode: text().max(EVENT_LIMITS.channelCode, m.maxLength(EVENT_LIMITS.channelCode)).optional(),
    category: text().required(m.required).max(EVENT_LIMITS.category, m.maxLength(EVENT_LIMITS.category)),
    subcategory: number().typeError(m.number).required(m.required).integer(m.number).min(1, m.oneOf).max(MAX_INT, m.oneOf),
    classificationId: number().typeError(m.number).required(m.required).integer(m.number).min(1, m.oneOf).max(MAX_INT, m.oneOf),
    orientation: string()
      .typeError(m.orientationRequired)
      .required(m.orientationRequired)
      .max(20, m.orientationRequired)
      .oneOf([...ORIENTATIONS], m.orientationRequired),
  });
}

/**
 * POST /api/ticket: the event and what only a new report says. `injured` (issue 24: the form's
 * first question) makes the new event CRITICAL; it is not a field of the event, so updates and
 * TICKET_INPUT_FIELDS leave it out.
 */
export function createReportSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return createEventSchema(m).shape({
    injured: boolean().strict().typeError(m.oneOf).optional(),
  });
}
