// The global through which the host hands its federation bundler runtime to the remotes
// (docs/decisions/024-one-bundler-runtime.md): set by provide-bundler-runtime.js, read by
// bundler-runtime-from-host.js.
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
