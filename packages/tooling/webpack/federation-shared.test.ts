// A remote is built without fallbacks for what it shares (`import: false`): the host must provide
// every one of them, or the remote fails when it asks for it. The host is the app whose config
// names the federation runtime it provides (create-config.js).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createShared, workspaceRoot } from './federation-shared.js';

const apps = readdirSync(workspaceRoot).filter((dir) => existsSync(path.join(workspaceRoot, dir, 'webpack.config.js')));
const isHost = (dir: string) => readFileSync(path.join(workspaceRoot, dir, 'webpack.config.js'), 'utf8').includes('federationRuntime');
const host = apps.filter(isHost);
const remotes = apps.filter((dir) => !isHost(dir));

it('finds one host and the remotes', () => {
  expect(host).toHaveLength(1);
  expect(remotes.length).toBeGreaterThanOrEqual(2);
});

it.each(remotes)('%s shares only what the host provides, and falls back on nothing but a prefix', (remote) => {
  const provided = createShared(path.join(workspaceRoot, host[0]!), { host: true }) as Record<string, { import?: unknown }>;
  const shared = createShared(path.join(workspaceRoot, remote)) as Record<string, { import?: unknown }>;
  for (const [key, config] of Object.entries(shared)) {
    expect({ key, provided: key in provided }).toEqual({ key, provided: true });
    expect({ key, import: config.import }).toEqual({ key, import: key.endsWith('/') ? undefined : false });
  }
  for (const [key, config] of Object.entries(provided)) expect({ key, import: config.import }).not.toEqual({ key, import: false });
});
