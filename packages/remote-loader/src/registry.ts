// The area → manifest URL map is fetched at run time, so a remote can be redeployed (or moved to
// another origin) without rebuilding the shell.
import { readPageRunTimeConfig, type RemoteKey } from '@vigia/domain';

// The remotes of @vigia/domain's manifest (REMOTES): the public form and one per area.
export type { RemoteKey };
export type RemoteRegistry = Partial<Record<RemoteKey, string>>;

export const REGISTRY_URL = '/remotes.json';

let pending: Promise<RemoteRegistry> | null = null;

export function fetchRemoteRegistry(url: string = REGISTRY_URL): Promise<RemoteRegistry> {
  // Written into the page by the server that serves it (@vigia/domain run-time-config.ts).
  const inPage = url === REGISTRY_URL ? readPageRunTimeConfig()?.remotes : undefined;
  if (inPage) return (pending ??= Promise.resolve(inPage));
  pending ??= fetch(url, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
      return (await response.json()) as RemoteRegistry;
    })
    .catch((error: unknown) => {
      pending = null; // let a retry fetch it again
      throw error;
    });
  return pending;
}

export function resetRemoteRegistry(): void {
  pending = null;
}

/** Resolves a registry entry against the registry's own location (entries may be relative). */
export function resolveEntry(entry: string, registryUrl: string = REGISTRY_URL): string {
  return new URL(entry, new URL(registryUrl, window.location.href)).href;
}
