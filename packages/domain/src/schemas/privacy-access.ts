// Issue 40: the body of POST /api/ticket/{id}/reveal. The length is checked before anything is read.
import { object, string } from 'yup';
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '../personal-data';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';

export const REVEAL_REASON_SHORT = `Indique por qué necesita estos datos (al menos ${REVEAL_REASON_MIN} caracteres)`;

export function revealSchema(m: ValidationMessages = SPANISH_MESSAGES, short: string = REVEAL_REASON_SHORT) {
  return object({
    reason: string()
      .typeError(m.required)
      .max(REVEAL_REASON_MAX, m.maxLength(REVEAL_REASON_MAX))
      .trim()
      .required(short)
      .min(REVEAL_REASON_MIN, short),
  }).noUnknown(m.oneOf);
}
