export * from './constants';
export * from './areas';
export * from './types';
export * from './ticket-fields';
export * from './document-kinds';
export * from './session-user';
export * from './reader-rules';
export * from './json-script';
export * from './run-time-config';
export * from './km-format';
// The yup schemas are the `@vigia/domain/schemas` entry: this one is shared whole at first paint.
export * from './event-text';
// The validation texts for the i18n namespace; the messages built from them (SPANISH_MESSAGES) are
// the schemas' own, in `@vigia/domain/schemas`, and stay out of every first load.
export { SPANISH_VALIDATION_TEXTS, type ValidationMessages } from './schemas/messages';
export * from './personal-data';
export * from './privacy-notice';
