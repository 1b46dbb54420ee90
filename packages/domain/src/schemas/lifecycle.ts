// An incident's lifecycle (issue 26): milestones, merging a duplicate, linking a secondary incident.
// One schema per body, for forms and server; rules that need the event (order, past times) are the server's.
import { date, number, object, string } from 'yup';
import { MILESTONE_CODES, MILESTONE_REASON_MAX_LENGTH, MAX_INT } from '../constants';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { boundedText, oneOfText } from './text';

const eventId = (m: ValidationMessages) =>
  number().typeError(m.number).integer(m.number).min(1, m.number).max(MAX_INT, m.number).required(m.required);

/** POST /api/ticket/{id}/milestone: `at` defaults to now; a past `at` needs `reason`; CLEARED needs `closeReason`. */
export function createMilestoneSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    code: oneOfText(m, MILESTONE_CODES, 20).required(m.required),
    at: date().typeError(m.date).nullable().default(null),
    reason: boundedText(m, MILESTONE_REASON_MAX_LENGTH).nullable().default(null),
    closeReason: string().typeError(m.oneOf).trim().max(50, m.oneOf).nullable().default(null),
  }).noUnknown(m.oneOf);
}

/** POST /api/ticket/{id}/merge: the master event the duplicate is merged into. */
export function createMergeSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ into: eventId(m) }).noUnknown(m.oneOf);
}

/** POST /api/ticket/{id}/link: the primary incident of a secondary one (null removes the link). */
export function createLinkSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ primary: eventId(m).nullable().defined(m.required) }).noUnknown(m.oneOf);
}
