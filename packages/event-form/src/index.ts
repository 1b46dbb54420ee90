// This package's Spanish texts come with its code, not in the shell's first load (decision 015):
// index.ts is marked as having side effects so that this runs whenever the package is imported.
import { addTexts } from '@vigia/i18n';
import texts from '@vigia/i18n/locales/es/eventForm';

addTexts('eventForm', texts);

export { EventForm, type EventFormProps, type EventFormSaved } from './event-form';
export { PublicEventForm, type PublicEventFormProps } from './public-event-form';
export { normalizeDescriptionHtml } from './description-html';
export { checkPhoto, PHOTO_ACCEPT, type PhotoProblem } from './photo-rules';
export {
  emptyValues,
  ticketToValues,
  toCreatePayload,
  toDateTimeLocal,
  type CreatePayload,
  type EventFormOutput,
  type EventFormValues,
} from './form-values';
export { CloseEventDialog, type CloseEventDialogProps } from './close-event-dialog';
export { OutOfDateNotice, type OutOfDateNoticeProps } from './out-of-date-notice';
export { ReasonDialog, useReasonForm, type ReasonDialogProps, type ReasonFormOptions } from './reason-dialog';
export { CloseReasonField, useCloseReasons, type CloseReasonFieldProps } from './close-reason-field';
export { mayCloseEvent, type Closer } from './close-rules';
export { followUpPath, keepFollowUpLink, keptFollowUpLinks, keptFollowUpToken, type KeptFollowUpLink } from './follow-up-links';
