// Issue 40 item 4: the reporter's requests and data download (the follow-up token proves who they
// are) and an ADMIN's resolution. Enums are checked by length first, then by value.
import { number, object, string } from 'yup';
import { MAX_TICKET_ID } from '../constants';
import {
  PRIVACY_REASON_MAX,
  PRIVACY_REASON_MIN,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_OUTCOMES,
  PRIVACY_TEXT_MAX,
} from '../types/privacy-requests';
import { FOLLOW_UP_TOKEN_MAX } from './follow-up';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { boundedText, oneOfText } from './text';

const eventId = (m: ValidationMessages) =>
  number().typeError(m.number).required(m.required).integer(m.number).min(1, m.number).max(MAX_TICKET_ID, m.number);
const token = (m: ValidationMessages) => string().trim().max(FOLLOW_UP_TOKEN_MAX, m.maxLength(FOLLOW_UP_TOKEN_MAX));

/** POST /api/privacy/export (the token may come in the x-follow-up-token header instead). */
export function privacyExportSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ id: eventId(m), token: token(m) }).noUnknown(m.oneOf);
}

/** POST /api/privacy/requests: `text` says what to correct (RECTIFICATION; the server requires it then). */
export function privacyRequestSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    id: eventId(m),
    token: token(m),
    kind: oneOfText(m, PRIVACY_REQUEST_KINDS, 20).required(m.required),
    text: boundedText(m, PRIVACY_TEXT_MAX),
  }).noUnknown(m.oneOf);
}

export const PRIVACY_REASON_SHORT = `Explique la resolución al informante (al menos ${PRIVACY_REASON_MIN} caracteres)`;

/** POST /api/privacy/requests/{id}/resolve */
export function privacyResolveSchema(m: ValidationMessages = SPANISH_MESSAGES, short: string = PRIVACY_REASON_SHORT) {
  return object({
    outcome: oneOfText(m, PRIVACY_REQUEST_OUTCOMES, 20).required(m.required),
    reason: boundedText(m, PRIVACY_REASON_MAX).required(short).min(PRIVACY_REASON_MIN, short),
  }).noUnknown(m.oneOf);
}
