import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import provideFederationRuntime, { providedCore } from './provide-federation-runtime';

// The files a remote's entry bundles (the runtime over the core it takes from the shell); core.js,
// which re-exports the whole core, is the one a remote's entry never imports.
function coreImportsOfTheRuntime(): string[] {
  const dist = path.dirname(require.resolve('@module-federation/runtime'));
  const names = new Set<string>();
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'core.js')) {
    const source = readFileSync(path.join(dist, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g)) {
      for (const name of list!.split(',')) if (name.trim()) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  }
  return [...names].sort();
}

it('provides every name the remotes’ runtime imports from the federation core', () => {
  const imported = coreImportsOfTheRuntime();
  expect(imported).toContain('ModuleFederation');
  expect(imported).toContain('helpers');
  for (const name of imported) expect({ name, provided: name in providedCore }).toEqual({ name, provided: true });
  for (const value of Object.values(providedCore)) expect(value).toBeDefined();
});

it('puts the core on the global at the host’s start-up, before any remote entry runs', () => {
  const plugin = provideFederationRuntime();
  const args = { options: { name: 'shell' } };
  expect(plugin.beforeInit?.(args as never)).toBe(args);
  expect((globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE).toBe(providedCore);
});
