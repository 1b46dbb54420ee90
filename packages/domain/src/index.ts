export * from './constants';
export * from './areas';
export * from './types';
export * from './session-user';
export * from './schemas';
