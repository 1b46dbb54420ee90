// Issue 35: a notification id is shown once in this browser, even when the stream hands it again
// (a reconnect with Last-Event-ID and the catch-up after it may replay what was already shown).
import { act, screen, waitFor } from '@testing-library/react';
import * as api from '@vigia/api-client';
import type { Notification } from '@vigia/domain';
import { notify } from '@vigia/design-system';
import { clearToasts, renderAt } from '@vigia/test-utils';
import { NotificationBell } from './index';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { ES, FakeEventSource, openedStream } from './test/fake-event-source';
import { note } from './test/note';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(
      ['getUnreadCount', 'notificationStreamUrl'],
      ['QUEUE_STREAM_EVENT', 'parseQueueStreamEvent', 'publishQueueEvent', 'setNotificationStreamOpen', 'isNotificationStreamOpen'],
    ),
);
jest.mock('@vigia/auth', () => ({ useAuth: () => ({ user: { id: 'drv', role: 'DRIVER', name: 'D' } }) }));
const mocked = api as jest.Mocked<typeof api>;

afterEach(clearToasts);

it('shows each notification id once, across a reconnect with Last-Event-ID and its catch-up', async () => {
  mocked.notificationStreamUrl.mockResolvedValueOnce('u1').mockResolvedValueOnce('u2');
  mocked.getUnreadCount.mockResolvedValue({ count: 0 });
  const toast = jest.spyOn(notify, 'info');
  const arrived = jest.fn();
  window.addEventListener('vigia:notification-arrived', arrived);
  const { unmount } = await renderAt(<NotificationBell live={{ EventSourceImpl: ES, pollMs: 10_000, retryMs: 20 }} />, {
    path: '/driver/*',
    url: '/driver/x',
  });
  const first = await openedStream();
  act(() => {
    first.emit('notification', note(7));
    first.emit('notification', note(8));
    first.emit('notification', note(7)); // the same id twice on one stream
  });
  expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
  expect(toast).toHaveBeenCalledTimes(2);

  // The connection drops (meanwhile the badge polls the server's count); the new stream names the
  // last id had and replays around it.
  mocked.getUnreadCount.mockResolvedValue({ count: 2 });
  act(() => first.onerror?.());
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
  expect(mocked.notificationStreamUrl).toHaveBeenLastCalledWith(8);
  const second = FakeEventSource.instances[1]!;
  act(() => {
    second.onopen?.();
    second.emit('notification', note(8));
    second.emit('notification', note(9));
  });
  expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeInTheDocument();
  expect(toast).toHaveBeenCalledTimes(3);
  expect(arrived.mock.calls.map(([e]) => (e as CustomEvent<Notification>).detail.id)).toEqual([7, 8, 9]);
  window.removeEventListener('vigia:notification-arrived', arrived);
  unmount();
});
