// What a remote's build imports instead of @module-federation/error-codes (create-config.js
// replaces the module): the host's. The runtime's assertions read a code's text from the table
// (`runtimeDescMap`), which the host's runtime core holds already; a copy of it in every
// remoteEntry.js is bytes no first load needs (docs/decisions/024-one-bundler-runtime.md). Only the
// names a remote's modules import are here; error-codes.test.ts compares them with the runtime's.
import { bundlerRuntimeOfHost } from './bundler-runtime-global.js';

const { errorCodes } = bundlerRuntimeOfHost();

export const RUNTIME_009 = errorCodes.RUNTIME_009;
export const runtimeDescMap = errorCodes.runtimeDescMap;
