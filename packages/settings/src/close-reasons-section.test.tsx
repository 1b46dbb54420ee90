import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type * as ApiMock from './test/api-mock';
import { confirmAfterCancel, emptyThenFailing, renderWithProviders } from '@vigia/test-utils';
import { CloseReasonsSection } from './close-reasons-section';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const RESUELTO = { code: 'RESUELTO', name: 'Resuelto', active: true };
const FALSO = { code: 'FALSO_AVISO', name: 'Falso aviso', active: true };
const OLD = { code: 'OTRO', name: 'Otro', active: false };

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listCloseReasons.mockResolvedValue([RESUELTO, FALSO, OLD]);
});

const itemOf = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Motivos de cierre' }))
    .getAllByRole('listitem')
    .find((li) => name.test(li.textContent ?? ''))!;

describe('CloseReasonsSection', () => {
  it('lists every reason with its state', async () => {
    await renderWithProviders(<CloseReasonsSection />);
    const list = await screen.findByRole('list', { name: 'Motivos de cierre' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(itemOf(/Resuelto/)).getByText('Activo')).toBeInTheDocument();
    expect(within(itemOf(/Otro/)).getByText('Inactivo')).toBeInTheDocument();
    expect(within(itemOf(/Otro/)).getByRole('button', { name: 'Activar Otro' })).toBeInTheDocument();
    expect(within(itemOf(/Otro/)).queryByRole('button', { name: 'Desactivar Otro' })).toBeNull();
  });

  it('shows the empty and the error states', async () => {
    mocked.listCloseReasons.mockResolvedValueOnce([]);
    await emptyThenFailing(<CloseReasonsSection />, 'Aún no hay motivos de cierre.', () =>
      mocked.listCloseReasons.mockRejectedValue(new ApiError(500, '/api/close-reason', [])),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('No se pudieron cargar los motivos de cierre.');
  });

  it('adds a reason: the name is required, then it is sent and the list is read again', async () => {
    const user = userEvent.setup();
    mocked.createCloseReason.mockResolvedValue({ code: 'DERIVADO', name: 'Derivado a Carabineros', active: true });
    await renderWithProviders(<CloseReasonsSection />);
    await screen.findByRole('list', { name: 'Motivos de cierre' });
    await user.click(screen.getByRole('button', { name: 'Agregar motivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo motivo de cierre' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeInTheDocument();
    expect(mocked.createCloseReason).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), '  Derivado a Carabineros ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Motivo de cierre agregado')).toBeInTheDocument();
    expect(mocked.createCloseReason).toHaveBeenCalledWith({ name: 'Derivado a Carabineros', active: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo motivo de cierre' })).toBeNull());
    await waitFor(() => expect(mocked.listCloseReasons).toHaveBeenCalledTimes(2));
  });

  it("renames a reason keeping its state, and shows the server's field error on the name", async () => {
    const user = userEvent.setup();
    mocked.updateCloseReason
      .mockRejectedValueOnce(
        new ApiError(409, '/api/close-reason/FALSO_AVISO', [{ field: 'name', message: 'Ya existe un motivo con ese nombre' }]),
      )
      .mockResolvedValueOnce({ ...FALSO, name: 'Falsa alarma' });
    await renderWithProviders(<CloseReasonsSection />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar nombre de Falso aviso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar nombre del motivo' });
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    expect(name).toHaveValue('Falso aviso');
    await user.clear(name);
    await user.type(name, 'Resuelto');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe un motivo con ese nombre')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Ya existe un motivo con ese nombre');

    await user.clear(name);
    await user.type(name, 'Falsa alarma');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Motivo de cierre actualizado')).toBeInTheDocument();
    expect(mocked.updateCloseReason).toHaveBeenLastCalledWith('FALSO_AVISO', { name: 'Falsa alarma', active: true });
  });

  it('deactivates only after confirmation; activates at once', async () => {
    const user = userEvent.setup();
    mocked.updateCloseReason.mockImplementation(async (code, input) => ({ code, name: input.name, active: input.active ?? true }));
    await renderWithProviders(<CloseReasonsSection />);
    await confirmAfterCancel(user, {
      trigger: 'Desactivar Resuelto',
      dialog: '¿Desactivar el motivo «Resuelto»?',
      says: 'Los eventos cerrados con este motivo lo conservan',
      confirm: 'Desactivar',
      sent: mocked.updateCloseReason,
    });
    expect(await screen.findByText('Motivo desactivado: Resuelto')).toBeInTheDocument();
    expect(mocked.updateCloseReason).toHaveBeenCalledWith('RESUELTO', { name: 'Resuelto', active: false });

    await user.click(screen.getByRole('button', { name: 'Activar Otro' }));
    expect(await screen.findByText('Motivo activado: Otro')).toBeInTheDocument();
    expect(mocked.updateCloseReason).toHaveBeenLastCalledWith('OTRO', { name: 'Otro', active: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
