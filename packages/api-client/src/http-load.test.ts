// ky is fetched with the first request (http.ts). When that fetch fails (the page lost its
// connection before any call), the call fails as an unreachable server does, and the next call
// fetches ky again: the offline queue sees the same status 0 as for any network failure.
import { json, seen, serve } from './test/fake-server';

let mockKyFailures = 0;
jest.mock('ky', () => {
  if (mockKyFailures > 0) {
    mockKyFailures -= 1;
    throw new Error('Loading chunk ky failed');
  }
  return jest.requireActual('ky');
});

beforeEach(() => {
  jest.resetModules();
});

it('fails a call with status 0 when ky cannot be fetched, and fetches it again with the next call', async () => {
  const { call, configureApi, isApiError } = await import('./core');
  configureApi({ base: 'http://api.test' });
  serve(() => json(200, { payload: 'ok' }));
  mockKyFailures = 1;

  const failed = await call('get', '/api/ticket/category').catch((error: unknown) => error);
  expect(isApiError(failed) && failed.status).toBe(0);
  expect(seen).toHaveLength(0);

  await expect(call('get', '/api/ticket/category')).resolves.toBe('ok');
  expect(seen).toHaveLength(1);
});

it('sends calls made while ky is still loading, each once', async () => {
  const { call, configureApi } = await import('./core');
  configureApi({ base: 'http://api.test' });
  serve(() => json(200, { payload: 1 }));

  await expect(Promise.all([call('get', '/a'), call('get', '/b')])).resolves.toEqual([1, 1]);
  expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/a', '/b']);
});
