// The global through which the host hands its federation bundler runtime to the remotes
// (docs/decisions/024-one-bundler-runtime.md): set by provide-bundler-runtime.js, read by
// bundler-runtime-from-host.js and error-codes-from-host.js.
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/** What the host put on the global; a remote evaluated in a page without it fails at once. */
export function bundlerRuntimeOfHost() {
  const host = globalThis[BUNDLER_RUNTIME_GLOBAL];
  if (!host) {
    throw new Error('This remote runs only in a host page that provides the federation bundler runtime (provide-bundler-runtime.js)');
  }
  return host;
}
