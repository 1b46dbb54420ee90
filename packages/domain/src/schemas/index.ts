export * from './messages';
export * from './auth';
export * from './event';
export * from './normalize';
export * from './mail';
export * from './comment';
export * from './triage';
export * from './lifecycle';
