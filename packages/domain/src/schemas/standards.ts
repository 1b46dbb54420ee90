// Service standards and observations (issue 40 items 1–2). The rules that need the clock or stored
// state (effectiveFrom not in the past, the event and standard exist, the state machine) are the server's.
import { array, number, object, string } from 'yup';
import { SEVERITIES, SLA_MAX_MINUTES, MAX_INT } from '../constants';
import { OBSERVATION_OUTCOMES } from '../types/standards';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { oneOfText } from './text';

/** A week, as the SLA targets. */
export const STANDARD_MAX_MINUTES = SLA_MAX_MINUTES;
export const OBSERVATION_TEXT_MAX_LENGTH = 4000;
export const OBSERVATION_REASON_MAX_LENGTH = 2000;
export const OBSERVATION_MAX_UTM = 100_000;
export const OBSERVATION_MAX_ATTACHMENTS = 10;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const limit = (m: ValidationMessages) =>
  number()
    .typeError(m.number)
    .integer(m.number)
    .min(1, m.number)
    .max(STANDARD_MAX_MINUTES, m.slaMax(STANDARD_MAX_MINUTES))
    .nullable()
    .default(null);

const id = (m: ValidationMessages) => number().typeError(m.number).integer(m.number).min(1, m.number).max(MAX_INT, m.number);

const version = (m: ValidationMessages) => id(m).optional();

/** A real calendar day written YYYY-MM-DD. */
const isCalendarDay = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** POST /api/standards: at least one limit. */
export function serviceStandardSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    severity: oneOfText(m, SEVERITIES, 20).required(m.required),
    classificationId: id(m).nullable().default(null),
    onSceneMinutes: limit(m),
    lanesOpenMinutes: limit(m),
    clearedMinutes: limit(m),
    inspectorNoticeMinutes: limit(m),
    effectiveFrom: string()
      .typeError(m.date)
      .max(10, m.date)
      .test('day', m.date, (v) => v === undefined || isCalendarDay(v))
      .required(m.required),
  })
    .noUnknown(m.oneOf)
    .test('some-limit', m.required, (v) =>
      [v.onSceneMinutes, v.lanesOpenMinutes, v.clearedMinutes, v.inspectorNoticeMinutes].some((x) => x !== null && x !== undefined),
    );
}

const text = (m: ValidationMessages, max: number) => string().typeError(m.required).max(max, m.maxLength(max)).trim().required(m.required);

/** POST /api/observations */
export function observationSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    ticketId: id(m).required(m.required),
    text: text(m, OBSERVATION_TEXT_MAX_LENGTH),
    standardId: id(m).nullable().default(null),
    proposedUtm: number().typeError(m.number).min(0, m.number).max(OBSERVATION_MAX_UTM, m.number).nullable().default(null),
  }).noUnknown(m.oneOf);
}

/** POST /api/observations/{id}/reply */
export function observationReplySchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    text: text(m, OBSERVATION_TEXT_MAX_LENGTH),
    attachmentIds: array(id(m).required(m.number)).max(OBSERVATION_MAX_ATTACHMENTS, m.oneOf).default([]),
    version: version(m),
  }).noUnknown(m.oneOf);
}

/** POST /api/observations/{id}/resolve */
export function observationResolveSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    outcome: oneOfText(m, OBSERVATION_OUTCOMES, 20).required(m.required),
    reason: text(m, OBSERVATION_REASON_MAX_LENGTH),
    version: version(m),
  }).noUnknown(m.oneOf);
}
