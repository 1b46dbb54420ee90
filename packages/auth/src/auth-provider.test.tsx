import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, getAccessToken, getMe, setAccessToken } from '@vigia/api-client';
import { STORAGE_KEYS, type SessionUser } from '@vigia/domain';
import { AuthProvider, useAuth } from './auth-provider';

const storedUser: SessionUser = {
  id: 'u1',
  avatar: 'a',
  email: 'op@example.com',
  name: 'Olga Pérez',
  jobtitle: 'Operadora',
  username: 'op@example.com',
  location: 'Argentina',
  role: 'OPERATOR',
  posts: null,
  coverImg: 'c',
  followers: null,
  description: 'd',
};

function Probe() {
  const auth = useAuth();
  return (
    <>
      <p>
        {auth.isInitialized ? 'initialised' : 'splash'} {auth.isAuthenticated ? 'in' : 'out'} {auth.user?.role ?? 'none'}
      </p>
      <button onClick={() => auth.login('sup@example.com', 'demo1234')}>login</button>
      <button onClick={() => auth.logout()}>logout</button>
    </>
  );
}

function renderProvider() {
  return render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  localStorage.clear();
  setAccessToken(null);
  configureApi({ base: 'http://api.test' });
});

it('starts unauthenticated when no token is stored', async () => {
  renderProvider();
  expect(await screen.findByText('initialised out none')).toBeInTheDocument();
});

it('restores the user and applies the stored token', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(storedUser));
  renderProvider();
  expect(await screen.findByText('initialised in OPERATOR')).toBeInTheDocument();
  expect(getAccessToken()).toBe('tok');
});

it('treats a corrupt stored user as signed out and logs the error', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.user, '{not json');
  renderProvider();
  expect(await screen.findByText('initialised out none')).toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

it('signs in: token from the header, user mapped from /api/user/me, both stored', async () => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/auth')) return json(200, { payload: null }, { authorization: 'Bearer t1' });
    return json(200, {
      payload: {
        email: 'sup@example.com',
        userProfileDto: {
          id: 'u9',
          nickName: 'Sara Ugarte',
          genre: 'Supervisora',
          groups: [{ code: 'SUPERVISOR' }],
        },
      },
    });
  }) as typeof fetch;
  renderProvider();
  await screen.findByText('initialised out none');
  await userEvent.click(screen.getByRole('button', { name: 'login' }));
  expect(await screen.findByText('initialised in SUPERVISOR')).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('t1');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({
    id: 'u9',
    name: 'Sara Ugarte',
    jobtitle: 'Supervisora',
    username: 'sup@example.com',
    location: 'Argentina',
    role: 'SUPERVISOR',
  });
});

it('logs out: token cleared, stored user null', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(storedUser));
  renderProvider();
  await screen.findByText('initialised in OPERATOR');
  await userEvent.click(screen.getByRole('button', { name: 'logout' }));
  expect(await screen.findByText('initialised out none')).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBe('null');
  expect(getAccessToken()).toBeNull();
});

it('a 401 from any call ends the session', async () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(storedUser));
  globalThis.fetch = jest.fn(async () => json(401, { payload: null, errors: [{ message: 'Token inválido' }] })) as typeof fetch;
  renderProvider();
  await screen.findByText('initialised in OPERATOR');
  await act(() => getMe().catch(() => undefined));
  await waitFor(() => expect(screen.getByText('initialised out none')).toBeInTheDocument());
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
});
