import { getApiBase, whenApiConfigured } from '@vigia/api-client';
import { RUN_TIME_CONFIG_ID, runTimeConfigElement } from '@vigia/domain';
import { loadRuntimeConfig } from './runtime-config';

afterEach(() => document.getElementById(RUN_TIME_CONFIG_ID)?.remove());

describe('loadRuntimeConfig', () => {
  it('takes the API hosts the server wrote into the page, without a request', async () => {
    document.head.insertAdjacentHTML('beforeend', runTimeConfigElement({ apiHosts: { apiBase: 'https://api.example.com/' }, remotes: {} }));
    globalThis.fetch = jest.fn() as typeof fetch;
    loadRuntimeConfig();
    await whenApiConfigured();
    expect(getApiBase()).toBe('https://api.example.com');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('fetches /config.json when the page has no config', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ apiBase: 'https://other.example.com' }), { status: 200 })) as typeof fetch;
    loadRuntimeConfig();
    await whenApiConfigured();
    expect(getApiBase()).toBe('https://other.example.com');
    expect(globalThis.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
  });
});
