import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { queryKeys, useQuery } from '@vigia/api-client/query';
import { NotificationBell, NotificationsScreen } from './index';
import { clearToasts, renderAt, pageOf, retryAfterAlert } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { ES, FakeEventSource, madeStream, openedStream } from './test/fake-event-source';
import { note } from './test/note';

// The live channel's queue events and open state are the real ones.
jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(
      ['listNotifications', 'markNotificationRead', 'markAllNotificationsRead', 'getUnreadCount', 'notificationStreamUrl'],
      [
        'QUEUE_STREAM_EVENT',
        'parseQueueStreamEvent',
        'publishQueueEvent',
        'subscribeQueueEvents',
        'setNotificationStreamOpen',
        'isNotificationStreamOpen',
      ],
    ),
);
const session = { user: { id: 'drv', role: 'DRIVER', name: 'D' } as { id: string; role: string; name: string } | null };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));
const mocked = api as jest.Mocked<typeof api>;

afterEach(clearToasts);
beforeEach(() => {
  jest.clearAllMocks();
  FakeEventSource.instances = [];
  session.user = { id: 'drv', role: 'DRIVER', name: 'D' };
  mocked.getUnreadCount.mockResolvedValue({ count: 0 });
});

describe('notifications screen', () => {
  it('lists my notifications with read state and a link to the event; marks one and all read', async () => {
    mocked.listNotifications.mockResolvedValue(
      pageOf([note(1), note(2, { type: 'EVENT_CLOSED', message: 'El evento #42 fue cerrado' }), note(3, { read: true })], 0, 3),
    );
    mocked.getUnreadCount.mockResolvedValueOnce({ count: 2 }).mockResolvedValueOnce({ count: 1 }).mockResolvedValue({ count: 0 });
    mocked.markNotificationRead.mockResolvedValue(undefined as never);
    mocked.markAllNotificationsRead.mockResolvedValue({ count: 1 });
    await renderAt(<NotificationsScreen />, { path: '/driver/notifications/*', url: '/driver/notifications' });
    const list = await screen.findByRole('list', { name: 'Sus notificaciones' });
    expect(mocked.listNotifications).toHaveBeenCalledWith('drv', { page: 0, size: 10 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByText('Evento cerrado')).toBeInTheDocument();
    expect(within(items[0]!).getByText('No leída')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Leída')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Ver evento 41' })).toHaveAttribute('href', '/driver/events/41');
    expect(await screen.findByText('2 sin leer')).toBeInTheDocument();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Marcar como leída: Nuevo comentario en el evento #41' }));
    expect(mocked.markNotificationRead).toHaveBeenCalledWith(1);
    await waitFor(() => expect(within(items[0]!).getByText('Leída')).toBeInTheDocument());
    expect(await screen.findByText('1 sin leer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(mocked.markAllNotificationsRead).toHaveBeenCalled();
    expect(await screen.findByText('Todas las notificaciones quedaron como leídas')).toBeInTheDocument();
    expect(within(list).queryByText('No leída')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/sin leer/)).not.toBeInTheDocument());
  });

  it('labels a missed target (SLA_BREACHED) in Spanish', async () => {
    mocked.listNotifications.mockResolvedValue(pageOf([note(1, { type: 'SLA_BREACHED', message: 'Evento #41 fuera de plazo' })]));
    await renderAt(<NotificationsScreen />, { path: '/supervisor/notifications/*', url: '/supervisor/notifications' });
    const list = await screen.findByRole('list', { name: 'Sus notificaciones' });
    expect(within(list).getByText('Plazo vencido')).toBeInTheDocument();
  });

  it('pages through the URL; empty and error states', async () => {
    mocked.listNotifications.mockImplementation(async (_id, q = {}) => pageOf([note(10 + (q.page ?? 0))], q.page ?? 0, 25));
    const { unmount } = await renderAt(<NotificationsScreen />, {
      path: '/operator/notifications/*',
      url: '/operator/notifications?page=2',
    });
    await screen.findByText('Nuevo comentario en el evento #51');
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('Nuevo comentario en el evento #52')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/operator/notifications?page=3');
    unmount();

    mocked.listNotifications.mockReset();
    mocked.listNotifications.mockRejectedValueOnce(new api.ApiError(500, '/x', []));
    mocked.listNotifications.mockResolvedValueOnce(pageOf([]));
    await renderAt(<NotificationsScreen />, { path: '/driver/notifications/*', url: '/driver/notifications' });
    await retryAfterAlert(userEvent, 'No se pudieron cargar las notificaciones');
    expect(await screen.findByText('No tiene notificaciones')).toBeInTheDocument();
  });
});

