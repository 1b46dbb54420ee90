import { createQueryClient } from './client';
import { invalidateForNotification, invalidateForQueueEvent, invalidateTickets } from './invalidation';
import { queryKeys } from './keys';

const KEYS = {
  list: queryKeys.tickets.list('search', 'u1', { page: 0 }),
  strip: queryKeys.tickets.strip(),
  event7: queryKeys.tickets.detail(7),
  comments7: queryKeys.tickets.comments(7),
  history7: queryKeys.tickets.history(7),
  event8: queryKeys.tickets.detail(8),
  history8: queryKeys.tickets.history(8),
  notifications: queryKeys.notifications.list('u1', { page: 0 }),
  unread: queryKeys.notifications.unread(),
  users: queryKeys.users.list({ page: 0 }),
};

function cacheWithAll() {
  const client = createQueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, 'x');
  const stale = () =>
    Object.entries(KEYS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}

it('a notification about an event refreshes the notifications, the lists and that event’s parts', () => {
  const { client, stale } = cacheWithAll();
  invalidateForNotification(client, { ticketId: 7 });
  // The event itself is marked stale too (read again when next opened, never under its open form).
  // The unread count is the stream's to keep (the bell adds the arrival): not read again.
  expect(stale()).toEqual(['list', 'strip', 'event7', 'comments7', 'history7', 'notifications']);
});

it('a notification about no event refreshes the notifications only', () => {
  const { client, stale } = cacheWithAll();
  invalidateForNotification(client, { ticketId: null });
  expect(stale()).toEqual(['notifications']);
});

it('a changed event refreshes everything built from events but its own copy', () => {
  const { client, stale } = cacheWithAll();
  void invalidateTickets(client, 7);
  expect(stale()).toEqual(['list', 'strip', 'comments7', 'history7', 'event8', 'history8']);
});

it('a live queue event refreshes the queue, its counts and the lists, never the notifications', () => {
  const { client, stale } = cacheWithAll();
  const queue = queryKeys.tickets.queue('u1', { view: 'unassigned', page: 0 });
  const counts = queryKeys.tickets.queueCounts('u1');
  client.setQueryData(queue, 'x');
  client.setQueryData(counts, 'x');
  invalidateForQueueEvent(client, { id: 7 });
  expect(stale()).toEqual(['list', 'strip', 'event7', 'comments7', 'history7']);
  expect(client.getQueryState(queue)?.isInvalidated).toBe(true);
  expect(client.getQueryState(counts)?.isInvalidated).toBe(true);
});
