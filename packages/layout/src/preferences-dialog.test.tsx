import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { SessionUser } from '@vigia/domain';
import { toaster } from '@vigia/design-system';
import { renderWithProviders } from '@vigia/test-utils';
import PreferencesDialog from './preferences-dialog';
import UserMenu from './user-menu';
import type * as ApiStub from '@vigia/test-utils/api-stub';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['getPreferences', 'updatePreferences']),
);

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;

const person = (role: string): SessionUser => ({
  id: 'u-1',
  avatar: '',
  email: 'operator@example.com',
  name: 'Óscar Fuentes',
  jobtitle: '',
  username: 'operator@example.com',
  location: '',
  role,
  posts: null,
  coverImg: '',
  followers: null,
  description: '',
});

const renderMenu = (role: string) =>
  renderWithProviders(<UserMenu user={person(role)} label="Menú de usuario" signOutLabel="Cerrar sesión" onSignOut={jest.fn()} />);

// Toasts live in one store for the whole file: start each test without the last one's.
afterEach(() => toaster.remove());

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getPreferences.mockResolvedValue({ emailNotifications: false });
  mocked.updatePreferences.mockImplementation(async (p) => p);
});

describe('preferences from the user menu', () => {
  it('a staff user turns assignment e-mail on and off with a switch, saved at once', async () => {
    const user = userEvent.setup();
    await renderMenu('OPERATOR');
    await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Preferencias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferencias' });
    const toggle = await within(dialog).findByRole('switch', { name: 'Recibir avisos por correo (asignaciones)' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Le enviaremos un correo cuando se le asigne un evento.');
    await user.click(toggle);
    await waitFor(() => expect(mocked.updatePreferences).toHaveBeenCalledWith({ emailNotifications: true }));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByText('Preferencias guardadas')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when saving failed and shows what is still in force', async () => {
    const user = userEvent.setup();
    mocked.updatePreferences.mockRejectedValue(new ApiError(500, '/api/user/me/preferences', []));
    await renderWithProviders(<PreferencesDialog userId="u-1" onClose={jest.fn()} />);
    await user.click(await screen.findByRole('switch', { name: 'Recibir avisos por correo (asignaciones)' }));
    expect(await screen.findByText('No se pudieron guardar las preferencias')).toBeInTheDocument();
    const redrawn = await screen.findByRole('switch', { name: 'Recibir avisos por correo (asignaciones)' });
    expect(redrawn).not.toBeChecked();
    expect(redrawn).toHaveFocus();
  });

  it('is not offered to drivers and inspectors (they get no assignments)', async () => {
    const user = userEvent.setup();
    await renderMenu('DRIVER');
    await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Preferencias' })).not.toBeInTheDocument();
  });
});
