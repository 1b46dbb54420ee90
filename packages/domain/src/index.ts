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
// The validation texts are `@vigia/domain/validation-texts` (the i18n package's `validation`
// entry, loaded with the forms) and the messages the schemas' own: neither is in a first load.
export type { ValidationMessages } from './schemas/messages';
export * from './personal-data';
export * from './privacy-notice';
