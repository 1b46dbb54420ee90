// The host hands its federation bundler runtime to the remotes (docs/decisions/024): the global it
// sets at start-up, the `federation` object a remote's entry builds from it, and that object's
// shape against the installed @module-federation/webpack-bundler-runtime it stands in for.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

jest.mock('@module-federation/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn() }), { virtual: true });
const hostErrorCodes = { RUNTIME_009: 'RUNTIME-009', runtimeDescMap: { 'RUNTIME-009': 'Please call createInstance first.' } };
jest.mock('@module-federation/error-codes', () => hostErrorCodes, { virtual: true });
jest.mock('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js', () => ({ initContainerEntry: jest.fn() }), {
  virtual: true,
});

type Federation = {
  runtime: unknown;
  instance: unknown;
  initOptions: unknown;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: object;
};
const GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
const scope = globalThis as Record<string, unknown>;

const hostBundlerRuntime = {
  remotes: jest.fn(),
  consumes: jest.fn(),
  I: jest.fn(),
  S: {},
  installInitialConsumes: jest.fn(),
  initContainerEntry: undefined, // a host exposes nothing: built without it
  init: jest.fn(),
  getSharedFallbackGetter: jest.fn(),
};
const hostAttach = jest.fn();

async function startHost(): Promise<void> {
  scope.__webpack_require__ = { federation: { bundlerRuntime: hostBundlerRuntime, attachShareScopeMap: hostAttach } };
  const { default: provide } = (await import('./provide-bundler-runtime.js')) as {
    default: () => { beforeInit: (args: unknown) => unknown };
  };
  const args = { options: { name: 'shell' } };
  expect(provide().beforeInit(args)).toBe(args);
}

// Evaluated when imported, as a remote's entry evaluates it.
const remoteFederation = async () => ((await import('./bundler-runtime-from-host.js')) as { default: Federation }).default;

afterEach(() => {
  delete scope[GLOBAL];
  delete scope.__webpack_require__;
  jest.resetModules();
});

it('puts the host’s bundler runtime on the global at the host’s start-up', async () => {
  await startHost();
  expect(scope[GLOBAL]).toEqual({ bundlerRuntime: hostBundlerRuntime, attachShareScopeMap: hostAttach, errorCodes: hostErrorCodes });
});

it('gives a remote the host’s error texts, and refuses a page without them', async () => {
  await expect(import('./error-codes-from-host.js')).rejects.toThrow(/runs only in a host page/);
  jest.resetModules();
  await startHost();
  const codes = (await import('./error-codes-from-host.js')) as typeof hostErrorCodes;
  expect(codes.RUNTIME_009).toBe('RUNTIME-009');
  expect(codes.runtimeDescMap).toBe(hostErrorCodes.runtimeDescMap);
});

it('gives the installed runtime every error-codes name it imports', () => {
  // What a remote bundles of @module-federation/runtime (its federation entry's `runtime`).
  const enhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const bundler = createRequire(enhanced.resolve('@module-federation/runtime-tools/bundler')).resolve(
    '@module-federation/webpack-bundler-runtime/bundler',
  );
  const runtimeDir = path.dirname(createRequire(bundler).resolve('@module-federation/runtime'));
  const imported = new Set<string>();
  for (const file of ['index.js', 'utils.js', 'helpers.js']) {
    const source = readFileSync(path.join(runtimeDir, file), 'utf8');
    for (const [, names] of source.matchAll(/import \{([^}]*)\} from "@module-federation\/error-codes"/g))
      for (const name of names!.split(',')) imported.add(name.trim().split(/\s+as\s+/)[0]!);
  }
  expect(imported.size).toBeGreaterThan(0);
  const provided = readFileSync(path.join(__dirname, 'error-codes-from-host.js'), 'utf8');
  const exported = [...provided.matchAll(/^export const (\w+)/gm)].map(([, name]) => name);
  expect([...imported].sort()).toEqual(exported.sort());
});

it('gives a remote the host’s functions, with its own runtime, share scopes and container entry', async () => {
  await startHost();
  const federation = await remoteFederation();
  const { initContainerEntry } = (await import('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js')) as {
    initContainerEntry: unknown;
  };
  const runtime = (await import('@module-federation/runtime')) as { init: unknown };
  expect(federation.runtime).toMatchObject({ init: runtime.init });
  expect(federation.bundlerRuntime.consumes).toBe(hostBundlerRuntime.consumes);
  expect(federation.bundlerRuntime.init).toBe(hostBundlerRuntime.init);
  expect(federation.bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
  expect(federation.bundlerRuntime.S).not.toBe(hostBundlerRuntime.S);
  expect(federation.attachShareScopeMap).toBe(hostAttach);
  expect(federation.instance).toBeUndefined();
  expect(federation.initOptions).toBeUndefined();
});

it('refuses to run a remote in a page whose host provides no bundler runtime', async () => {
  await expect(remoteFederation()).rejects.toThrow(/runs only in a host page that provides the federation bundler runtime/);
});

it('has every key of the installed bundler runtime’s federation object', async () => {
  const enhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const bundler = createRequire(enhanced.resolve('@module-federation/runtime-tools/bundler')).resolve(
    '@module-federation/webpack-bundler-runtime/bundler',
  );
  const source = readFileSync(path.join(path.dirname(bundler), 'index.js'), 'utf8');
  // One key a line: `const bundlerRuntime = {\n\tremotes: …,\n\tS: {},\n …\n};`
  const keysOf = (name: string) => {
    const start = source.indexOf(`const ${name} = {\n`);
    const body = source.slice(start, source.indexOf('\n};', start)).split('\n').slice(1);
    return body.map((line) => line.trim().split(/[:,]/)[0]!).sort();
  };
  expect(keysOf('bundlerRuntime')).toEqual(Object.keys(hostBundlerRuntime).sort());
  await startHost();
  const federation = await remoteFederation();
  expect(Object.keys(federation).sort()).toEqual(keysOf('federation'));
  expect(Object.keys(federation.bundlerRuntime).sort()).toEqual(keysOf('bundlerRuntime'));
});
