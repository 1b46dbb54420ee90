import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { setNotificationStreamOpen } from '@vigia/api-client/core';
import { clearToasts, renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { EventUnitsSection } from './index';
import type { DispatchOption } from '@vigia/domain';
import { KINDS, makeUnit } from './test/units';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(['listUnits', 'listUnitKinds', 'listDispatchOptions', 'dispatchUnit', 'setUnitStatus']),
);
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const ticket = { id: 12, version: 4 };
const option = (over: Partial<DispatchOption>): DispatchOption => ({
  unitId: 3,
  code: 'P-03',
  kind: 'PATROL',
  status: 'AVAILABLE' as const,
  distanceKm: 3.2,
  kilometer: 467,
  fromBase: false,
  preferred: true,
  ...over,
});

afterEach(clearToasts);

beforeEach(() => {
  setNotificationStreamOpen(true);
  mocked.listUnitKinds.mockResolvedValue(KINDS);
});

async function openDialog(canDispatch = true) {
  const onChanged = jest.fn();
  await renderWithProviders(<EventUnitsSection ticket={ticket} canDispatch={canDispatch} onChanged={onChanged} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Despachar unidad' }));
  return { onChanged, dialog: await screen.findByRole('dialog', { name: 'Despachar unidad' }) };
}

it('lists the options in the server’s order with distance and kind, and dispatches with the event’s version', async () => {
  mocked.listUnits.mockResolvedValue([]);
  mocked.listDispatchOptions.mockResolvedValue([
    option({}),
    option({ unitId: 5, code: 'G-01', kind: 'TOW_LIGHT', distanceKm: 1.5, preferred: false, fromBase: true }),
  ]);
  mocked.dispatchUnit.mockResolvedValue(makeUnit({ id: 3, code: 'P-03', status: 'DISPATCHED', ticketId: 12 }));
  const { onChanged, dialog } = await openDialog();
  expect(await within(dialog).findByText('P-03 · Patrulla')).toBeInTheDocument();
  const items = within(dialog).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringMatching(/P-03 · Patrulla.*a 3,2 km · Disponible.*Tipo requerido.*Despachar P-03/),
    expect.stringMatching(/G-01 · Grúa liviana.*a 1,5 km \(desde su base\) · Disponible.*Despachar G-01/),
  ]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Despachar P-03' }));
  expect(mocked.dispatchUnit).toHaveBeenCalledWith(12, 3, 4);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Despachar unidad' })).not.toBeInTheDocument());
  expect(onChanged).toHaveBeenCalled();
});

it('says the event changed on a 412 and refreshes it; gives the server’s reason on a 409', async () => {
  mocked.listUnits.mockResolvedValue([]);
  mocked.listDispatchOptions.mockResolvedValue([option({})]);
  mocked.dispatchUnit
    .mockRejectedValueOnce(new ApiError(412, '/api/ticket/12/dispatch', [{ message: 'changed' }]))
    .mockRejectedValueOnce(new ApiError(409, '/api/ticket/12/dispatch', [{ message: 'La unidad ya trabaja otro evento' }]));
  const { onChanged, dialog } = await openDialog();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Despachar P-03' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('El evento cambió mientras usted lo veía.');
  expect(onChanged).toHaveBeenCalledTimes(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Despachar P-03' }));
  expect(await within(dialog).findByText('La unidad ya trabaja otro evento')).toBeInTheDocument();
});

it('says when no unit can go', async () => {
  mocked.listUnits.mockResolvedValue([]);
  mocked.listDispatchOptions.mockResolvedValue([]);
  const { dialog } = await openDialog();
  expect(await within(dialog).findByText('No hay unidades disponibles ahora.')).toBeInTheDocument();
});

it('lists the event’s units with their status and releases one not yet on scene after a confirmation', async () => {
  mocked.listUnits.mockResolvedValue([
    makeUnit({ id: 3, code: 'P-03', status: 'EN_ROUTE', ticketId: 12, kilometer: 470.2 }),
    makeUnit({ id: 4, code: 'A-01', status: 'ON_SCENE', ticketId: 12 }),
    makeUnit({ id: 5, code: 'P-07', status: 'DISPATCHED', ticketId: 99 }),
  ]);
  mocked.setUnitStatus.mockResolvedValue(makeUnit({ id: 3, code: 'P-03', status: 'AVAILABLE' }));
  await renderWithProviders(<EventUnitsSection ticket={ticket} canDispatch onChanged={jest.fn()} />);
  const list = await screen.findByRole('list', { name: 'Unidades' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringMatching(/^P-03En camino.*km 470,2.*Liberar P-03$/),
    expect.stringMatching(/^A-01En el lugar/),
  ]);
  expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
  await userEvent.click(within(items[0]!).getByRole('button', { name: 'Liberar P-03' }));
  const confirm = await screen.findByRole('alertdialog', { name: '¿Liberar P-03?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(mocked.setUnitStatus).not.toHaveBeenCalled();
  await userEvent.click(within(items[0]!).getByRole('button', { name: 'Liberar P-03' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Liberar' }));
  await waitFor(() => expect(mocked.setUnitStatus).toHaveBeenCalledWith(3, 'AVAILABLE'));
});

it('shows the units without dispatch or release where the user may not', async () => {
  mocked.listUnits.mockResolvedValue([makeUnit({ id: 3, code: 'P-03', status: 'EN_ROUTE', ticketId: 12 })]);
  await renderWithProviders(<EventUnitsSection ticket={ticket} canDispatch={false} onChanged={jest.fn()} />);
  expect(await screen.findByRole('list', { name: 'Unidades' })).toHaveTextContent('P-03En camino');
  expect(within(screen.getByRole('region', { name: 'Unidades' })).queryByRole('button')).not.toBeInTheDocument();
  await act(async () => undefined);
});
