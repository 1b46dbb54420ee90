import { act, screen, waitFor, within } from '@testing-library/react';
import * as api from '@vigia/api-client';
import { publishUnitEvent, setNotificationStreamOpen } from '@vigia/api-client/core';
import { emptyThenFailing, renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { BoardScreen } from './index';
import { KINDS, NOW, makeUnit } from './test/units';
import { stackRows } from './unit-strip';
import { positionAge, unitCounts } from './unit-words';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(['listUnits', 'listUnitKinds', 'getStripEvents', 'listActiveWorks']),
);
const mocked = api as jest.Mocked<typeof api>;

const P03 = makeUnit({
  id: 3,
  code: 'P-03',
  status: 'EN_ROUTE',
  driverId: 'd1',
  driverName: 'Ana Pérez',
  ticketId: 12,
  kilometer: 470.2,
  orientation: 'NORTH',
  positionAt: new Date(NOW - 40_000).toISOString(),
});
const G01 = makeUnit({
  id: 4,
  code: 'G-01',
  kind: 'TOW_LIGHT',
  kilometer: 500,
  orientation: 'SOUTH',
  positionAt: new Date(NOW - 5 * 60_000).toISOString(),
});
const P09 = makeUnit({ id: 9, code: 'P-09', status: 'OUT_OF_SERVICE' });

beforeEach(() => {
  // The board's clock (useNow) reads Date.now: frozen, so the ages are exact.
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  mocked.listUnitKinds.mockResolvedValue(KINDS);
  mocked.getStripEvents.mockResolvedValue([]);
  mocked.listActiveWorks.mockResolvedValue([]);
  setNotificationStreamOpen(true);
});
afterEach(() => jest.restoreAllMocks());

