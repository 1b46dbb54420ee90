import { RUN_TIME_CONFIG_ID, readPageRunTimeConfig, runTimeConfigElement } from '@vigia/domain';
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
  expect(resolveEntry('/remotes/driver/mf-manifest.json')).toBe('http://localhost/remotes/driver/mf-manifest.json');
  expect(resolveEntry('https://cdn.example.com/driver/mf-manifest.json')).toBe('https://cdn.example.com/driver/mf-manifest.json');
});

it('takes the registry the server wrote into the page, without a request', async () => {
  const registry = { operator: '/remotes/operator/mf-manifest.json' };
  document.head.insertAdjacentHTML('beforeend', runTimeConfigElement({ apiHosts: {}, remotes: registry }));
  globalThis.fetch = jest.fn() as typeof fetch;
  try {
    await expect(fetchRemoteRegistry()).resolves.toEqual(registry);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  } finally {
    document.getElementById(RUN_TIME_CONFIG_ID)?.remove();
  }
});

it('fetches the registry when the page has none that parses', async () => {
  document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="${RUN_TIME_CONFIG_ID}">{not json</script>`);
  const registry = { driver: '/remotes/driver/mf-manifest.json' };
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(registry), { status: 200 })) as typeof fetch;
  try {
    await expect(fetchRemoteRegistry()).resolves.toEqual(registry);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  } finally {
    document.getElementById(RUN_TIME_CONFIG_ID)?.remove();
  }
});

it('escapes "<" in the page element, so a registry entry cannot close the script', () => {
  const html = runTimeConfigElement({ apiHosts: {}, remotes: { driver: '</script><script>alert(1)</script>' } });
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  document.head.insertAdjacentHTML('beforeend', html);
  try {
    expect(readPageRunTimeConfig()?.remotes?.['driver']).toBe('</script><script>alert(1)</script>');
  } finally {
    document.getElementById(RUN_TIME_CONFIG_ID)?.remove();
  }
});
