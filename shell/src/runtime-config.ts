import { configureApiAsync, selectApiBase, type ApiHosts } from '@vigia/api-client';
import { readPageRunTimeConfig } from '@vigia/domain';

/**
 * `/config.json` may name the API hosts of a deployment; without it the API is on the same origin.
 * Requests made before it arrives wait for it. The server that serves the page writes it into the
 * page too (@vigia/domain run-time-config.ts): then there is nothing to wait for.
 */
export function loadRuntimeConfig(url = '/config.json'): void {
  const inPage = readPageRunTimeConfig()?.apiHosts;
  if (inPage) return configureApiAsync(Promise.resolve(selectApiBase(window.location.hostname, inPage)));
  configureApiAsync(
    fetch(url, { cache: 'no-cache' })
      .then((response) => (response.ok ? (response.json() as Promise<ApiHosts>) : {}))
      .catch(() => ({}))
      .then((hosts) => selectApiBase(window.location.hostname, hosts)),
  );
}
