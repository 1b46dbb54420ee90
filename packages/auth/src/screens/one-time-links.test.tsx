// The pages e-mailed one-time links open (issue 25): a new password from a reset or invitation
// link, and the confirmation of a self-registered e-mail. The network is stubbed; the server's
// answers are its real messages.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, setAccessToken } from '@vigia/api-client';
import { DesignSystemProvider } from '@vigia/design-system';
import { I18nProvider, createI18n } from '@vigia/i18n';
import { allResources } from '@vigia/i18n/all-resources';
import { AuthProvider } from '../auth-provider';
import { ConfirmEmailScreen } from './confirm-email-screen';
import { RecoverPasswordScreen } from './recover-password-screen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: (url: string, body: Record<string, string>) => Response) {
  const calls: { url: string; body: Record<string, string> }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url).pathname;
    const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, string>) : {};
    calls.push({ url, body });
    return answer(url, body);
  }) as typeof fetch;
  return calls;
}

async function renderAt(url: string) {
  await act(async () => {
    render(
      <I18nProvider i18n={createI18n('es', allResources)}>
        <DesignSystemProvider>
          <AuthProvider>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/user/recover-password" element={<RecoverPasswordScreen />} />
                <Route path="/user/confirm" element={<ConfirmEmailScreen />} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </DesignSystemProvider>
      </I18nProvider>,
    );
  });
}

beforeEach(() => {
  localStorage.clear();
  setAccessToken(null);
  configureApi({ base: 'http://api.test' });
});

describe('new password from an e-mailed link', () => {
  it('sends the token with the new password and then offers to sign in', async () => {
    const calls = serve(() => json(200, { payload: 'Su contraseña quedó guardada. Inicie sesión con ella' }));
    await renderAt('/user/recover-password?token=abc123');
    expect(screen.getByRole('heading', { name: 'Crear una nueva contraseña' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'nueva-clave-9');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'nueva-clave-9');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Su contraseña quedó guardada. Inicie sesión con ella');
    expect(calls).toEqual([{ url: '/api/auth/reset', body: { token: 'abc123', password: 'nueva-clave-9' } }]);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/user/login');
  });

  it("shows the server's refusals: a common password on its field, a spent link as an alert", async () => {
    let spent = false;
    const refusal = (field: string, message: string) => json(400, { payload: null, errors: [{ field, message }] });
    serve(() =>
      spent
        ? refusal('token', 'El enlace no es válido, ya fue usado o expiró. Solicite uno nuevo')
        : refusal('password', 'Esa contraseña es demasiado común y fácil de adivinar. Elija otra'),
    );
    await renderAt('/user/recover-password?token=abc123');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'password1');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Esa contraseña es demasiado común y fácil de adivinar. Elija otra')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAttribute('aria-invalid', 'true');
    spent = true;
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido, ya fue usado o expiró. Solicite uno nuevo');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/user/recover-password');
  });

  it('without a token it is the request form', async () => {
    serve(() => json(200, { payload: 'ok' }));
    await renderAt('/user/recover-password');
    expect(screen.getByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();
  });
});

describe('e-mail confirmation', () => {
  it('confirms on arrival and says so', async () => {
    const calls = serve(() => json(200, { payload: 'Su correo quedó confirmado. Ya puede crear eventos' }));
    await renderAt('/user/confirm?token=tok9');
    expect(await screen.findByText('Su correo quedó confirmado. Ya puede crear eventos')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/auth/confirm', body: { token: 'tok9' } }]);
  });

  it('a refused or incomplete link is an alert', async () => {
    serve(() =>
      json(400, {
        payload: null,
        errors: [{ field: 'token', message: 'El enlace no es válido, ya fue usado o expiró. Solicite uno nuevo' }],
      }),
    );
    await renderAt('/user/confirm?token=viejo');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido, ya fue usado o expiró');
  });
});
