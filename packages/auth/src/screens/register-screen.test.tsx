// Registration answers alike whether or not the e-mail had an account and hands out no token
// (issue 21): the screen signs in with the same credentials next, and when that is refused it says
// so without telling whether the address was taken.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, setAccessToken } from '@vigia/api-client';
import { DesignSystemProvider } from '@vigia/design-system';
import { STORAGE_KEYS } from '@vigia/domain';
import { I18nProvider, createI18n } from '@vigia/i18n';
import { allResources } from '@vigia/i18n/all-resources';
import { AuthProvider } from '../auth-provider';
import { RegisterScreen } from './register-screen';

const NEUTRAL =
  'Si el correo puede usarse, su cuenta quedó creada y puede iniciar sesión. Si ya tenía una cuenta con este correo, use «¿Olvidó su contraseña?».';

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const ME = {
  email: 'paula@example.com',
  userProfileDto: {
    id: 'u7',
    nickName: 'Paula Ríos',
    genre: 'Conductor',
    groups: [{ code: 'DRIVER' }],
  },
};

/** The server: register always 201 with the same body; sign-in as told. */
function serve(signIn: 'ok' | 'refused') {
  const calls: { url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url).pathname;
    calls.push({ url, body: request.method === 'POST' ? await request.clone().json() : null });
    if (url === '/api/auth/register') return json(201, { payload: 'Si el correo puede usarse, la cuenta quedó creada' });
    if (url === '/api/auth')
      return signIn === 'ok'
        ? json(200, { payload: ME }, { authorization: 'Bearer t7' })
        : json(401, {
            payload: null,
            errors: [{ message: 'Correo electrónico o contraseña incorrectos' }],
          });
    return json(200, { payload: ME });
  }) as typeof fetch;
  return calls;
}

function Location() {
  return <output aria-label="ubicación">{useLocation().pathname}</output>;
}

async function renderScreen() {
  await act(async () => {
    render(
      <I18nProvider i18n={createI18n('es', allResources)}>
        <DesignSystemProvider>
          <AuthProvider>
            <MemoryRouter initialEntries={['/user/register']}>
              <Routes>
                <Route path="/user/register" element={<RegisterScreen />} />
                <Route path="*" element={<p>otra página</p>} />
              </Routes>
              <Location />
            </MemoryRouter>
          </AuthProvider>
        </DesignSystemProvider>
      </I18nProvider>,
    );
  });
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Nombre/), 'Paula');
  await user.type(screen.getByLabelText(/^Apellido/), 'Ríos');
  await user.type(screen.getByLabelText(/^Correo electrónico/), ' paula@example.com ');
  await user.type(screen.getByLabelText(/^Contraseña/), 'secreto1');
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'secreto1');
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

beforeEach(() => {
  localStorage.clear();
  setAccessToken(null);
  configureApi({ base: 'http://api.test' });
});

it('registers, then signs in with the same credentials and goes to the driver area', async () => {
  const calls = serve('ok');
  await renderScreen();
  await fillAndSubmit();
  expect(await screen.findByText('/driver/dashboard')).toBeInTheDocument();
  const credentials = { email: 'paula@example.com', password: 'secreto1' };
  expect(calls.map((c) => c.url)).toEqual(['/api/auth/register', '/api/auth', '/api/user/me']);
  expect(calls[0]!.body).toEqual({ ...credentials, firstName: 'Paula', lastName: 'Ríos' });
  expect(calls[1]!.body).toMatchObject(credentials);
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('t7');
});

it('when the sign-in is refused, says so neutrally and offers sign-in and password recovery', async () => {
  serve('refused');
  await renderScreen();
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(NEUTRAL);
  expect(screen.queryByText(/incorrectos/)).not.toBeInTheDocument();
  expect(screen.queryByText(/ya está registrado/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/user/recover-password');
  expect(screen.getAllByRole('link', { name: 'Iniciar sesión' })[0]).toHaveAttribute('href', '/user/login');
  expect(screen.getByRole('status', { name: 'ubicación' })).toHaveTextContent('/user/register');
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
});
