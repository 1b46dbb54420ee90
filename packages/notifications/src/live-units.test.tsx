// Issue 38: the bell's one connection hands the stream's unit events to the screens that listen
// (the board, the crew's panel), which are in other bundles.
import { act } from '@testing-library/react';
import * as api from '@vigia/api-client';
import { renderAt } from '@vigia/test-utils';
import { NotificationBell } from './index';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { ES, openedStream } from './test/fake-event-source';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(
      ['getUnreadCount', 'notificationStreamUrl'],
      [
        'QUEUE_STREAM_EVENT',
        'parseQueueStreamEvent',
        'publishQueueEvent',
        'UNIT_STREAM_EVENT',
        'parseUnitStreamEvent',
        'publishUnitEvent',
        'subscribeUnitEvents',
        'setNotificationStreamOpen',
        'isNotificationStreamOpen',
      ],
    ),
);
jest.mock('@vigia/auth', () => ({ useAuth: () => ({ user: { id: 'op', role: 'OPERATOR', name: 'O' } }) }));
const mocked = api as jest.Mocked<typeof api>;

it('hands each unit event to the listeners and ignores a malformed frame', async () => {
  mocked.notificationStreamUrl.mockResolvedValue('u1');
  mocked.getUnreadCount.mockResolvedValue({ count: 0 });
  const heard = jest.fn();
  const off = api.subscribeUnitEvents(heard);
  await renderAt(<NotificationBell live={{ EventSourceImpl: ES, pollMs: 10_000, retryMs: 20 }} />, {
    path: '/operator/*',
    url: '/operator/board',
  });
  const es = await openedStream();
  act(() => {
    es.emit('unit', { change: 'status', unit: { id: 3, code: 'P-03', status: 'EN_ROUTE' }, driverId: 'd' });
    es.emit('unit', { nothing: true });
    es.emit('unit', { change: 'bulk' });
  });
  expect(heard).toHaveBeenCalledTimes(2);
  expect(heard.mock.calls[0]![0]).toMatchObject({ change: 'status', unit: { code: 'P-03' } });
  expect(heard.mock.calls[1]![0]).toEqual({ change: 'bulk' });
  off();
});
