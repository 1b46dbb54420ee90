// A remote's manifest (mf-manifest.json, written by its build) names its entry script. The shell
// reads it here and registers the remote by that script, so the federation runtime's own manifest
// reader (its snapshot plugin, and the asset preloading built on it) is left out of the shell's
// build (packages/tooling/webpack/create-config.js, docs/decisions/024-one-bundler-runtime.md).
// The registry still lists manifests: a remote can move without rebuilding the shell.

export interface RemoteEntry {
  /** Absolute URL of the remote's entry script. */
  entry: string;
  /** The global its entry script defines. */
  entryGlobalName: string;
  type: string;
}

interface ManifestMeta {
  globalName?: unknown;
  publicPath?: unknown;
  remoteEntry?: { name?: unknown; path?: unknown; type?: unknown } | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** `path` + `name` as the federation SDK joins them (no leading `./` or `/`). */
function entryPath(path: string, name: string): string {
  const dir = path.replace(/^\.?\/?/, '').replace(/\/$/, '');
  return dir ? `${dir}/${name}` : name;
}

/** Reads the manifest at `manifestUrl` (absolute); rejects one that is missing, not JSON or of the wrong shape. */
export async function readRemoteManifest(manifestUrl: string): Promise<RemoteEntry> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`The manifest ${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as { metaData?: ManifestMeta | null } | null;
  const meta = manifest?.metaData;
  const remoteEntry = meta?.remoteEntry;
  if (!meta || !isText(meta.globalName) || !isText(meta.publicPath) || !isText(remoteEntry?.name) || !isText(remoteEntry.path)) {
    throw new Error(`The manifest ${manifestUrl} does not name a remote entry`);
  }
  // `auto`: the entry is beside the manifest, wherever that is served from.
  const base = meta.publicPath === 'auto' || meta.publicPath === '' ? manifestUrl : meta.publicPath;
  return {
    entry: new URL(entryPath(remoteEntry.path, remoteEntry.name), new URL(base, manifestUrl)).href,
    entryGlobalName: meta.globalName,
    type: isText(remoteEntry.type) ? remoteEntry.type : 'global',
  };
}
