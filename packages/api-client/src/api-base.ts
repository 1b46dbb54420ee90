import type { ApiHosts } from '@vigia/domain';

export type { ApiHosts };

/** SPEC §7: the test host when the page host contains 'uat', otherwise the production host. */
export function selectApiBase(pageHost: string, hosts: ApiHosts = {}): string {
  if (hosts.apiBase !== undefined) return trimSlash(hosts.apiBase);
  if (hosts.testHost && hosts.productionHost) {
    return trimSlash(pageHost.includes('uat') ? hosts.testHost : hosts.productionHost);
  }
  return '';
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
