import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import * as api from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import type { UserProfile } from '@vigia/domain';
import { UsersScreen } from './index';
import { confirmAfterCancel, renderWithProviders, textsOf } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(['listUsers', 'createUser', 'updateUser', 'deleteUser', 'disableUser']),
);
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual('@vigia/api-client') as typeof api;

const profile = (over: Partial<UserProfile>): UserProfile => ({
  id: 'id',
  email: 'x@example.com',
  firstName: 'X',
  lastName: 'Y',
  profileCode: 'OPERATOR',
  phone: '56911111111',
  rut: '11.111.111-1',
  realAddress: '',
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const ADMIN = profile({
  id: '0b9a6f9e-1c1d-4e5f-8a9b-0c1d2e3f4a5b',
  email: 'admin@example.com',
  firstName: 'Andrea',
  lastName: 'Rojas',
  profileCode: 'ADMIN',
});
const OSCAR = profile({
  id: '7d1f0a3e-2b4c-4d5e-8f60-718293a4b5c6',
  email: 'operator@example.com',
  firstName: 'Óscar',
  lastName: 'Fuentes',
});

/** Shows the router location so tests read it like a user would read the address bar. */
function LocationProbe() {
  const l = useLocation();
  return <output aria-label="ubicación">{`${l.pathname}${l.search}`}</output>;
}
const location = () => screen.getByRole('status', { name: 'ubicación' }).textContent;
const render = (route = '/admin/users') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/users" element={<UsersScreen />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );

beforeEach(() => {
  jest.resetAllMocks();
  (useAuth as jest.Mock).mockReturnValue({ user: { id: '0b9a6f9e-1c1d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Andrea Rojas', role: 'ADMIN' } });
  mocked.listUsers.mockResolvedValue({ content: [ADMIN, OSCAR], page: 0, size: 10, total: 25 });
});

/** setup-dom's matchMedia matches nothing: a phone, unless a test makes it a 1366 px desktop. */
const phoneMatchMedia = window.matchMedia;
function desktop() {
  const px = (value: string, unit: string) => Number(value) * (unit === 'px' ? 1 : 16);
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)(px|rem|em)/.exec(query);
    const max = /max-width:\s*([\d.]+)(px|rem|em)/.exec(query);
    const matches = (!min || 1366 >= px(min[1]!, min[2]!)) && (!max || 1366 <= px(max[1]!, max[2]!));
    return { ...phoneMatchMedia(query), matches };
  };
}
afterEach(() => {
  window.matchMedia = phoneMatchMedia;
});

