// POST /api/ticket/staff (issue 39): an event the control room heard on the phone or a patrol saw.
// Not the public form's rules: no e-mail, RUT or plate; the caller's name and phone are optional.
// Every text is capped before any pattern runs, and the patterns are single character classes, so a
// long input costs linear time.
import { boolean, number, object, string } from 'yup';
import { LANE_STATES, ORIENTATIONS, ROAD_KM_MAX, ROAD_KM_MIN, type Orientation, MAX_INT, SOS_POST_MAX } from '../constants';
import { EVENT_LIMITS } from '../event-text';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { oneOfText } from './text';
import { normalizePatente, normalizePhone } from './normalize';

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
const DIGITS = /^\d+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DOCUMENT = /^[0-9A-Za-z.-]+$/;
const ADDRESS = /^[\p{L}0-9 .,-]*$/u;
/** A note on a call: the public form's text limit. */
export const STAFF_NOTE_MAX_LENGTH = EVENT_LIMITS.description;
export const SOS_OR_KM = 'Indique el km y la dirección, o el número del poste SOS';

export function createStaffEventSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  const text = () => string().typeError(m.oneOf).trim();
  const lane = () => oneOfText(m, LANE_STATES, 20);
  return object({
    channelCode: text().required(m.required).max(EVENT_LIMITS.channelCode, m.maxLength(EVENT_LIMITS.channelCode)),
    kilometer: number()
      .typeError(m.number)
      .min(ROAD_KM_MIN, m.kilometerMin(ROAD_KM_MIN))
      .max(ROAD_KM_MAX, m.kilometerMax(ROAD_KM_MAX))
      .optional()
      .test('sos-or-km', SOS_OR_KM, function (value) {
        return value !== undefined || (this.parent as { sosPost?: number }).sosPost !== undefined;
      }),
    orientation: string<Orientation>()
      .typeError(m.orientationRequired)
      .max(20, m.orientationRequired)
      .oneOf([...ORIENTATIONS], m.orientationRequired)
      .optional()
      .test('sos-or-direction', m.orientationRequired, function (value) {
        return value !== undefined || (this.parent as { sosPost?: number }).sosPost !== undefined;
      }),
    sosPost: number().typeError(m.number).integer(m.number).min(1, m.oneOf).max(SOS_POST_MAX, m.oneOf).optional(),
    classificationId: number().typeError(m.number).required(m.required).integer(m.number).min(1, m.oneOf).max(MAX_INT, m.oneOf),
    injured: boolean().strict().typeError(m.oneOf).default(false),
    lanesBlocked: object({ NORTH: lane().default('NONE'), SOUTH: lane().default('NONE') })
      .typeError(m.oneOf)
      .noUnknown(m.oneOf)
      .default({ NORTH: 'NONE', SOUTH: 'NONE' }),
    // What was said or seen: the event's description (required, as the public form's).
    description: text().required(m.required).max(STAFF_NOTE_MAX_LENGTH, m.maxLength(STAFF_NOTE_MAX_LENGTH)),
    callerName: text()
      .max(EVENT_LIMITS.fullName, m.maxLength(EVENT_LIMITS.fullName))
      .matches(LETTERS_AND_SPACES, { message: m.lettersAndSpaces, excludeEmptyString: true })
      .default(''),
    callerPhone: text()
      .transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value))
      .max(EVENT_LIMITS.phone, m.maxLength(EVENT_LIMITS.phone))
      .matches(DIGITS, { message: m.digitsOnly, excludeEmptyString: true })
      .default(''),
  }).noUnknown(m.oneOf);
}

/**
 * An event the control room logged has no reporter's e-mail, document or plate, and its caller's name
 * and phone are optional: edits of it (PUT/PATCH, the edit form) check these instead of the public
 * form's required ones; the formats and lengths stay the SPEC's. Spread into the event schema's shape.
 */
export function callTakenReporterFields(m: ValidationMessages = SPANISH_MESSAGES) {
  const text = () => string().typeError(m.required).trim();
  const normalized = (normalize: (value: string) => string) => (value: unknown) => (typeof value === 'string' ? normalize(value) : value);
  return {
    email: text().max(EVENT_LIMITS.email, m.maxLength(EVENT_LIMITS.email)).email(m.email).default(''),
    patente: text()
      .transform(normalized(normalizePatente))
      .max(EVENT_LIMITS.patente, m.maxLength(EVENT_LIMITS.patente))
      .matches(ALPHANUMERIC, { message: m.alphanumeric, excludeEmptyString: true })
      .default(''),
    realAddress: text().max(EVENT_LIMITS.realAddress, m.maxLength(EVENT_LIMITS.realAddress)).matches(ADDRESS, m.addressFormat).default(''),
    phone: text()
      .transform(normalized(normalizePhone))
      .max(EVENT_LIMITS.phone, m.maxLength(EVENT_LIMITS.phone))
      .matches(DIGITS, { message: m.digitsOnly, excludeEmptyString: true })
      .default(''),
    fullName: text()
      .max(EVENT_LIMITS.fullName, m.fullNameMax)
      .matches(LETTERS_AND_SPACES, { message: m.lettersAndSpaces, excludeEmptyString: true })
      .default(''),
    rut: text()
      .max(EVENT_LIMITS.rut, m.maxLength(EVENT_LIMITS.rut))
      .matches(DOCUMENT, { message: m.rutFormat, excludeEmptyString: true })
      .default(''),
  };
}
