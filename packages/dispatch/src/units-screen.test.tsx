import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { UnitsScreen } from './index';
import { KINDS, makeUnit } from './test/units';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['listUnits', 'listUnitKinds', 'createUnit', 'updateUnit']),
);
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const P03 = makeUnit({ id: 3, code: 'P-03', plate: 'KX-PT-03', baseKm: 470, version: 7, driverId: 'd1', driverName: 'Ana Pérez' });

beforeEach(() => {
  mocked.listUnitKinds.mockResolvedValue(KINDS);
});

it('lists the units and creates one, with the server’s field errors on their fields and nothing typed lost', async () => {
  mocked.listUnits.mockResolvedValue([P03]);
  mocked.createUnit
    .mockRejectedValueOnce(new ApiError(409, '/api/unit', [{ field: 'code', message: 'Ya existe una unidad con ese código' }]))
    .mockResolvedValueOnce(makeUnit({ id: 8, code: 'G-02' }));
  await renderWithProviders(<UnitsScreen />, { route: '/admin/units' });
  const list = await screen.findByRole('list', { name: 'Lista de unidades' });
  expect(await within(list).findByText('Patrulla')).toBeInTheDocument();
  expect(within(list).getByRole('listitem')).toHaveTextContent(
    /P-03.*Patrulla.*Activa.*Patente: KX-PT-03 · Km de base: 470 · Disponible · conduce Ana Pérez/,
  );

  await userEvent.click(screen.getByRole('button', { name: 'Nueva unidad' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva unidad' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(within(dialog).getAllByText('Este campo es obligatorio')).toHaveLength(4);
  expect(mocked.createUnit).not.toHaveBeenCalled();

  await userEvent.type(within(dialog).getByLabelText(/Código/), 'P-03');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Tipo/), 'TOW_LIGHT');
  await userEvent.type(within(dialog).getByLabelText(/Patente/), 'GR-01');
  await userEvent.type(within(dialog).getByLabelText(/Km de base/), '600');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(within(dialog).getByText('Ingrese un km entre 410 y 580')).toBeInTheDocument();

  await userEvent.clear(within(dialog).getByLabelText(/Km de base/));
  await userEvent.type(within(dialog).getByLabelText(/Km de base/), '512,5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(await within(dialog).findByText('Ya existe una unidad con ese código')).toBeInTheDocument();
  expect(mocked.createUnit).toHaveBeenLastCalledWith({ code: 'P-03', kind: 'TOW_LIGHT', plate: 'GR-01', baseKm: 512.5 });
  expect(within(dialog).getByLabelText(/Patente/)).toHaveValue('GR-01');

  await userEvent.clear(within(dialog).getByLabelText(/Código/));
  await userEvent.type(within(dialog).getByLabelText(/Código/), 'G-02');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva unidad' })).not.toBeInTheDocument());
  expect(mocked.createUnit).toHaveBeenLastCalledWith({ code: 'G-02', kind: 'TOW_LIGHT', plate: 'GR-01', baseKm: 512.5 });
});

it('edits a unit with its version and deactivates one only after a confirmation', async () => {
  mocked.listUnits.mockResolvedValue([P03]);
  mocked.updateUnit.mockResolvedValue({ ...P03, plate: 'KX-PT-99' });
  await renderWithProviders(<UnitsScreen />, { route: '/admin/units' });
  await userEvent.click(await screen.findByRole('button', { name: 'Editar P-03' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar P-03' });
  expect(within(dialog).getByLabelText(/Tipo/)).toHaveValue('PATROL');
  await userEvent.clear(within(dialog).getByLabelText(/Patente/));
  await userEvent.type(within(dialog).getByLabelText(/Patente/), 'KX-PT-99');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() =>
    expect(mocked.updateUnit).toHaveBeenCalledWith(3, { code: 'P-03', kind: 'PATROL', plate: 'KX-PT-99', baseKm: 470 }, 7),
  );

  mocked.updateUnit.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Desactivar P-03' }));
  const confirm = await screen.findByRole('alertdialog', { name: '¿Desactivar P-03?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(mocked.updateUnit).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Desactivar P-03' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Desactivar' }));
  await waitFor(() => expect(mocked.updateUnit).toHaveBeenCalledWith(3, { active: false }, 7));
});

it('says when there are no units yet', async () => {
  mocked.listUnits.mockResolvedValue([]);
  await renderWithProviders(<UnitsScreen />, { route: '/admin/units' });
  expect(await screen.findByText('Aún no hay unidades. Cree la primera con «Nueva unidad».')).toBeInTheDocument();
});
