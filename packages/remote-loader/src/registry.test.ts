import { fetchRemoteRegistry, resetRemoteRegistry, resolveEntry } from './registry';

beforeEach(() => resetRemoteRegistry());

it('fetches the registry once and lets a failed fetch be retried', async () => {
  const registry = { driver: '/remotes/driver/mf-manifest.json' };
  globalThis.fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue(new Response(JSON.stringify(registry), { status: 200 })) as typeof fetch;
  await expect(fetchRemoteRegistry()).rejects.toThrow('Failed to fetch');
  await expect(fetchRemoteRegistry()).resolves.toEqual(registry);
  await expect(fetchRemoteRegistry()).resolves.toEqual(registry);
  expect(globalThis.fetch).toHaveBeenCalledTimes(2);
});

it('resolves relative entries against the page and keeps absolute ones', () => {
  expect(resolveEntry('/remotes/driver/mf-manifest.json')).toBe(
    'http://localhost/remotes/driver/mf-manifest.json',
  );
  expect(resolveEntry('https://cdn.example.com/driver/mf-manifest.json')).toBe(
    'https://cdn.example.com/driver/mf-manifest.json',
  );
});
