// The unread count lives in one place, the shared query cache (queryKeys.notifications.unread()),
// so the bell (shell bundle) and the notifications screen (a remote) always show the same number:
// the stream and the polling write it there, marking read makes it be read again.
import { queryKeys, unreadCountQueryOptions, useQuery, type QueryClient } from '@vigia/api-client/query';
import type { UnreadCount } from '@vigia/domain';

export function useUnreadCount(enabled: boolean): number {
  // Kept current by the stream (or the polling); read again only when invalidated.
  const query = useQuery({ ...unreadCountQueryOptions(), enabled });
  return query.data?.count ?? 0;
}

/**
 * The count as the server just gave it. When it moved without a notification having been seen
 * (polling while the stream is down, or marked read in another tab), the notification lists are
 * read again too, so the screen shows what the bell counts.
 */
export function setUnreadCount(client: QueryClient, count: number): void {
  const key = queryKeys.notifications.unread();
  // A read of the count still under way started earlier: its answer would overwrite this newer one.
  void client.cancelQueries({ queryKey: key });
  const before = client.getQueryData<UnreadCount>(key)?.count;
  client.setQueryData<UnreadCount>(key, { count });
  if (before !== undefined && before !== count) {
    void client.invalidateQueries({ queryKey: queryKeys.notifications.all, predicate: ({ queryKey }) => queryKey[1] !== 'unread' });
  }
}

/** A notification arrived unread: one more, until the server's count says otherwise. */
export function addUnread(client: QueryClient): void {
  void client.cancelQueries({ queryKey: queryKeys.notifications.unread() });
  client.setQueryData<UnreadCount>(queryKeys.notifications.unread(), (data) => ({ count: (data?.count ?? 0) + 1 }));
}

/** After marking read: the count is read again from the server (the bell follows, same cache). */
export function refreshUnread(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.notifications.unread() });
}
