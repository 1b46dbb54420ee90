import { object, string } from 'yup';
import { COMMENT_MAX_LENGTH, COMMENT_VISIBILITIES, type CommentVisibility } from '../constants';
import { SPANISH_MESSAGES, type ValidationMessages } from './messages';
import { boundedText } from './text';

/** A comment on an event; INTERNAL unless the author makes it PUBLIC (issue 23). */
export function createCommentSchema(m: ValidationMessages = SPANISH_MESSAGES) {
  return object({
    comment: boundedText(m, COMMENT_MAX_LENGTH).required(m.required),
    visibility: string<CommentVisibility>()
      .max(20, m.oneOf)
      .oneOf([...COMMENT_VISIBILITIES], m.oneOf)
      .default('INTERNAL'),
  });
}
