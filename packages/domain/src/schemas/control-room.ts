// The control room's day (issue 39 items 4–6): an agency told of an event and its arrival and
// departure; a shift-log entry; a handover's note. Rules that need stored state (order against the
// notice, past times, the entry corrected) are the server's.
import { date, number, object, string } from 'yup';
import { MAX_INT } from '../constants';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { boundedText } from './text';

export const AGENCY_REASON_MAX_LENGTH = 500;
export const AGENCY_REFERENCE_MAX_LENGTH = 60;
export const SHIFT_LOG_TEXT_MAX_LENGTH = 2000;
export const HANDOVER_NOTE_MAX_LENGTH = 1000;

const optionalId = (m: ValidationMessages) =>
  number().typeError(m.number).integer(m.number).min(1, m.number).max(MAX_INT, m.number).nullable().default(null);

const optionalText = (m: ValidationMessages, max: number) => boundedText(m, max).nullable().default(null);

/** POST /api/ticket/{id}/agency: `notifiedAt` defaults to now; a past one needs `reason`. */
export function agencyNoticeSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    agencyCode: string().typeError(m.oneOf).trim().max(30, m.oneOf).required(m.required),
    notifiedAt: date().typeError(m.date).nullable().default(null),
    reason: optionalText(m, AGENCY_REASON_MAX_LENGTH),
    reference: optionalText(m, AGENCY_REFERENCE_MAX_LENGTH),
  }).noUnknown(m.oneOf);
}

/** PATCH /api/ticket/{id}/agency/{entryId}: when they arrived and left (only the fields sent). */
export function agencyTimesSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    arrivedAt: date().typeError(m.date).nullable(),
    leftAt: date().typeError(m.date).nullable(),
    reference: boundedText(m, AGENCY_REFERENCE_MAX_LENGTH).nullable(),
    // The entry's version (as If-Match does): a correction applies to the state the screen showed.
    version: number().typeError(m.number).integer(m.number).min(1, m.number).max(MAX_INT, m.number),
  }).noUnknown(m.oneOf);
}

/** POST /api/log: a shift-log entry; `corrects` names the entry this one replaces. */
export function shiftLogEntrySchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    text: boundedText(m, SHIFT_LOG_TEXT_MAX_LENGTH).required(m.required),
    ticketId: optionalId(m),
    unitId: optionalId(m),
    corrects: optionalId(m),
  }).noUnknown(m.oneOf);
}

/** POST /api/shift/handover: an optional note from the outgoing operator. */
export function handoverSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ note: optionalText(m, HANDOVER_NOTE_MAX_LENGTH) }).noUnknown(m.oneOf);
}
