import { STORAGE_KEYS } from '@vigia/domain';
import { loadRemoteApp } from '@vigia/remote-loader';
import { prefetchRemote } from './prefetch';

jest.mock('@vigia/remote-loader', () => ({ loadRemoteApp: jest.fn(async () => () => null) }));
const loadRemote = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

function signIn(role: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, email: 'a@example.com', role }));
}

describe('prefetchRemote', () => {
  beforeEach(() => {
    localStorage.clear();
    loadRemote.mockClear();
  });

  it('starts the public form on the public pages', () => {
    for (const path of ['/event/form', '/event/follow-up/', '/user/contact', '/event']) prefetchRemote(path);
    expect(loadRemote.mock.calls).toEqual([['public'], ['public'], ['public'], ['public']]);
  });

  it('starts nothing on the sign-in pages and unknown paths', () => {
    for (const path of ['/', '/user/login', '/user/register', '/nowhere']) prefetchRemote(path);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('starts the signed-in user’s own area, and nothing for another area', () => {
    signIn('OPERATOR');
    prefetchRemote('/operator/dashboard');
    prefetchRemote('/driver/dashboard');
    expect(loadRemote.mock.calls).toEqual([['operator']]);
  });

  it('starts the public form for a protected page when signed out (its stand-in)', () => {
    prefetchRemote('/supervisor/events');
    expect(loadRemote.mock.calls).toEqual([['public']]);
  });

  it('swallows a failed load: RemoteView shows it', async () => {
    loadRemote.mockRejectedValueOnce(new Error('offline'));
    expect(() => prefetchRemote('/event/form')).not.toThrow();
    await Promise.resolve();
  });
});
