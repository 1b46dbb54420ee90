// "Unidades enviadas" (issue 38 item 6): each unit sent with its status times as HH:MM (Chile's time),
// how long it took to reach the scene and how long it worked the event (h:mm); a unit event on the
// stream reads them again; empty and failed states say so.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { publishUnitEvent, setNotificationStreamOpen } from '@vigia/api-client/core';
import { emptyThenFailing, renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import type { EventUnit } from '@vigia/domain';
import { SentUnitsSection } from './index';
import { KINDS, makeSentUnit, makeUnit } from './test/units';
import { hoursMinutes } from './unit-words';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['listEventUnits', 'listUnitKinds']),
);
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

// 18:02Z is 15:02 in Chile (summer time, UTC−3).
const patrol = makeSentUnit({
  enRouteAt: '2026-11-27T18:04:30.000Z',
  onSceneAt: '2026-11-27T18:09:00.000Z',
  releasedAt: '2026-11-27T19:40:00.000Z',
});
const tow: EventUnit = {
  unitId: 5,
  code: 'G-01',
  kind: 'TOW_LIGHT',
  dispatchedAt: '2026-11-27T18:10:00.000Z',
  enRouteAt: null,
  onSceneAt: null,
  releasedAt: null,
};

beforeEach(() => {
  setNotificationStreamOpen(true);
  mocked.listUnitKinds.mockResolvedValue(KINDS);
});

it('lists each unit with its status times and durations, first sent first', async () => {
  mocked.listEventUnits.mockResolvedValue([patrol, tow]);
  await renderWithProviders(<SentUnitsSection ticketId={12} />);
  const list = await screen.findByRole('list', { name: 'Unidades enviadas' });
  expect(mocked.listEventUnits).toHaveBeenCalledWith(12);
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('P-03 · Patrulla');
  const times = (item: HTMLElement) =>
    within(item)
      .getAllByRole('definition')
      .map((d) => d.textContent);
  const terms = within(first!)
    .getAllByRole('term')
    .map((d) => d.textContent);
  expect(terms).toEqual(['Despachada', 'En camino', 'En el lugar', 'Disponible']);
  expect(times(first!)).toEqual(['15:02', '15:04', '15:09', '16:40']);
  expect(first).toHaveTextContent('Llegó al lugar en 0:07 · en el evento 1:38');
  expect(second).toHaveTextContent('G-01 · Grúa liviana');
  expect(times(second!)).toEqual(['15:10', 'sin registro', 'sin registro', 'sin registro']);
  expect(second).toHaveTextContent('No llegó al lugar · aún trabaja el evento');
});

it('reads them again when a unit moves on the live stream', async () => {
  mocked.listEventUnits.mockResolvedValueOnce([tow]).mockResolvedValue([{ ...tow, enRouteAt: '2026-11-27T18:12:00.000Z' }]);
  await renderWithProviders(<SentUnitsSection ticketId={12} />);
  const list = await screen.findByRole('list', { name: 'Unidades enviadas' });
  expect(within(list).getAllByRole('definition')[1]).toHaveTextContent('sin registro');
  act(() => publishUnitEvent({ change: 'status', unit: makeUnit({ id: 5, code: 'G-01', status: 'EN_ROUTE', ticketId: 12 }) }));
  expect(await within(list).findByText('15:12')).toBeInTheDocument();
});

it('says when no unit was sent, and when they could not be read, with a retry', async () => {
  mocked.listEventUnits.mockResolvedValueOnce([]);
  await emptyThenFailing(<SentUnitsSection ticketId={12} />, 'No se ha enviado ninguna unidad a este evento.', () =>
    mocked.listEventUnits.mockRejectedValueOnce(new ApiError(500, '/api/ticket/12/units', [])).mockResolvedValue([patrol]),
  );
  expect(await screen.findByText('No se pudieron cargar las unidades enviadas.', {}, { timeout: 5000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('list', { name: 'Unidades enviadas' })).toHaveTextContent('P-03');
});

it('writes durations as h:mm, and none for a step not reached or out of order', () => {
  expect(hoursMinutes('2026-11-27T18:02:00Z', '2026-11-27T18:09:59Z')).toBe('0:07');
  expect(hoursMinutes('2026-11-27T18:00:00Z', '2026-11-27T20:05:00Z')).toBe('2:05');
  expect(hoursMinutes('2026-11-27T18:00:00Z', null)).toBeNull();
  expect(hoursMinutes('2026-11-27T18:05:00Z', '2026-11-27T18:00:00Z')).toBeNull();
});
