import { boolean, number, object, string } from 'yup';
import { MAX_INT } from '../constants';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';

/** The unsubscribe link's token: base64url (the server's HMAC, shortened). */
const TOKEN_MAX = 64;

/** PUT /api/user/me/preferences and the staff preferences dialog. */
export function createPreferencesSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    emailNotifications: boolean().typeError(m.oneOf).required(m.required),
  });
}

/** POST /api/ticket/unsubscribe: the event number and the token of its mails' link. */
export function createUnsubscribeSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    id: number().typeError(m.number).required(m.required).integer(m.number).min(1, m.number).max(MAX_INT, m.number),
    token: string()
      .trim()
      .required(m.required)
      .max(TOKEN_MAX, m.maxLength(TOKEN_MAX))
      .matches(/^[A-Za-z0-9_-]+$/, m.oneOf),
  });
}
