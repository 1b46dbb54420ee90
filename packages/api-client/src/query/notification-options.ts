// The notifications' queries as options, apart from the account's: the header's bell (every page's
// first load) and the driver's dashboard read them, and a module comes whole with every factory of it
// the app's other screens call, and their fetchers (decision 020).
import { keepPreviousData, queryKeys, queryOptions, type PageParams } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub.
import { getUnreadCount, listNotifications } from '@vigia/api-client';

/** The unread count: kept current by the live stream (or the polling), read again only when invalidated. */
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications.unread(), queryFn: getUnreadCount, staleTime: Infinity });

/** A page of the user's notifications; the page shown stays while the next one loads. */
export const notificationsQueryOptions = (userId: string, paging: PageParams) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(userId, paging),
    queryFn: () => listNotifications(userId, paging),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

/** The dashboard's summary: the unread count and the latest five. */
export const notificationsSummaryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.summary(userId),
    queryFn: () => Promise.all([getUnreadCount(), listNotifications(userId, { page: 0, size: 5 })]),
  });
