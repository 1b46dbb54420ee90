// What a remote's federation entry imports instead of @module-federation/webpack-bundler-runtime
// (create-config.js replaces the module): the same `federation` object, built from the host's
// bundler runtime (provide-bundler-runtime.js) rather than a copy of it in every remoteEntry.js
// (docs/decisions/024-one-bundler-runtime.md). Every function of it takes the remote's own webpack
// require as an argument, so one set serves every container. The parts that are a container's
// own stay its own: the runtime (its build's id), its share scopes (`S`), its options, and
// `initContainerEntry`, which a host is built without (it exposes nothing).
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { bundlerRuntimeOfHost } from './bundler-runtime-global.js';

const host = bundlerRuntimeOfHost();

export const bundlerRuntime = { ...host.bundlerRuntime, initContainerEntry, S: {} };
export const attachShareScopeMap = host.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

const federation = { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
export default federation;
