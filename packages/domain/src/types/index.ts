// Shapes of the API of SPEC §7 as the client and the server both see them, one file per resource.
export * from './api';
export * from './lookups';
export * from './tickets';
export * from './triage';
export * from './users';
export * from './notifications';
export * from './reports';
export * from './mail';
export * from './lifecycle';
export * from './location';
export * from './units';
export * from './call-taking';
export * from './control-room';
export * from './ledger';
export * from './standards';
export * from './works';
export * from './privacy-access';
