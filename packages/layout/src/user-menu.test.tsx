// Signing out on every device (issue 25): asked first, then every session of the account ends on
// the server and this one here; a failure leaves the person signed in and says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { SessionUser } from '@vigia/domain';
import { toaster } from '@vigia/design-system';
import { renderWithProviders } from '@vigia/test-utils';
import UserMenu from './user-menu';
import type * as ApiStub from '@vigia/test-utils/api-stub';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['endAllSessions']));

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;

const driver: SessionUser = {
  id: 'u-2',
  avatar: '',
  email: 'driver@example.com',
  name: 'Diego Fuentes',
  jobtitle: '',
  username: 'driver@example.com',
  location: '',
  role: 'DRIVER',
  posts: null,
  coverImg: '',
  followers: null,
  description: '',
};

afterEach(() => toaster.remove());
beforeEach(() => jest.resetAllMocks());

async function askToSignOutEverywhere() {
  const user = userEvent.setup();
  const onSignOut = jest.fn();
  await renderWithProviders(<UserMenu user={driver} label="Menú de usuario" signOutLabel="Cerrar sesión" onSignOut={onSignOut} />);
  await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión en todos los dispositivos' }));
  const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
  return { user, onSignOut, dialog };
}

// One dialog per test file: jsdom keeps the menu's and dialog's layers between renders, and a
// second dialog there never opens (Chromium reopens it: tests/e2e/accounts.e2e.ts cancels, reopens
// and confirms).
it('asks first; a failure keeps the person signed in and says so; a retry ends every session and signs out here', async () => {
  mocked.endAllSessions.mockRejectedValueOnce(new ApiError(0, '/api/auth/logout-all', [], 'offline')).mockResolvedValueOnce({ count: 3 });
  const { user, onSignOut, dialog } = await askToSignOutEverywhere();
  expect(within(dialog).getByText(/otros teléfonos y computadores/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }));
  expect(await screen.findByText('No se pudieron cerrar las sesiones. Revise su conexión e inténtelo de nuevo.')).toBeInTheDocument();
  expect(onSignOut).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }));
  await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  expect(mocked.endAllSessions).toHaveBeenCalledTimes(2);
});