it('lists each unit with its code, kind, status in words, km, event, who drives it and how old its position is', async () => {
  mocked.listUnits.mockResolvedValue([P03, G01, P09]);
  await renderWithProviders(<BoardScreen />, { route: '/operator/board' });
  expect(screen.getByRole('heading', { level: 1, name: 'Tablero' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Unidades' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringMatching(/G-01 · Grúa liviana.*Disponible.*km 500 · Sur a norte · sin posición reciente.*sin evento · sin conductor/),
    expect.stringMatching(/P-03 · Patrulla.*En camino.*km 470,2 · Norte a sur · hace 40 s.*Evento N° 12 · conduce Ana Pérez/),
    expect.stringMatching(/P-09 · Patrulla.*Fuera de servicio.*sin km · sin posición reciente/),
  ]);
  expect(within(items[1]!).getByRole('link', { name: 'Evento N° 12' })).toHaveAttribute('href', '/operator/events/12');
});

it('counts the units by status (every status, zeros too) and by kind', async () => {
  mocked.listUnits.mockResolvedValue([P03, G01, P09]);
  await renderWithProviders(<BoardScreen />, { route: '/operator/board' });
  const counts = await screen.findByRole('list', { name: 'Unidades por estado' });
  expect(
    within(counts)
      .getAllByRole('listitem')
      .map((i) => i.textContent),
  ).toEqual(['Disponible: 1', 'Despachada: 0', 'En camino: 1', 'En el lugar: 0', 'Fuera de servicio: 1']);
  expect(
    within(screen.getByRole('list', { name: 'Unidades por tipo' }))
      .getAllByRole('listitem')
      .map((i) => i.textContent),
  ).toEqual(['Patrulla: 2', 'Grúa liviana: 1']);
});

it('puts each placed unit on its carriageway with code, status and driver, and names those without a position', async () => {
  mocked.listUnits.mockResolvedValue([P03, G01, P09]);
  await renderWithProviders(<BoardScreen />, { route: '/operator/board' });
  const north = await screen.findByRole('list', { name: 'Calzada Norte a sur' });
  expect(within(north).getByRole('listitem', { name: 'P-03, En camino, conduce Ana Pérez, km 470,2, hace 40 s' })).toHaveTextContent(
    'P-03En camino',
  );
  const south = screen.getByRole('list', { name: 'Calzada Sur a norte' });
  expect(within(south).getByRole('listitem', { name: 'G-01, Disponible, km 500, sin posición reciente' })).toBeInTheDocument();
  expect(screen.getByText('Sin posición en el tramo: P-09')).toBeInTheDocument();
});

it('refetches on a unit event of the live stream, without reload', async () => {
  mocked.listUnits.mockResolvedValueOnce([P03]).mockResolvedValue([{ ...P03, status: 'ON_SCENE' }]);
  await renderWithProviders(<BoardScreen />, { route: '/operator/board' });
  const list = await screen.findByRole('list', { name: 'Unidades' });
  expect(list).toHaveTextContent('En camino');
  const before = mocked.listUnits.mock.calls.length;
  act(() => publishUnitEvent({ change: 'status', unit: { ...P03, status: 'ON_SCENE' }, driverId: 'd1' }));
  expect(await within(list).findByText('En el lugar')).toBeInTheDocument();
  expect(mocked.listUnits.mock.calls.length).toBeGreaterThan(before);
});

it('moves a unit on a position event from the event itself, without reading the fleet again', async () => {
  mocked.listUnits.mockResolvedValue([P03, G01]);
  await renderWithProviders(<BoardScreen />, { route: '/operator/board' });
  const list = await screen.findByRole('list', { name: 'Unidades' });
  expect(list).toHaveTextContent('km 470,2');
  const before = mocked.listUnits.mock.calls.length;
  const moved = { ...P03, kilometer: 471.5, positionAt: new Date(NOW - 2_000).toISOString() };
  act(() => publishUnitEvent({ change: 'position', unit: moved, driverId: 'd1' }));
  expect(await within(list).findByText(/km 471,5/)).toBeInTheDocument();
  expect(list).toHaveTextContent('G-01');
  expect(mocked.listUnits.mock.calls.length).toBe(before);
  // A unit the list does not hold yet: the fleet is read again.
  act(() => publishUnitEvent({ change: 'position', unit: { ...P09, kilometer: 430 }, driverId: 'd2' }));
  await waitFor(() => expect(mocked.listUnits.mock.calls.length).toBeGreaterThan(before));
});

it('says when there are no units, and when they cannot be read (with a retry)', async () => {
  mocked.listUnits.mockResolvedValueOnce([]);
  await emptyThenFailing(
    <BoardScreen />,
    'No hay unidades. El administrador las crea en «Unidades».',
    () => mocked.listUnits.mockRejectedValueOnce(new Error('down')).mockResolvedValue([P03]),
    { route: '/operator/board' },
  );
  expect(await screen.findByText('No se pudieron cargar las unidades.')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Reintentar' }).click());
  expect(await screen.findByRole('list', { name: 'Unidades' })).toHaveTextContent('P-03');
});

it('says it polls while the live stream is down', async () => {
  setNotificationStreamOpen(false);
  mocked.listUnits.mockResolvedValue([P03]);
  await renderWithProviders(<BoardScreen />, { route: '/operator/board' });
  expect(await screen.findByText('Sin conexión en vivo: el tablero se actualiza cada 15 segundos.')).toBeInTheDocument();
});

describe('the words of the board', () => {
  it('ages a position in seconds, then minutes, and calls it stale after 2 min or when there is none', () => {
    expect(positionAge(new Date(NOW - 40_000).toISOString(), NOW)).toEqual({ kind: 'seconds', n: 40 });
    expect(positionAge(new Date(NOW - 119_000).toISOString(), NOW)).toEqual({ kind: 'minutes', n: 1 });
    expect(positionAge(new Date(NOW - 121_000).toISOString(), NOW)).toEqual({ kind: 'stale' });
    expect(positionAge(null, NOW)).toEqual({ kind: 'stale' });
    expect(positionAge(new Date(NOW + 5_000).toISOString(), NOW)).toEqual({ kind: 'seconds', n: 0 });
  });

  it('counts by status and kind', () => {
    expect(unitCounts([P03, G01]).byStatus.find((c) => c.status === 'EN_ROUTE')).toEqual({ status: 'EN_ROUTE', count: 1 });
    expect(unitCounts([]).byKind).toEqual([]);
  });

  it('stacks markers closer than the gap into further rows, so labels never overlap', () => {
    expect(stackRows([0, 10, 20, 50, 55], 24)).toEqual([0, 1, 2, 0, 1]);
    expect(stackRows([0, 30, 60], 24)).toEqual([0, 0, 0]);
  });
});

it('draws the works under way on their carriageways and lists them in words', async () => {
  mocked.listUnits.mockResolvedValue([P03, G01]);
  mocked.listActiveWorks.mockResolvedValue([
    {
      id: 21,
      title: 'Recapado pista lenta',
      kmFrom: 450,
      kmTo: 452.5,
      orientations: ['NORTH'],
      lanesClosed: { NORTH: 'PARTIAL', SOUTH: 'NONE' },
      shoulderClosed: true,
      end: '2026-03-04T20:00:00.000Z',
    },
  ]);
  await renderWithProviders(<BoardScreen />, { route: '/operator/board' });
  const north = await screen.findByRole('list', { name: 'Calzada Norte a sur' });
  const band = await within(north).findByRole('listitem', {
    name: 'Trabajo «Recapado pista lenta», km 450 a 452,5: calzada norte a sur: cierre parcial; berma cerrada',
  });
  expect(band).toHaveTextContent('Faena #21');
  expect(within(screen.getByRole('list', { name: 'Calzada Sur a norte' })).queryByText('Faena #21')).not.toBeInTheDocument();
  const section = screen.getByRole('list', { name: 'Trabajos activos ahora' });
  expect(within(section).getByRole('listitem')).toHaveTextContent(
    '«Recapado pista lenta» · km 450 a 452,5 · calzada norte a sur: cierre parcial; berma cerrada · hasta las 17:00',
  );
});

it('says when no work is under way', async () => {
  mocked.listUnits.mockResolvedValue([P03]);
  await renderWithProviders(<BoardScreen />, { route: '/operator/board' });
  expect(await screen.findByText('No hay trabajos activos en este momento.')).toBeInTheDocument();
});
