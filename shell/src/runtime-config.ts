import { configureApiAsync, selectApiBase, type ApiHosts } from '@vigia/api-client';

/**
 * `/config.json` may name the API hosts of a deployment; without it the API is on the same origin.
 * Requests made before it arrives wait for it.
 */
export function loadRuntimeConfig(url = '/config.json'): void {
  configureApiAsync(
    fetch(url, { cache: 'no-cache' })
      .then((response) => (response.ok ? (response.json() as Promise<ApiHosts>) : {}))
      .catch(() => ({}))
      .then((hosts) => selectApiBase(window.location.hostname, hosts)),
  );
}