describe('live updates', () => {
  it('a notification arriving on the stream refreshes the list on screen', async () => {
    mocked.notificationStreamUrl.mockResolvedValue('u1');
    mocked.getUnreadCount.mockResolvedValue({ count: 1 });
    mocked.listNotifications.mockResolvedValueOnce(pageOf([note(1)])).mockResolvedValue(pageOf([note(2), note(1)]));
    await renderAt(
      <>
        <NotificationBell live={{ EventSourceImpl: ES }} />
        <NotificationsScreen />
      </>,
      { path: '/driver/notifications/*', url: '/driver/notifications' },
    );
    const list = await screen.findByRole('list', { name: 'Sus notificaciones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.emit('notification', note(2)));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(mocked.listNotifications).toHaveBeenCalledTimes(2);
  });
});

describe('the bell and the screen agree', () => {
  it('both show every unread notification of the user, not those of the page, and follow a mark read', async () => {
    // 12 unread in all; the page shown holds 2 of them.
    mocked.listNotifications.mockResolvedValue(pageOf([note(1), note(2), note(3, { read: true })], 0, 30));
    mocked.getUnreadCount.mockResolvedValue({ count: 12 });
    mocked.notificationStreamUrl.mockResolvedValue('u1');
    mocked.markNotificationRead.mockResolvedValue(undefined as never);
    await renderAt(
      <>
        <NotificationBell live={{ EventSourceImpl: ES }} />
        <NotificationsScreen />
      </>,
      { path: '/operator/notifications/*', url: '/operator/notifications' },
    );
    expect(await screen.findByText('12 sin leer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificaciones, 12 sin leer' })).toBeInTheDocument();

    mocked.getUnreadCount.mockResolvedValue({ count: 11 });
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como leída: Nuevo comentario en el evento #41' }));
    expect(await screen.findByText('11 sin leer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificaciones, 11 sin leer' })).toBeInTheDocument();
  });

  it('while the stream is down, a count that moved makes the list on screen be read again', async () => {
    mocked.listNotifications.mockResolvedValueOnce(pageOf([note(1)])).mockResolvedValue(pageOf([note(2), note(1)]));
    mocked.getUnreadCount.mockResolvedValue({ count: 1 });
    // No EventSource: polling only.
    await renderAt(
      <>
        <NotificationBell live={{ EventSourceImpl: undefined, pollMs: 40 }} />
        <NotificationsScreen />
      </>,
      { path: '/driver/notifications/*', url: '/driver/notifications' },
    );
    const list = await screen.findByRole('list', { name: 'Sus notificaciones' });
    expect(await screen.findByText('1 sin leer')).toBeInTheDocument();
    mocked.getUnreadCount.mockResolvedValue({ count: 2 });
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('2 sin leer')).toBeInTheDocument();
  });
});

