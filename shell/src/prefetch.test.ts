import { SHELL_PAGES, SHELL_REDIRECTS, STORAGE_KEYS, shellPage } from '@vigia/domain';
import { loadRemoteApp } from '@vigia/remote-loader';
import { prefetchRemote } from './prefetch';
import { loadSignInScreens } from './routes/sign-in-screens';

jest.mock('@vigia/remote-loader', () => ({ loadRemoteApp: jest.fn(async () => () => null) }));
jest.mock('./routes/sign-in-screens', () => ({ loadSignInScreens: jest.fn(async () => ({})) }));
const loadRemote = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
const loadScreens = loadSignInScreens as jest.MockedFunction<typeof loadSignInScreens>;

function signIn(role: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, email: 'a@example.com', role }));
}

describe('prefetchRemote', () => {
  beforeEach(() => {
    localStorage.clear();
    loadRemote.mockClear();
    loadScreens.mockClear();
  });

  it('starts the public form on the public pages', () => {
    for (const path of ['/event/form', '/event/follow-up/', '/user/contact', '/event']) prefetchRemote(path);
    expect(loadRemote.mock.calls).toEqual([['public'], ['public'], ['public'], ['public']]);
  });

  it('starts the sign-in screens, and no remote, on the sign-in pages', () => {
    for (const path of ['/user/login', '/user/register/', '/user/recover-password']) prefetchRemote(path);
    expect(loadScreens).toHaveBeenCalledTimes(3);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('starts the sign-in screens on the e-mail confirmation, signed in or not (it is shown to both)', () => {
    prefetchRemote('/user/confirm');
    signIn('DRIVER');
    prefetchRemote('/user/confirm');
    expect(loadScreens).toHaveBeenCalledTimes(2);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('starts what each page of the manifest shows, and nothing for a path it lacks', () => {
    const paths = [...Object.keys(SHELL_PAGES), ...Object.keys(SHELL_REDIRECTS)];
    for (const path of paths) prefetchRemote(path);
    const shows = paths.map((path) => shellPage(path)?.kind);
    expect(loadRemote).toHaveBeenCalledTimes(shows.filter((kind) => kind === 'public').length);
    expect(loadScreens).toHaveBeenCalledTimes(shows.filter((kind) => kind === 'sign-in').length);
    loadRemote.mockClear();
    loadScreens.mockClear();
    for (const path of ['/user/confirm/x', '/user/other', '/event/other', '/events/form', '/remotes']) prefetchRemote(path);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(loadScreens).not.toHaveBeenCalled();
  });

  it('starts nothing on unknown paths, nor the sign-in screens for a signed-in user', () => {
    for (const path of ['/', '/nowhere']) prefetchRemote(path);
    signIn('DRIVER');
    prefetchRemote('/user/login');
    expect(loadRemote).not.toHaveBeenCalled();
    expect(loadScreens).not.toHaveBeenCalled();
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