/** A user's card (phone) by the name on it. */
const cardOf = (name: RegExp) => {
  const card = within(screen.getByRole('list', { name: 'Lista de usuarios' }))
    .getAllByRole('listitem')
    .find((li) => name.test(li.textContent ?? ''));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('UsersScreen', () => {
  it('lists users with search and paging in the URL; the admin cannot disable or delete themself', async () => {
    const user = userEvent.setup();
    await render('/admin/users?q=ro&page=1');
    // A phone: one card per user, with the same actions.
    expect(await screen.findByRole('list', { name: 'Lista de usuarios' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 1, size: 10, q: 'ro' });
    expect(screen.getByRole('searchbox', { name: 'Buscar usuarios' })).toHaveValue('ro');
    const self = cardOf(/Andrea Rojas/);
    expect(within(self).getByText('(usted)')).toBeInTheDocument();
    expect(within(self).getByRole('button', { name: 'Deshabilitar Andrea Rojas' })).toBeDisabled();
    expect(within(self).getByRole('button', { name: 'Eliminar Andrea Rojas' })).toBeDisabled();
    expect(within(cardOf(/Óscar Fuentes/)).getByRole('button', { name: 'Eliminar Óscar Fuentes' })).toBeEnabled();
    expect(within(cardOf(/Óscar Fuentes/)).getByText('Operador')).toBeInTheDocument();
    expect(within(cardOf(/Óscar Fuentes/)).getByText('operator@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(location()).toBe('/admin/users?q=ro&page=2'));
    expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 2, size: 10, q: 'ro' });

    const search = screen.getByRole('searchbox', { name: 'Buscar usuarios' });
    await user.clear(search);
    await user.type(search, 'óscar{Enter}');
    await waitFor(() => expect(location()).toBe(`/admin/users?q=${encodeURIComponent('óscar')}`));
    expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 0, size: 10, q: 'óscar' });
  });

  it('shows a table on a desktop, with the same actions', async () => {
    desktop();
    await render();
    const table = await screen.findByRole('table', { name: 'Lista de usuarios' });
    expect(textsOf(table, 'columnheader')).toEqual(['Nombre', 'Correo electrónico', 'Perfil', 'Estado', 'Acciones']);
    const self = within(table).getByRole('row', { name: /Andrea Rojas/ });
    expect(within(self).getByText('(usted)')).toBeInTheDocument();
    expect(within(self).getByRole('button', { name: 'Eliminar Andrea Rojas' })).toBeDisabled();
    expect(within(table).getByRole('row', { name: /Óscar Fuentes/ })).toHaveTextContent('operator@example.com');
    expect(screen.queryByRole('list', { name: 'Lista de usuarios' })).toBeNull();
  });

  it('creates a user with the shared validation and shows the SPEC texts', async () => {
    const user = userEvent.setup();
    mocked.createUser
      .mockRejectedValueOnce(
        new ApiError(409, '/api/profile/new', [{ field: 'email', message: 'El correo electrónico ya está registrado' }]),
      )
      .mockResolvedValueOnce(profile({ id: 'new' }));
    await render();
    await screen.findByRole('list', { name: 'Lista de usuarios' });
    await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findAllByText('Este campo es requerido')).not.toHaveLength(0);
    expect(mocked.createUser).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Nora');
    await user.type(within(dialog).getByLabelText(/^Apellido/), 'Vega');
    await user.type(within(dialog).getByLabelText(/^Correo electrónico/), 'nora@example.com');
    await user.type(within(dialog).getByLabelText(/^Contraseña/), '123');
    // The phone as reporters type it (issue 37), with its example; sent as digits.
    const phone = within(dialog).getByLabelText(/^Teléfono/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByText('Ej.: +56 9 1234 5678')).toBeInTheDocument();
    await user.type(phone, '+56 9 7777 7777');
    await user.type(within(dialog).getByLabelText(/^RUT/), '17.111.222-3');
    await user.selectOptions(within(dialog).getByLabelText(/^Perfil/), 'SUPERVISOR');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Contraseña/), '456');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El correo electrónico ya está registrado')).toBeInTheDocument();
    expect(mocked.createUser).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'nora@example.com',
        password: '123456',
        firstName: 'Nora',
        profileCode: 'SUPERVISOR',
        rut: '17.111.222-3',
        phone: '56977777777',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El usuario fue creado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo usuario' })).toBeNull());
    expect(mocked.listUsers).toHaveBeenCalledTimes(2);

    // Without a password the new user is invited by e-mail to choose one.
    mocked.createUser.mockResolvedValueOnce(profile({ id: 'invited' }));
    await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const invite = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    expect(within(invite).getByText(/le enviaremos un correo para que elija su contraseña/)).toBeInTheDocument();
    await user.type(within(invite).getByLabelText(/^Nombre/), 'Iris');
    await user.type(within(invite).getByLabelText(/^Apellido/), 'Paz');
    await user.type(within(invite).getByLabelText(/^Correo electrónico/), 'iris@example.com');
    await user.type(within(invite).getByLabelText(/^Teléfono/), '56977777778');
    await user.type(within(invite).getByLabelText(/^RUT/), '17.111.222-4');
    await user.click(within(invite).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(mocked.createUser).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'iris@example.com', password: undefined })),
    );
  });

  it('edits a user keeping the password when left empty, and reports a failed update', async () => {
    const user = userEvent.setup();
    mocked.updateUser.mockResolvedValueOnce(OSCAR).mockRejectedValueOnce(new ApiError(500, '/api/profile/update', []));
    await render();
    await user.click(await screen.findByRole('button', { name: 'Editar a Óscar Fuentes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    expect(within(dialog).getByLabelText(/^Correo electrónico/)).toHaveValue('operator@example.com');
    const last = within(dialog).getByLabelText(/^Apellido/);
    await user.clear(last);
    await user.type(last, 'Fuentes Soto');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El usuario fue actualizado con éxito')).toBeInTheDocument();
    const sent = mocked.updateUser.mock.calls[0]![0];
    expect(sent).toMatchObject({ uuid: '7d1f0a3e-2b4c-4d5e-8f60-718293a4b5c6', lastName: 'Fuentes Soto', email: 'operator@example.com' });
    expect(sent.password).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Editar a Óscar Fuentes' }));
    const again = await screen.findByRole('dialog', { name: 'Editar usuario' });
    await user.click(within(again).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudo actualizar el usuario')).toBeInTheDocument();
  });

  it('disables and deletes only after confirmation', async () => {
    const user = userEvent.setup();
    mocked.disableUser.mockResolvedValue({ ...OSCAR, enabled: false });
    mocked.deleteUser.mockResolvedValue(undefined);
    await render();
    await confirmAfterCancel(user, {
      trigger: 'Deshabilitar Óscar Fuentes',
      dialog: '¿Deshabilitar a Óscar Fuentes?',
      confirm: 'Deshabilitar',
      sent: mocked.disableUser,
    });
    expect(await screen.findByText('El usuario fue deshabilitado')).toBeInTheDocument();
    expect(mocked.disableUser).toHaveBeenCalledWith('7d1f0a3e-2b4c-4d5e-8f60-718293a4b5c6', false);

    await user.click(screen.getByRole('button', { name: 'Eliminar Óscar Fuentes' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar a Óscar Fuentes?' });
    expect(confirm).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El usuario fue eliminado')).toBeInTheDocument();
    expect(mocked.deleteUser).toHaveBeenCalledWith('7d1f0a3e-2b4c-4d5e-8f60-718293a4b5c6');
  });
});
