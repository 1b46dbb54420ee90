import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAME } from '@vigia/domain';
import { fetchRemoteRegistry, resolveEntry, type RemoteKey } from './registry';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteKey,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

const registered = new Map<string, string>();
// A failed load may leave a cached manifest (a wrong-shaped one parses fine): register again, forced.
const failed = new Set<string>();
let pluginsRegistered = false;

function ensurePlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    {
      name: 'vigia-remote-errors',
      // First layer: log which remote failed; the error boundary (second layer) shows the retry.
      errorLoadRemote({ id, error }) {
        console.error(`Remote ${id} failed to load`, error);
        return undefined;
      },
    },
  ]);
}

/** Registers the remote from the run-time registry and loads its exposed `./App`. */
export async function loadRemoteApp<P>(key: RemoteKey): Promise<ComponentType<P>> {
  ensurePlugins();
  const registry = await fetchRemoteRegistry();
  const entry = registry[key];
  if (!entry) throw new RemoteLoadError(key, `No remote registered for "${key}"`);
  const name = REMOTE_NAME[key];
  const url = resolveEntry(entry);
  if (registered.get(name) !== url || failed.has(name)) {
    registerRemotes([{ name, entry: url }], { force: registered.has(name) });
    registered.set(name, url);
    failed.delete(name);
  }
  let mod: { default: ComponentType<P> } | null;
  try {
    mod = await loadRemote<{ default: ComponentType<P> }>(`${name}/App`);
  } catch (cause) {
    failed.add(name);
    throw new RemoteLoadError(key, `Remote "${name}" failed to load`, { cause });
  }
  if (!mod?.default) {
    failed.add(name);
    throw new RemoteLoadError(key, `Remote "${name}" exposes no App`);
  }
  return mod.default;
}
