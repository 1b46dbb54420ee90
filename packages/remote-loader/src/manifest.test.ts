import { readRemoteManifest } from './manifest';

const MANIFEST_URL = 'https://example.com/remotes/operator/mf-manifest.json';

function serve(body: string, status = 200) {
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(body, { status })) as typeof fetch;
}

const manifest = (metaData: object) => JSON.stringify({ id: 'mf_operator', name: 'mf_operator', metaData, shared: [], exposes: [] });
const meta = {
  name: 'mf_operator',
  globalName: 'mf_operator',
  publicPath: 'auto',
  remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
};

it('finds the entry of an `auto` remote beside its manifest', async () => {
  serve(manifest(meta));
  await expect(readRemoteManifest(MANIFEST_URL)).resolves.toEqual({
    entry: 'https://example.com/remotes/operator/remoteEntry.js',
    entryGlobalName: 'mf_operator',
    type: 'global',
  });
  expect(globalThis.fetch).toHaveBeenCalledWith(MANIFEST_URL);
});

it('joins a fixed public path and the entry’s folder as the federation SDK does', async () => {
  serve(manifest({ ...meta, publicPath: 'https://cdn.example.com/operator/', remoteEntry: { name: 'remoteEntry.js', path: './js/' } }));
  await expect(readRemoteManifest(MANIFEST_URL)).resolves.toMatchObject({
    entry: 'https://cdn.example.com/operator/js/remoteEntry.js',
    type: 'global',
  });
});

it('rejects a manifest that is missing, not JSON, or of the wrong shape', async () => {
  serve('not found', 404);
  await expect(readRemoteManifest(MANIFEST_URL)).rejects.toThrow(`The manifest ${MANIFEST_URL} answered 404`);
  serve('<html><body>502 Bad Gateway</body></html>');
  await expect(readRemoteManifest(MANIFEST_URL)).rejects.toThrow(/not valid JSON/);
  serve('{"id":"nada","metaData":null,"exposes":42}');
  await expect(readRemoteManifest(MANIFEST_URL)).rejects.toThrow(`The manifest ${MANIFEST_URL} does not name a remote entry`);
  serve(manifest({ ...meta, remoteEntry: { name: 42, path: '' } }));
  await expect(readRemoteManifest(MANIFEST_URL)).rejects.toThrow('does not name a remote entry');
});
