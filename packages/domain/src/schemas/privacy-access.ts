// Issue 40: the body of POST /api/ticket/{id}/reveal. The length is checked before anything is read.
import { object } from 'yup';
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '../personal-data';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { boundedText } from './text';

export const REVEAL_REASON_SHORT = `Indique por qué necesita estos datos (al menos ${REVEAL_REASON_MIN} caracteres)`;

export function revealSchema(m: ValidationMessages = SPANISH_MESSAGES, short: string = REVEAL_REASON_SHORT) {
  return object({
    reason: boundedText(m, REVEAL_REASON_MAX).required(short).min(REVEAL_REASON_MIN, short),
  }).noUnknown(m.oneOf);
}