describe('live queue events (staff)', () => {
  /** Stands for the queue screen: a query under the queue's key. */
  function QueueProbe({ load }: { load: () => Promise<string> }) {
    const { data } = useQuery({ queryKey: queryKeys.tickets.queue('op', { view: 'unassigned', page: 0 }), queryFn: load });
    return <p>{data}</p>;
  }

  it('refresh the queue, toast a new arrival and hand it to the queue screen; the bell count does not move', async () => {
    session.user = { id: 'op', role: 'OPERATOR', name: 'O' };
    mocked.notificationStreamUrl.mockResolvedValue('u1');
    mocked.getUnreadCount.mockResolvedValue({ count: 2 });
    const load = jest.fn().mockResolvedValueOnce('cola 1').mockResolvedValue('cola 2');
    const heard = jest.fn();
    const off = api.subscribeQueueEvents(heard);
    await renderAt(
      <>
        <NotificationBell live={{ EventSourceImpl: ES }} />
        <QueueProbe load={load} />
      </>,
      { path: '/operator/*', url: '/operator/assignments' },
    );
    const es = await openedStream();
    act(() => es.emit('unread', { count: 2 }));
    expect(api.isNotificationStreamOpen()).toBe(true);
    expect(await screen.findByText('cola 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
    const unreadCalls = mocked.getUnreadCount.mock.calls.length;

    const arrival = {
      id: 123,
      kind: 'created',
      categoryName: 'Accidente',
      kilometer: 485,
      orientation: 'NORTH',
      severity: 'MAJOR',
    } as const;
    act(() => es.emit('queue', arrival));
    expect(await screen.findByText('cola 2')).toBeInTheDocument();
    expect(await screen.findByText('Nuevo evento #123: Accidente, km 485')).toBeInTheDocument();
    expect(heard).toHaveBeenCalledWith(arrival);
    // Not a notification: the count stays, and is not even read again.
    expect(screen.getByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
    expect(mocked.getUnreadCount.mock.calls.length).toBe(unreadCalls);

    // A change refreshes without a toast.
    act(() => es.emit('queue', { ...arrival, id: 124, kind: 'changed' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(screen.queryByText(/Nuevo evento #124/)).not.toBeInTheDocument();
    expect(heard).toHaveBeenCalledTimes(2);

    // The stream down: screens fed by it fall back to polling.
    act(() => es.onerror?.());
    expect(api.isNotificationStreamOpen()).toBe(false);
    off();
  });
});

describe('notification bell', () => {
  it('shows the unread count from the stream, counts a pushed notification and toasts it', async () => {
    mocked.notificationStreamUrl.mockResolvedValue('http://api/api/notification/stream?ticket=t1');
    mocked.getUnreadCount.mockResolvedValue({ count: 0 });
    await renderAt(<NotificationBell live={{ EventSourceImpl: ES }} />, { path: '/driver/*', url: '/driver/dashboard' });
    const es = await madeStream();
    expect(es.url).toBe('http://api/api/notification/stream?ticket=t1');
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();

    act(() => {
      es.onopen?.();
      es.emit('unread', { count: 2 });
    });
    // The count is the shared cache's: on screen within a tick.
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');

    const arrived = jest.fn();
    window.addEventListener('vigia:notification-arrived', arrived);
    act(() => es.emit('notification', note(7, { type: 'EVENT_ASSIGNED', message: 'Se le asignó el evento #47' })));
    expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeInTheDocument();
    expect(await screen.findByText('Nueva notificación: Evento asignado')).toBeInTheDocument();
    expect(screen.getByText('Se le asignó el evento #47')).toBeInTheDocument();
    expect(arrived).toHaveBeenCalledTimes(1);
    window.removeEventListener('vigia:notification-arrived', arrived);

    // Marking read elsewhere (the screen in a remote) makes the badge re-read the count.
    mocked.getUnreadCount.mockResolvedValue({ count: 0 });
    act(() => {
      window.dispatchEvent(new CustomEvent('vigia:notifications-changed'));
    });
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/driver/notifications');
  });

  it('falls back to polling when the stream fails, and reconnects with a new ticket after the last notification it had', async () => {
    mocked.notificationStreamUrl.mockResolvedValueOnce('u1').mockResolvedValueOnce('u2');
    mocked.getUnreadCount.mockResolvedValue({ count: 5 });
    const { unmount } = await renderAt(<NotificationBell live={{ EventSourceImpl: ES, pollMs: 40, retryMs: 200 }} />, {
      path: '/driver/*',
      url: '/driver/x',
    });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(mocked.notificationStreamUrl).toHaveBeenLastCalledWith(undefined);
    const first = FakeEventSource.instances[0]!;
    act(() => {
      first.emit('notification', note(41));
      first.emit('notification', note(40)); // ids can arrive out of order across transactions
    });
    act(() => first.onerror?.());
    expect(first.closed).toBe(true);
    // Polling right away and on every tick while the stream is down.
    expect(await screen.findByRole('button', { name: 'Notificaciones, 5 sin leer' })).toBeInTheDocument();
    mocked.getUnreadCount.mockResolvedValue({ count: 6 });
    expect(await screen.findByRole('button', { name: 'Notificaciones, 6 sin leer' })).toBeInTheDocument();
    // Then a new stream with a fresh ticket; once open, polling stops.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toBe('u2');
    expect(mocked.notificationStreamUrl).toHaveBeenLastCalledWith(41);
    act(() => FakeEventSource.instances[1]!.onopen?.());
    const calls = mocked.getUnreadCount.mock.calls.length;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(mocked.getUnreadCount.mock.calls.length).toBe(calls);
    unmount();
    expect(FakeEventSource.instances[1]!.closed).toBe(true);
  });

  it('a stream the server closed for a newer tab is not reopened: the badge is kept by polling', async () => {
    mocked.notificationStreamUrl.mockResolvedValue('u1');
    mocked.getUnreadCount.mockResolvedValue({ count: 2 });
    const { unmount } = await renderAt(<NotificationBell live={{ EventSourceImpl: ES, pollMs: 40, retryMs: 50 }} />, {
      path: '/driver/*',
      url: '/driver/x',
    });
    const first = await openedStream();
    act(() => {
      first.emit('closed', { reason: 'too-many-streams' });
      first.onerror?.(); // the browser reports the end of the stream too
    });
    expect(first.closed).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(FakeEventSource.instances).toHaveLength(1);
    unmount();
  });

  it('renders nothing for a role without notifications', async () => {
    session.user = { id: 'i', role: 'INSPECTOR', name: 'I' };
    await renderAt(<NotificationBell live={{ EventSourceImpl: ES }} />, { path: '/inspector/*', url: '/inspector/x' });
    expect(screen.queryByRole('button', { name: /Notificaciones/ })).not.toBeInTheDocument();
    expect(mocked.notificationStreamUrl).not.toHaveBeenCalled();
  });
});
