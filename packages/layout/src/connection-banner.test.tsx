// Issue 37 item 2: stale data never looks live. The banner names the time of the last data (Chile's
// time), shows while the API or the browser is offline, asks the server again by itself, and once
// it answers goes away and has the screen's data read again.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { noteApiAnswer, noteApiUnreachable, resetConnectionState, setNotificationStreamOpen } from '@vigia/api-client/core';
import { useQuery } from '@vigia/api-client/query';
import { renderAt } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { ConnectionBanner } from './connection-banner';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['checkApiReady']));
const mocked = api as jest.Mocked<typeof api>;

/** Stands for a screen's data. */
function Screen({ load }: { load: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['screen'], queryFn: load });
  return <p>{data}</p>;
}

/** The banner above a screen whose data has loaded; returns the screen's loader. */
async function showScreenWithBanner() {
  const load = jest.fn().mockResolvedValue('datos');
  await renderAt(
    <>
      <ConnectionBanner probeMs={60_000} />
      <Screen load={load} />
    </>,
    { path: '/operator/*', url: '/operator/dashboard' },
  );
  expect(await screen.findByText('datos')).toBeInTheDocument();
  return load;
}

// 19:05 UTC on 27 November 2026 is 16:05 in Chile (summer time, UTC−3).
const AT_1605 = Date.parse('2026-11-27T19:05:00Z');

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  act(() => resetConnectionState());
  act(() => setNotificationStreamOpen(false));
  setBrowserOnline(true);
  mocked.checkApiReady.mockReset();
  mocked.checkApiReady.mockRejectedValue(new Error('offline'));
});

it('says "Sin conexión — datos de las 16:05" while the API is down, and nothing while it answers', async () => {
  const load = await showScreenWithBanner();
  act(() => noteApiAnswer(200, AT_1605));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  act(() => noteApiUnreachable());
  expect(screen.getByRole('status')).toHaveTextContent('Sin conexión — datos de las 16:05');
  // A 5xx is no answer either: still offline, and the time of the last data stays.
  act(() => noteApiAnswer(503));
  expect(screen.getByTestId('connection-banner')).toHaveTextContent('Sin conexión — datos de las 16:05');

  // "Reintentar ahora" asks the server; its answer takes the banner away and reads the data again.
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar ahora' }));
  expect(mocked.checkApiReady).toHaveBeenCalledTimes(1);
  const loads = load.mock.calls.length;
  act(() => noteApiAnswer(200));
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  await waitFor(() => expect(load.mock.calls.length).toBe(loads + 1));
});

it('before any data: "Sin conexión"; the browser offline shows it too', async () => {
  await renderAt(<ConnectionBanner probeMs={60_000} />, { path: '/operator/*', url: '/operator/dashboard' });
  act(() => setBrowserOnline(false));
  expect(screen.getByTestId('connection-banner')).toHaveTextContent(/^Sin conexión$/);
  act(() => setBrowserOnline(true));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('asks the server by itself every few seconds while down, and stops once it answers', async () => {
  await renderAt(<ConnectionBanner probeMs={40} />, { path: '/operator/*', url: '/operator/dashboard' });
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(mocked.checkApiReady).not.toHaveBeenCalled();
  act(() => noteApiUnreachable());
  await waitFor(() => expect(mocked.checkApiReady.mock.calls.length).toBeGreaterThanOrEqual(2));
  act(() => noteApiAnswer(200));
  const asked = mocked.checkApiReady.mock.calls.length;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(mocked.checkApiReady).toHaveBeenCalledTimes(asked);
});

it('reads the data again when the live stream opens again after a break, not when it first opens', async () => {
  const load = await showScreenWithBanner();
  const loads = load.mock.calls.length;
  act(() => setNotificationStreamOpen(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(load).toHaveBeenCalledTimes(loads);

  // An event created after the API was back but before the stream reopened reached no screen.
  act(() => setNotificationStreamOpen(false));
  act(() => setNotificationStreamOpen(true));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(loads + 1));
});
