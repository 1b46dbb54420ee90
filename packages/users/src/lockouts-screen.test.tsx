// ADMIN sees who is being kept from signing in (issue 25), from the users screen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { renderWithProviders } from '@vigia/test-utils';
import { UsersRoutes } from './index';
import type * as ApiStub from '@vigia/test-utils/api-stub';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['listLockouts', 'listUsers']),
);
jest.mock('@vigia/auth', () => ({ useAuth: () => ({ user: { id: 'admin', name: 'Andrea Rojas', role: 'ADMIN' } }) }));

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;
const render = (route: string) => renderWithProviders(<UsersRoutes />, { route, path: '/admin/users/*' });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listUsers.mockResolvedValue({ content: [], page: 0, size: 10, total: 0 });
});

it('is reached from the users screen and shows slowed and locked addresses in 24-hour time', async () => {
  mocked.listLockouts.mockResolvedValue([
    {
      account: 'victima@example.com',
      ip: '203.0.113.9',
      failures: 5,
      lastAt: '2026-11-25T18:05:00.000Z',
      lockedUntil: '2026-11-25T18:17:00.000Z',
    },
    { account: 'otra@example.com', ip: '198.51.100.4', failures: 3, lastAt: '2026-11-25T18:06:00.000Z', lockedUntil: null },
  ]);
  await render('/admin/users');
  await userEvent.setup().click(screen.getByRole('link', { name: 'Bloqueos de acceso' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Bloqueos de acceso' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Bloqueos de acceso' });
  const [locked, slowed] = within(list).getAllByRole('listitem');
  expect(locked).toHaveTextContent('victima@example.com');
  // Chile's time (UTC−3 in November), 24-hour.
  expect(locked).toHaveTextContent('Desde 203.0.113.9 · 5 fallos · último 25-11-2026 15:05');
  expect(locked).toHaveTextContent('Bloqueado hasta 25-11-2026 15:17');
  expect(slowed).toHaveTextContent('Frenado');
  expect(document.body.textContent).not.toMatch(/a\.\s?m\.|p\.\s?m\./);
});

it('says when nobody is held back, and when the list cannot be read', async () => {
  mocked.listLockouts.mockResolvedValueOnce([]);
  const { unmount } = await render('/admin/users/lockouts');
  expect(await screen.findByText('No hay inicios de sesión frenados ni bloqueados ahora')).toBeInTheDocument();
  unmount();
  mocked.listLockouts.mockRejectedValue(new ApiError(500, '/api/auth/lockouts', []));
  await render('/admin/users/lockouts');
  expect(await screen.findByText('No se pudieron cargar los bloqueos')).toBeInTheDocument();
});
