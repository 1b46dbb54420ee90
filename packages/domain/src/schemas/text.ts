// A text field of a body: a string (else "required"), its length checked before anything else reads
// it, then trimmed. Each schema adds whether it is required, nullable or has a minimum.
import { string } from 'yup';
import type { ValidationMessages } from './messages';

export const boundedText = (m: ValidationMessages, max: number) => string().typeError(m.required).max(max, m.maxLength(max)).trim();

/** One value of a closed list: a string, no longer than `max` (the longest value fits), then the list. */
export const oneOfText = <T extends string>(m: ValidationMessages, values: readonly T[], max: number) =>
  string<T>()
    .typeError(m.oneOf)
    .max(max, m.oneOf)
    .oneOf([...values], m.oneOf);
