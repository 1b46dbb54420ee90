// The one live-units hook (the board's list and the crew's own unit) through the real client and
// query layer; only the network (fetch) is stubbed, and the stream's events are published by hand.
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Unit } from '@vigia/domain';
import { configureApi } from '../http';
import { publishUnitEvent, setNotificationStreamOpen } from '../live-notifications';
import { createQueryClient } from './client';
import { UNITS_POLL_MS, useLiveUnits } from './live-units';
import { myUnitQueryOptions, unitsQueryOptions } from './unit-options';

const unit = (id: number, code: string, overrides: Partial<Unit> = {}): Unit => ({
  id,
  code,
  kind: 'PATROL',
  plate: `PL-${id}`,
  baseKm: 450,
  active: true,
  version: 1,
  status: 'AVAILABLE',
  statusSince: '2026-11-27T17:00:00.000Z',
  driverId: `d${id}`,
  driverName: `Conductor ${id}`,
  ticketId: null,
  lat: null,
  lon: null,
  kilometer: 450,
  orientation: 'NORTH',
  positionAt: null,
  ...overrides,
});

let answers: Record<string, () => unknown> = {};
let requests: string[] = [];
beforeEach(() => {
  configureApi({ base: 'http://api.test' });
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    requests.push(path);
    return new Response(JSON.stringify({ payload: answers[path]?.() ?? null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  act(() => setNotificationStreamOpen(true));
});
afterEach(() => {
  jest.useRealTimers();
  act(() => setNotificationStreamOpen(false));
});

const reads = (path: string) => requests.filter((p) => p === path).length;

function Board() {
  const units = useLiveUnits(unitsQueryOptions());
  return (
    <ul aria-label={units.live ? 'Unidades en vivo' : 'Unidades cada 15 s'}>
      {(units.data ?? []).map((u) => (
        <li key={u.id}>{`${u.code} km ${u.kilometer} ${u.status}`}</li>
      ))}
    </ul>
  );
}

function Phone() {
  const mine = useLiveUnits(myUnitQueryOptions());
  return <p>{mine.data ? `${mine.data.code} km ${mine.data.kilometer} ${mine.data.status}` : 'sin unidad'}</p>;
}

const show = (ui: React.ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

describe('useLiveUnits', () => {
  it('on the board, a position replaces its unit with no read; an unknown unit and a status change are read', async () => {
    answers = { '/api/unit': () => [unit(3, 'P-03'), unit(4, 'G-01')] };
    show(<Board />);
    expect(await screen.findByText('P-03 km 450 AVAILABLE')).toBeInTheDocument();
    expect(reads('/api/unit')).toBe(1);

    act(() => publishUnitEvent({ change: 'position', unit: unit(3, 'P-03', { kilometer: 471.5 }), driverId: 'd3' }));
    expect(await screen.findByText('P-03 km 471.5 AVAILABLE')).toBeInTheDocument();
    expect(screen.getByText('G-01 km 450 AVAILABLE')).toBeInTheDocument();
    expect(reads('/api/unit')).toBe(1);

    answers = { '/api/unit': () => [unit(3, 'P-03', { kilometer: 471.5 }), unit(4, 'G-01'), unit(9, 'P-09')] };
    act(() => publishUnitEvent({ change: 'position', unit: unit(9, 'P-09'), driverId: 'd9' }));
    expect(await screen.findByText('P-09 km 450 AVAILABLE')).toBeInTheDocument();
    expect(reads('/api/unit')).toBe(2);

    answers = { '/api/unit': () => [unit(3, 'P-03', { kilometer: 471.5, status: 'EN_ROUTE' })] };
    act(() => publishUnitEvent({ change: 'status', unit: unit(3, 'P-03', { status: 'EN_ROUTE' }), driverId: 'd3' }));
    expect(await screen.findByText('P-03 km 471.5 EN_ROUTE')).toBeInTheDocument();
    expect(reads('/api/unit')).toBe(3);
  });

  it('on the crew’s phone, its own unit moves with no read; a dispatch or a lost feed ("bulk") is read', async () => {
    answers = { '/api/unit/mine': () => unit(3, 'P-03') };
    show(<Phone />);
    expect(await screen.findByText('P-03 km 450 AVAILABLE')).toBeInTheDocument();

    act(() => publishUnitEvent({ change: 'position', unit: unit(3, 'P-03', { kilometer: 452 }), driverId: 'd3' }));
    expect(await screen.findByText('P-03 km 452 AVAILABLE')).toBeInTheDocument();
    expect(reads('/api/unit/mine')).toBe(1);

    answers = { '/api/unit/mine': () => unit(3, 'P-03', { kilometer: 452, status: 'DISPATCHED', ticketId: 12 }) };
    act(() => publishUnitEvent({ change: 'dispatched', unit: unit(3, 'P-03', { status: 'DISPATCHED' }), driverId: 'd3' }));
    expect(await screen.findByText('P-03 km 452 DISPATCHED')).toBeInTheDocument();
    expect(reads('/api/unit/mine')).toBe(2);

    answers = { '/api/unit/mine': () => null };
    act(() => publishUnitEvent({ change: 'bulk' }));
    expect(await screen.findByText('sin unidad')).toBeInTheDocument();
    expect(reads('/api/unit/mine')).toBe(3);
  });

  it('polls every 15 s while the stream is down, and stops when it is back', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    answers = { '/api/unit': () => [unit(3, 'P-03')] };
    act(() => setNotificationStreamOpen(false));
    show(<Board />);
    expect(await screen.findByRole('list', { name: 'Unidades cada 15 s' })).toBeInTheDocument();
    await waitFor(() => expect(reads('/api/unit')).toBe(1));
    await act(async () => void jest.advanceTimersByTime(UNITS_POLL_MS));
    await waitFor(() => expect(reads('/api/unit')).toBe(2));

    act(() => setNotificationStreamOpen(true));
    expect(screen.getByRole('list', { name: 'Unidades en vivo' })).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(3 * UNITS_POLL_MS));
    expect(reads('/api/unit')).toBe(2);
  });
});
