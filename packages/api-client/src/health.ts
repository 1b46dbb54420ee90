import { call } from '@vigia/api-client/core';

/** GET /api/ready: the server answers and its database too (503 while it drains for a shutdown). */
export function checkApiReady(): Promise<{ status: string }> {
  return call('get', '/api/ready', { quietNotFound: true });
}
