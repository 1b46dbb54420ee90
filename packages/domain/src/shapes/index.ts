// `@vigia/domain/shapes`: the response JSON Schemas (TypeBox) the server serializes with. Server
// only: the browser imports their types (types/*.ts, `import type`), never these values.
export * from './common';
export * from './tickets';
export * from './list-filters';
export * from './lookups';
export * from './users';
export * from './notifications';
export * from './mail';
export * from './triage';
export * from './reports';
export * from './location';
export * from './units';
export * from './call-taking';
export * from './control-room';
export * from './ledger';
export * from './standards';
export * from './works';
export * from './privacy-access';
export * from './privacy-requests';
