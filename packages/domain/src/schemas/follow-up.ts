import { number, object, string } from 'yup';
import { COMMENT_MAX_LENGTH, MAX_TICKET_ID } from '../constants';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';

const EMAIL_MAX = 100;

/** The reporter's credentials on the follow-up page: the event number and their e-mail. */
function followUpFields(m: ValidationMessages) {
  return {
    id: number().typeError(m.number).required(m.required).integer(m.number).min(1, m.number).max(MAX_TICKET_ID, m.number),
    email: string().trim().required(m.required).max(EMAIL_MAX, m.maxLength(EMAIL_MAX)).email(m.email),
  };
}

/** POST /api/ticket/follow-up (and the fields of the follow-up photo upload). */
export function createFollowUpSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object(followUpFields(m));
}

/** POST /api/ticket/follow-up/comment: plain text, trimmed, never empty. */
export function createFollowUpCommentSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    ...followUpFields(m),
    comment: string().typeError(m.required).max(COMMENT_MAX_LENGTH, m.maxLength(COMMENT_MAX_LENGTH)).trim().required(m.required),
  });
}
