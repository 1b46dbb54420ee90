// A federation runtime plugin of the host (create-config.js adds it): at the page's start-up it
// puts the host's webpack bundler runtime (the functions that wire webpack's require to the
// federation instance: sharing, consumes, init) and the runtime's error texts on a global, for the
// remotes, which are built without their own copy (bundler-runtime-from-host.js,
// error-codes-from-host.js, docs/decisions/024-one-bundler-runtime.md).
/* global __webpack_require__ */
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

export default function provideBundlerRuntime() {
  return {
    name: 'provide-bundler-runtime',
    // Runs at the host's init, before any remote's entry is fetched; the federation entry has put
    // the bundler runtime on the host's require by then.
    beforeInit(args) {
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[BUNDLER_RUNTIME_GLOBAL] = { bundlerRuntime, attachShareScopeMap, errorCodes: { RUNTIME_009, runtimeDescMap } };
      return args;
    },
  };
}
