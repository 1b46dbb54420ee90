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
export * from './schemas/messages';
