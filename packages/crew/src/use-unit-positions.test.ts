import { act, renderHook } from '@testing-library/react';
import * as api from '@vigia/api-client';
import type * as ApiMock from './test/api-mock';
import { readQueue } from './position-queue';
import { useUnitPositions } from './use-unit-positions';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiMock>('./test/api-mock').apiClientMock());

const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const INTERVAL = 15_000;
let onFix: PositionCallback | null;
let onError: PositionErrorCallback | null | undefined;
const clearWatch = jest.fn();

function installGeolocation() {
  onFix = null;
  onError = null;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
        onFix = success;
        onError = failure;
        return 7;
      }),
      clearWatch,
      getCurrentPosition: jest.fn(),
    },
  });
}

const fix = (lat: number, lon: number) =>
  ({ coords: { latitude: lat, longitude: lon, accuracy: 8 }, timestamp: Date.now() }) as unknown as GeolocationPosition;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Lets the awaited client calls settle under fake timers. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
  jest.resetAllMocks();
  localStorage.clear();
  installGeolocation();
  setOnline(true);
  mocked.reportUnitPosition.mockResolvedValue({ accepted: 1, latest: true } as never);
});
afterEach(() => jest.useRealTimers());

describe('useUnitPositions', () => {
  it('sends nothing off shift', () => {
    renderHook(() => useUnitPositions(null, undefined, INTERVAL));
    expect(navigator.geolocation.watchPosition).not.toHaveBeenCalled();
    jest.advanceTimersByTime(INTERVAL * 2);
    expect(mocked.reportUnitPosition).not.toHaveBeenCalled();
  });

  it('sends the first fix at once, then every interval, each with its time', async () => {
    const { result } = renderHook(() => useUnitPositions(3, 'AVAILABLE', INTERVAL));
    act(() => onFix!(fix(-37.47, -72.39)));
    await settle();
    expect(result.current.permission).toBe('granted');
    expect(mocked.reportUnitPosition).toHaveBeenLastCalledWith(3, {
      lat: -37.47,
      lon: -72.39,
      accuracy: 8,
      at: '2026-11-27T12:00:00.000Z',
    });
    await act(async () => void jest.advanceTimersByTime(INTERVAL));
    await settle();
    expect(mocked.reportUnitPosition).toHaveBeenCalledTimes(2);
    expect(mocked.reportUnitPosition).toHaveBeenLastCalledWith(3, expect.objectContaining({ at: '2026-11-27T12:00:15.000Z' }));
    expect(readQueue(3)).toEqual([]);
  });

  it('sends the position on a status change', async () => {
    const { rerender } = renderHook(({ status }) => useUnitPositions(3, status, INTERVAL), { initialProps: { status: 'DISPATCHED' } });
    act(() => onFix!(fix(-37.47, -72.39)));
    await settle();
    expect(mocked.reportUnitPosition).toHaveBeenCalledTimes(1);
    rerender({ status: 'EN_ROUTE' });
    await settle();
    expect(mocked.reportUnitPosition).toHaveBeenCalledTimes(2);
  });

  it('queues positions offline (capped, each with its time) and sends them as one batch when back online', async () => {
    setOnline(false);
    const { result } = renderHook(() => useUnitPositions(3, 'AVAILABLE', INTERVAL));
    act(() => onFix!(fix(-37.47, -72.39)));
    for (let i = 0; i < 2; i += 1) await act(async () => void jest.advanceTimersByTime(INTERVAL));
    expect(mocked.reportUnitPosition).not.toHaveBeenCalled();
    expect(result.current.queued).toBe(3);
    expect(readQueue(3).map((p) => p.at)).toEqual(['2026-11-27T12:00:00.000Z', '2026-11-27T12:00:15.000Z', '2026-11-27T12:00:30.000Z']);

    mocked.reportUnitPosition.mockResolvedValue({ accepted: 3, latest: true } as never);
    act(() => setOnline(true));
    await settle();
    expect(mocked.reportUnitPosition).toHaveBeenCalledTimes(1);
    const [, sent] = mocked.reportUnitPosition.mock.calls[0]!;
    expect(Array.isArray(sent) && sent.map((p) => p.at)).toEqual(readQueueTimes());
    await settle();
    expect(readQueue(3)).toEqual([]);
    expect(result.current.queued).toBe(0);
  });

  it('keeps at most 100 positions, the newest', async () => {
    setOnline(false);
    renderHook(() => useUnitPositions(3, 'AVAILABLE', INTERVAL));
    act(() => onFix!(fix(-37.47, -72.39)));
    for (let i = 0; i < 120; i += 1) await act(async () => void jest.advanceTimersByTime(INTERVAL));
    const queue = readQueue(3);
    expect(queue).toHaveLength(100);
    expect(queue.at(-1)!.at).toBe(new Date(Date.parse('2026-11-27T12:00:00Z') + 120 * INTERVAL).toISOString());
  });

  it('keeps the batch when the call fails for coverage, and tries again', async () => {
    mocked.reportUnitPosition.mockRejectedValueOnce(new ApiError(0, '/api/unit/3/position', []));
    renderHook(() => useUnitPositions(3, 'AVAILABLE', INTERVAL));
    act(() => onFix!(fix(-37.47, -72.39)));
    await settle();
    expect(readQueue(3)).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(INTERVAL));
    await settle();
    expect(mocked.reportUnitPosition).toHaveBeenCalledTimes(2);
    expect(mocked.reportUnitPosition.mock.calls[1]![1]).toHaveLength(2);
    expect(readQueue(3)).toEqual([]);
  });

  it('says off the route (422) and does not send that position again', async () => {
    mocked.reportUnitPosition.mockRejectedValueOnce(new ApiError(422, '/api/unit/3/position', [{ message: 'Fuera de la ruta' }]));
    const { result } = renderHook(() => useUnitPositions(3, 'AVAILABLE', INTERVAL));
    act(() => onFix!(fix(-33.4, -70.6)));
    await settle();
    expect(result.current.offRoute).toBe(true);
    expect(readQueue(3)).toEqual([]);
    await act(async () => void jest.advanceTimersByTime(INTERVAL));
    await settle();
    // The next one is sent alone: the refused one is not retried.
    expect(mocked.reportUnitPosition.mock.calls[1]![1]).not.toBeInstanceOf(Array);
    expect(result.current.offRoute).toBe(false);
  });

  it('says when the permission is refused, and when the phone has no geolocation', () => {
    const { result, unmount } = renderHook(() => useUnitPositions(3, 'AVAILABLE', INTERVAL));
    act(() =>
      onError!({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
    );
    expect(result.current.permission).toBe('denied');
    unmount();
    expect(clearWatch).toHaveBeenCalledWith(7);
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    const { result: without } = renderHook(() => useUnitPositions(3, 'AVAILABLE', INTERVAL));
    expect(without.current.permission).toBe('unsupported');
  });
});

function readQueueTimes() {
  return ['2026-11-27T12:00:00.000Z', '2026-11-27T12:00:15.000Z', '2026-11-27T12:00:30.000Z'];
}
