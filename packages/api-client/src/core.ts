// `@vigia/api-client/core`: what must be one instance for the shell and every remote, shared as a
// federation singleton: the base URL, the token and the 401/404 listeners (http.ts), ApiError (for
// `instanceof`) and the live stream's state. The fetchers of the main entry are not shared: each
// app bundles, tree-shaken, the ones it calls (a shared module is loaded whole). They import this
// entry by the package's name, never by a relative path: a second copy would hold a second state.
export * from './http';
export * from './errors';
export * from './live-notifications';
export * from './connection';
