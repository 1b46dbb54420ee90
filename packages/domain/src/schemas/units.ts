// Dispatch (issue 38): the bodies of the unit routes, for the admin and driver screens and the
// server. Kinds are data (the unit_kinds table): a `kind` is checked against it by the server.
import { array, date, mixed, number, object, string } from 'yup';
import { ROAD_KM_MAX, ROAD_KM_MIN, MAX_INT } from '../constants';
import { UNIT_STATUSES } from '../unit-status';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { oneOfText } from './text';

export const UNIT_CODE_MAX_LENGTH = 12;
export const UNIT_PLATE_MAX_LENGTH = 10;
/** Positions a driver's phone sends in one request (what it queued without coverage). */
export const UNIT_POSITIONS_PER_REQUEST = 100;

/** An identifier typed in any case: trimmed, upper-cased, capped, then its characters checked. */
const identifier = (m: ValidationMessages, max: number, pattern: RegExp) =>
  string()
    .typeError(m.required)
    .trim()
    .uppercase()
    .max(max, m.maxLength(max))
    .matches(pattern, { message: m.alphanumeric, excludeEmptyString: true });
const code = (m: ValidationMessages) => identifier(m, UNIT_CODE_MAX_LENGTH, /^[A-Z0-9][A-Z0-9-]*$/);
const kind = (m: ValidationMessages) => string().typeError(m.oneOf).trim().uppercase().max(20, m.oneOf);
const plate = (m: ValidationMessages) => identifier(m, UNIT_PLATE_MAX_LENGTH, /^[A-Z0-9-]*$/);
const baseKm = (m: ValidationMessages) =>
  number().typeError(m.number).min(ROAD_KM_MIN, m.kilometerMin(ROAD_KM_MIN)).max(ROAD_KM_MAX, m.kilometerMax(ROAD_KM_MAX));

/** POST /api/unit (ADMIN). */
export function createUnitSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    code: code(m).required(m.required),
    kind: kind(m).required(m.required),
    plate: plate(m).required(m.required),
    baseKm: baseKm(m).required(m.required),
  }).noUnknown(m.oneOf);
}

/** PATCH /api/unit/{id} (ADMIN): only the fields sent change; `active: false` deactivates. */
export function updateUnitSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    code: code(m).min(1, m.required).optional(),
    kind: kind(m).min(1, m.required).optional(),
    plate: plate(m).min(1, m.required).optional(),
    baseKm: baseKm(m).optional(),
    active: mixed<boolean>().oneOf([true, false], m.oneOf).optional(),
    version: number().typeError(m.number).integer(m.number).min(1, m.number).max(MAX_INT, m.number).optional(),
  }).noUnknown(m.oneOf);
}

/** POST /api/unit/{id}/status. */
export function unitStatusSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    status: oneOfText(m, UNIT_STATUSES, 20).required(m.required),
  }).noUnknown(m.oneOf);
}

/** One position from the driver's phone: where, how precise (metres), and when it was taken. */
export function unitPositionSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    lat: number().typeError(m.number).min(-90, m.number).max(90, m.number).required(m.required),
    lon: number().typeError(m.number).min(-180, m.number).max(180, m.number).required(m.required),
    accuracy: number().typeError(m.number).min(0, m.number).max(100_000, m.number).nullable().default(null),
    at: date().typeError(m.date).required(m.required),
  }).noUnknown(m.oneOf);
}

/** POST /api/unit/{id}/position: one position, or the queue of them the phone kept offline. */
export function unitPositionBatchSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return array(unitPositionSchema(m).required(m.required))
    .typeError(m.required)
    .min(1, m.required)
    .max(UNIT_POSITIONS_PER_REQUEST, `Envíe como máximo ${UNIT_POSITIONS_PER_REQUEST} posiciones por vez`)
    .required(m.required);
}

/** POST /api/ticket/{id}/dispatch. */
export function dispatchSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    unitId: number().typeError(m.number).integer(m.number).min(1, m.number).max(MAX_INT, m.number).required(m.required),
  }).noUnknown(m.oneOf);
}
