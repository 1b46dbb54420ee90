// Shapes of the API of SPEC §7 as the client and the server both see them, one file per resource.
export * from './api';
export * from './answers';
export * from './tickets';
export * from './triage';
export * from './users';
export * from './notifications';
export * from './reports';
export * from './mail';
export * from './lifecycle';
export * from './control-room';
export * from './standards';
export * from './works';
export * from './privacy-requests';
