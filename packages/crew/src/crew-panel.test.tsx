import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { Unit } from '@vigia/domain';
import { confirmAfterCancel, emptyThenFailing, makeTicket, makeUnit, renderWithProviders } from '@vigia/test-utils';
import type * as ApiMock from './test/api-mock';
import { CrewPanel } from './index';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());
jest.mock('@vigia/auth', () => ({ useAuth: () => ({ user: { id: 'driver-1', role: 'DRIVER', name: 'Ana' } }) }));

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

// The driver's own unit: on shift (driver-1), its code and base.
const unit = (overrides: Partial<Unit> = {}): Unit =>
  makeUnit({
    id: 3,
    code: 'P-03',
    plate: 'KJTR22',
    baseKm: 452,
    statusSince: '2026-11-27T10:00:00.000Z',
    driverId: 'driver-1',
    ...overrides,
  });

/** The unit the server answers, and answers from then on when read again. */
function answerFromNowOn(answer: Unit) {
  mocked.getMyUnit.mockResolvedValue(answer);
  return answer;
}

const region = () => screen.getByRole('region', { name: 'Mis asignaciones' });
const statusButtons = () =>
  within(screen.getByRole('navigation', { name: 'Cambiar estado' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  mocked.reportUnitPosition.mockResolvedValue({ accepted: 1, latest: true, unit: unit() });
  localStorage.clear();
});

describe('CrewPanel off shift', () => {
  it('signs on to the unit chosen and shows it AVAILABLE with its buttons', async () => {
    const user = userEvent.setup();
    mocked.getMyUnit.mockResolvedValue(null);
    mocked.listVacantUnits.mockResolvedValue([
      { id: 3, code: 'P-03', kind: 'PATROL', plate: 'KJTR22' },
      { id: 4, code: 'G-01', kind: 'TOW_LIGHT', plate: 'GRUA11' },
    ]);
    // The server's answer, and what it says from then on.
    mocked.signOnUnit.mockImplementation(async () => answerFromNowOn(unit()));
    await renderWithProviders(<CrewPanel />);
    const select = await screen.findByRole('combobox', { name: 'Unidad' });
    expect(screen.getByRole('button', { name: 'Iniciar turno' })).toBeDisabled();
    await user.selectOptions(select, '3');
    await user.click(screen.getByRole('button', { name: 'Iniciar turno' }));
    expect(mocked.signOnUnit).toHaveBeenCalledWith(3);
    expect(await within(region()).findByText('Unidad P-03 · Disponible')).toBeInTheDocument();
    expect(statusButtons()).toEqual(['Fuera de servicio']);
    expect(screen.getByRole('button', { name: 'Terminar turno' })).toBeInTheDocument();
  });

  it('says the server’s reason when the sign-on is refused (409), and keeps the choice', async () => {
    const user = userEvent.setup();
    mocked.getMyUnit.mockResolvedValue(null);
    mocked.listVacantUnits.mockResolvedValue([{ id: 3, code: 'P-03', kind: 'PATROL', plate: 'KJTR22' }]);
    mocked.signOnUnit.mockRejectedValue(new ApiError(409, '/api/unit/3/shift', [{ message: 'La unidad ya tiene conductor.' }]));
    await renderWithProviders(<CrewPanel />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Unidad' }), '3');
    await user.click(screen.getByRole('button', { name: 'Iniciar turno' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La unidad ya tiene conductor.');
    expect(screen.getByRole('combobox', { name: 'Unidad' })).toHaveValue('3');
  });

  it('says when there is no free unit, and when its unit cannot be read', async () => {
    mocked.getMyUnit.mockResolvedValueOnce(null);
    mocked.listVacantUnits.mockResolvedValue([]);
    await emptyThenFailing(<CrewPanel />, 'No hay unidades libres para iniciar turno.', () =>
      mocked.getMyUnit.mockRejectedValue(new ApiError(500, '/api/unit/mine', [])),
    );
    expect(await screen.findByText('No se pudo cargar su unidad.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('CrewPanel on shift', () => {
  it('offers only the moves the status machine allows, per status', async () => {
    for (const [status, expected] of [
      ['OUT_OF_SERVICE', ['Disponible']],
      ['DISPATCHED', ['En camino']],
      ['EN_ROUTE', ['En el lugar']],
      ['ON_SCENE', ['Disponible']],
    ] as const) {
      mocked.getMyUnit.mockResolvedValue(unit({ status, ticketId: status === 'OUT_OF_SERVICE' ? null : 12 }));
      mocked.getTicket.mockResolvedValue(makeTicket({ id: 12 }));
      const { unmount } = await renderWithProviders(<CrewPanel />);
      await screen.findByText(/^Unidad P-03 · /);
      expect(statusButtons()).toEqual(expected);
      // Sign-off only off an event: an event never loses its unit silently.
      expect(screen.queryByRole('button', { name: 'Terminar turno' }) !== null).toBe(status === 'OUT_OF_SERVICE');
      unmount();
    }
  });

  it('moves the status with one tap and shows the new one in words', async () => {
    const user = userEvent.setup();
    mocked.getMyUnit.mockResolvedValue(unit({ status: 'DISPATCHED', ticketId: 12 }));
    mocked.getTicket.mockResolvedValue(makeTicket({ id: 12 }));
    mocked.setUnitStatus.mockImplementation(async () => answerFromNowOn(unit({ status: 'EN_ROUTE', ticketId: 12 })));
    await renderWithProviders(<CrewPanel />);
    await user.click(await screen.findByRole('button', { name: 'En camino' }));
    expect(mocked.setUnitStatus).toHaveBeenCalledWith(3, 'EN_ROUTE');
    expect(await screen.findByText('Unidad P-03 · En camino')).toBeInTheDocument();
    expect(statusButtons()).toEqual(['En el lugar']);
  });

  it('shows the assigned event as a short card', async () => {
    mocked.getMyUnit.mockResolvedValue(unit({ status: 'DISPATCHED', ticketId: 12 }));
    mocked.getTicket.mockResolvedValue(
      makeTicket({
        id: 12,
        category: 'ACCIDENTE',
        categoryName: 'Accidente',
        kilometer: 470.2,
        orientation: 'NORTH',
        injured: true,
        lanesBlocked: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
      }),
    );
    await renderWithProviders(<CrewPanel />);
    const card = await screen.findByRole('article', { name: 'Evento asignado' });
    expect(within(card).getByText('Evento N° 12')).toBeInTheDocument();
    expect(await within(card).findByText('Accidente')).toBeInTheDocument();
    expect(within(card).getByText('km 470,2 · Norte a sur')).toBeInTheDocument();
    expect(within(card).getByText('Pistas: norte Bloqueo parcial, sur Sin bloqueo')).toBeInTheDocument();
    expect(within(card).getByText('Hay lesionados')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver evento' })).toHaveAttribute('href', '/driver/events/12');
  });

  it('signs off after a confirmation, then offers the units again', async () => {
    const user = userEvent.setup();
    mocked.getMyUnit.mockResolvedValue(unit());
    mocked.signOffUnit.mockImplementation(async () => {
      mocked.getMyUnit.mockResolvedValue(null);
      return unit({ status: 'OUT_OF_SERVICE', driverId: null });
    });
    mocked.listVacantUnits.mockResolvedValue([{ id: 3, code: 'P-03', kind: 'PATROL', plate: 'KJTR22' }]);
    await renderWithProviders(<CrewPanel />);
    await screen.findByText('Unidad P-03 · Disponible');
    await confirmAfterCancel(user, {
      trigger: 'Terminar turno',
      dialog: '¿Terminar turno?',
      confirm: 'Terminar turno',
      sent: mocked.signOffUnit,
      says: 'La unidad P-03 quedará fuera de servicio.',
    });
    expect(mocked.signOffUnit).toHaveBeenCalledWith(3);
    expect(await screen.findByRole('combobox', { name: 'Unidad' })).toBeInTheDocument();
  });

  it('tells a new dispatch at once: refreshes on the live event, vibrates and announces it', async () => {
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    mocked.getMyUnit.mockResolvedValueOnce(unit());
    await renderWithProviders(<CrewPanel />);
    await screen.findByText('Unidad P-03 · Disponible');
    expect(vibrate).not.toHaveBeenCalled();

    mocked.getMyUnit.mockResolvedValue(unit({ status: 'DISPATCHED', ticketId: 12 }));
    mocked.getTicket.mockResolvedValue(makeTicket({ id: 12 }));
    act(() => api.publishUnitEvent({ change: 'dispatched', unit: unit({ status: 'DISPATCHED', ticketId: 12 }), driverId: 'driver-1' }));
    expect(await screen.findByText('Unidad P-03 · Despachada')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Nuevo despacho: Evento N° 12'));
    expect(vibrate).toHaveBeenCalled();
  });
});
