// A federation runtime plugin of the host (the shell's config names it, create-config.js adds it),
// run at the page's start-up: it hands the shell's federation runtime to the remotes, which are
// built with `externalRuntime`, so a page holds one copy of it
// (docs/decisions/017-one-federation-runtime.md). Upstream's provideExternalRuntime does the same
// with `import * as`, which keeps the whole runtime in the shell (+23 KB); these named imports
// keep only what a remote's entry reads (the imports of the core by the runtime and the bundler
// runtime, checked by provide-federation-runtime.test.ts), so the shell's runtime stays trimmed.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime/core';

/** What a remote built with `externalRuntime` reads from `self._FEDERATION_RUNTIME_CORE`. */
export const providedCore = {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function provideFederationRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'vigia-provide-federation-runtime',
    // At the host's start-up, before any remote's entry runs (the entry reads the global when evaluated).
    beforeInit(args) {
      Object.assign(Global, { _FEDERATION_RUNTIME_CORE: providedCore });
      return args;
    },
  };
}
