import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { configureApi, getMe, setAccessToken } from '@vigia/api-client';
import { STORAGE_KEYS, type SessionUser } from '@vigia/domain';
import { AppProviders } from '@vigia/layout';
import { loadRemoteApp } from '@vigia/remote-loader';
import { ApiEventsBridge } from './api-events-bridge';
import { AppRoutes } from './routes/app-routes';

// The federation runtime cannot run in jest (RUNTIME-009): stub our loader, keep RemoteView real.
jest.mock('@vigia/remote-loader', () => ({
  ...jest.requireActual('@vigia/remote-loader'),
  loadRemoteApp: jest.fn(
    async (key: string) =>
      function Remote(props: object) {
        return <p>{`remote ${key} ${JSON.stringify(props)}`}</p>;
      },
  ),
}));
const loadRemote = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

// The shell's own tree (app.tsx), at `path` instead of the browser's address.
function renderAt(path: string) {
  const At = ({ children }: { children?: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return render(
    <AppProviders router={At}>
      <ApiEventsBridge />
      <AppRoutes />
      <Location />
    </AppProviders>,
  );
}

function signInAs(role: string) {
  const user: SessionUser = {
    id: 'u1',
    avatar: 'a',
    email: `${role.toLowerCase()}@example.com`,
    name: 'Ana Soto',
    jobtitle: 'x',
    username: 'x',
    location: 'Argentina',
    role,
    posts: null,
    coverImg: 'c',
    followers: null,
    description: 'd',
  };
  localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** An operator on the dashboard makes a call (GET /api/user/me) that the API answers with `status`. */
async function operatorCallAnswered(status: number, message: string) {
  signInAs('OPERATOR');
  renderAt('/operator/dashboard');
  await screen.findByText(/remote operator/);
  globalThis.fetch = jest.fn(async () => json(status, { payload: null, errors: [{ message }] })) as typeof fetch;
  await getMe().catch(() => undefined);
}

beforeEach(() => {
  // Calls the test does not script (e.g. the header's unread badge) meet an unavailable API.
  globalThis.fetch = jest.fn(async () => json(503, { payload: null, errors: [{ message: 'no disponible' }] })) as typeof fetch;
  localStorage.clear();
  sessionStorage.clear();
  setAccessToken(null);
  configureApi({ base: 'http://localhost' });
  loadRemote.mockClear();
});

describe('signed out', () => {
  it.each(['/', '/user'])('%s redirects to the login', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(location()).toBe('/user/login');
  });

  it('/event redirects to the public form, loaded from mf-public', async () => {
    renderAt('/event');
    expect(await screen.findByText('remote public {"variant":"form"}')).toBeInTheDocument();
    expect(location()).toBe('/event/form');
  });

  it('/user/contact shows the contact variant of the public form', async () => {
    renderAt('/user/contact');
    expect(await screen.findByText('remote public {"variant":"contact"}')).toBeInTheDocument();
  });

  it('/event/follow-up shows the reporter follow-up from mf-public', async () => {
    renderAt('/event/follow-up');
    expect(await screen.findByText('remote public {"variant":"follow-up"}')).toBeInTheDocument();
  });

  it('a protected page shows the contact form in its place, then login returns to it', async () => {
    renderAt('/driver/events?page=2');
    expect(await screen.findByText('remote public {"variant":"form"}')).toBeInTheDocument();
    expect(screen.getByText('Esta página requiere iniciar sesión')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('driver');

    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/auth')) return json(200, { payload: null }, { authorization: 'Bearer t1' });
      return json(200, {
        payload: {
          email: 'driver@example.com',
          userProfileDto: {
            id: 'd1',
            nickName: 'Diego',
            genre: 'Conductor',
            groups: [{ code: 'DRIVER' }],
          },
        },
      });
    }) as typeof fetch;
    expect(sessionStorage.getItem('vigia.returnTo')).toBe('/driver/events?page=2');
    await userEvent.click(screen.getAllByRole('link', { name: 'Iniciar sesión' })[0]!);
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'driver@example.com');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(location()).toBe('/driver/events'));
    expect(await screen.findByText('remote driver {"area":"driver","basePath":"/driver"}')).toBeInTheDocument();
  });

  it('unknown paths show the not-found page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('login validates e-mail and the 6-character password before calling the API', async () => {
    globalThis.fetch = jest.fn() as typeof fetch;
    renderAt('/user/login');
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'no-es-correo');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Debe colocar un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

describe('signed in', () => {
  it.each([
    ['DRIVER', 'driver'],
    ['OPERATOR', 'operator'],
    ['SUPERVISOR', 'supervisor'],
    ['INSPECTOR', 'inspector'],
    ['ADMIN', 'admin'],
  ])('%s at /user/login goes to its area and loads only its own remote', async (role, area) => {
    signInAs(role);
    renderAt('/user/login');
    expect(await screen.findByText(`remote ${area} {"area":"${area}","basePath":"/${area}"}`)).toBeInTheDocument();
    expect(location()).toBe(`/${area}/dashboard`);
    expect(loadRemote.mock.calls.map(([key]) => key)).toEqual([area]);
  });

  // INSPECTOR has no board, assignments or notifications; only ADMIN has the administration (Users…)
  // after the supervisor's menu.
  const controlRoomMenu = ['Inicio', 'Tablero', 'Eventos', 'Reportes', 'Cumplimiento', 'Cola de eventos', 'Notificaciones'];
  it.each([
    ['INSPECTOR', ['Inicio', 'Eventos', 'Reportes', 'Cumplimiento', 'Libro de novedades', 'Trabajos programados']],
    ['ADMIN', [...controlRoomMenu, 'Libro de novedades', 'Trabajos programados', 'Usuarios', 'Unidades', 'Configuración']],
  ])('%s: the sidebar entries follow the role', async (role, entries) => {
    signInAs(role);
    renderAt(`/${role.toLowerCase()}/dashboard`);
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal', hidden: true });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual(entries);
    expect(screen.getByText('V1.0.27')).toBeInTheDocument();
  });

  it.each([
    ['OPERATOR', 'operator', 1],
    ['INSPECTOR', 'inspector', 0],
  ])("%s: the header has the shell's notification bell in the layout's slot only with notifications", async (role, area, bells) => {
    signInAs(role);
    renderAt(`/${area}/dashboard`);
    await screen.findByText(new RegExp(`remote ${area}`));
    expect(within(screen.getByRole('banner')).queryAllByRole('button', { name: 'Notificaciones' })).toHaveLength(bells);
  });

  it("another role's area does not exist for this user", async () => {
    signInAs('DRIVER');
    renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('an unknown role gets the default route set', async () => {
    signInAs('ROOT');
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Su cuenta no tiene un área asignada' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('a 401 from any call signs out and goes to the login', async () => {
    await operatorCallAnswered(401, 'Sesión expirada');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('a 404 raises the service alert with the URL', async () => {
    await operatorCallAnswered(404, 'No existe');
    expect(
      await screen.findByText(
        'Ha ocurriido un error consultando el servicio: http://localhost/api/user/me, Por favor contacte con el administrador',
      ),
    ).toBeInTheDocument();
  });

  it('sign-out from the user menu clears the session', async () => {
    signInAs('SUPERVISOR');
    renderAt('/supervisor/dashboard');
    await screen.findByText(/remote supervisor/);
    await userEvent.click(screen.getByRole('button', { name: /Menú de usuario/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBe('null');
  });
});
