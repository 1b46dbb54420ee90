// What another public screen needs to send a photo as the form does (the follow-up page, issue 24):
// the SPEC's checks, the in-browser compression and a fresh Idempotency-Key, without the form.
export { checkPhoto, preparePhoto, PHOTO_ACCEPT, type PhotoProblem, type PreparedPhoto } from './photo-rules';
export { newIdempotencyKey } from './idempotency-key';
