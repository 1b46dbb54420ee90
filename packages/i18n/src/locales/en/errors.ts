import type es from '../es/errors';
import type { Shape } from '../shape';

// The texts SPEC §8 quotes in English are these, word for word (Spanish has its own).
export default {
  notFoundService: 'An error occurred while querying the service: {{url}}. Please contact the administrator',
  createEvent: 'An error occurred while creating the event. Please contact the administrator',
  attachSuccess: 'The file was uploaded successfully',
  attachFailure: 'An error occurred while attaching the file. Please contact the administrator',
  attachPartial: 'The event was created, but the attachment could not be uploaded. Edit the event to try again.',
  updateSuccess: 'The event was updated successfully',
  closeSuccess: 'The ticket was closed successfully',
  closeFailure: 'The ticket was not closed',
  missingToken: 'Missing token from response',
  network: 'The server cannot be reached. Check your connection and try again.',
  generic: 'An unexpected error occurred. Please try again.',
  emailRegistered: 'The e-mail address is already registered',
  userCreated: 'The user was created successfully',
  userUpdated: 'The user was updated successfully',
  userNotUpdated: 'The user could not be updated',
  commentSaved: 'The comment was saved successfully',
  eventAssigned: 'The event was assigned successfully',
} satisfies Shape<typeof es>;
