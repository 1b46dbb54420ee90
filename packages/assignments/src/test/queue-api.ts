// The queue's calls, stubbed for its screen tests (a jest.mock factory); the live channel's shared
// state stays the real one, so the tests drive it as the bell would.
import type * as ApiStub from '@vigia/test-utils/api-stub';

export function queueApiStub() {
  return jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(
      ['listQueue', 'getQueueCounts', 'getOperators', 'getCategories', 'updateTicket', 'assignTickets', 'takeTicket', 'releaseTicket'],
      [
        'conflictTicket',
        'publishQueueEvent',
        'subscribeQueueEvents',
        'setNotificationStreamOpen',
        'isNotificationStreamOpen',
        'subscribeNotificationStream',
      ],
    );
}
