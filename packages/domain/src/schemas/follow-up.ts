import { number, object, string } from 'yup';
import { COMMENT_MAX_LENGTH, MAX_TICKET_ID } from '../constants';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { boundedText } from './text';

const EMAIL_MAX = 100;
/** Far above the 22 characters the server hands out; a longer text is no token. */
export const FOLLOW_UP_TOKEN_MAX = 64;
/** The header that carries the follow-up token (the creation answers with it too). */
export const FOLLOW_UP_TOKEN_HEADER = 'x-follow-up-token';

const eventId = (m: ValidationMessages) =>
  number().typeError(m.number).required(m.required).integer(m.number).min(1, m.number).max(MAX_TICKET_ID, m.number);
const email = (m: ValidationMessages) => string().trim().max(EMAIL_MAX, m.maxLength(EMAIL_MAX)).email(m.email);
// Optional in the body: it may come in the x-follow-up-token header instead (issue 34).
const token = (m: ValidationMessages) => string().trim().max(FOLLOW_UP_TOKEN_MAX, m.maxLength(FOLLOW_UP_TOKEN_MAX));

/**
 * POST /api/ticket/follow-up: the event number with its secret follow-up token (the status), or
 * with the reporter's e-mail alone (then the server only mails the link to that reporter).
 */
export function createFollowUpSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ id: eventId(m), token: token(m), email: email(m) });
}

/** The follow-up page's "send me the link" form: number and e-mail, both required. */
export function createFollowUpLinkSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ id: eventId(m), email: email(m).required(m.required) });
}

/** The fields of the follow-up photo upload (the token may come in the header). */
export function createFollowUpAdditionSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({ id: eventId(m), token: token(m) });
}

/** POST /api/ticket/follow-up/comment: plain text, trimmed, never empty. */
export function createFollowUpCommentSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    id: eventId(m),
    token: token(m),
    comment: boundedText(m, COMMENT_MAX_LENGTH).required(m.required),
  });
}
