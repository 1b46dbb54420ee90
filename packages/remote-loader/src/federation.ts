import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAME } from '@vigia/domain';
import { readRemoteManifest } from './manifest';
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

// Names registered with the runtime (registering one again needs `force`), and each name's
// registration from its manifest: made once per URL, and again after a failed load.
const registered = new Set<string>();
const registrations = new Map<string, { url: string; ready: Promise<void> }>();
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
  let mod: { default: ComponentType<P> } | null;
  try {
    await ensureRegistered(name, url);
    mod = await loadRemote<{ default: ComponentType<P> }>(`${name}/App`);
  } catch (cause) {
    registrations.delete(name);
    throw new RemoteLoadError(key, `Remote "${name}" failed to load`, { cause });
  }
  if (!mod?.default) {
    registrations.delete(name);
    throw new RemoteLoadError(key, `Remote "${name}" exposes no App`);
  }
  return mod.default;
}

// Concurrent loads of one remote (the start-up prefetch and the screen) share one registration.
function ensureRegistered(name: string, url: string): Promise<void> {
  const current = registrations.get(name);
  if (current?.url === url) return current.ready;
  const ready = readRemoteManifest(url).then(
    (remote) => {
      registerRemotes([{ name, ...remote }], { force: registered.has(name) });
      registered.add(name);
    },
    (error: unknown) => {
      console.error(`Remote ${name} failed to load`, error);
      throw error;
    },
  );
  registrations.set(name, { url, ready });
  return ready;
}
