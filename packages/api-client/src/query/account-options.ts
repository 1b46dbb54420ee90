// The signed-in user's, the notifications' and the administration's queries as options
// (bulletproof-react's shape: one factory per fetcher, its key from keys.ts).
import { keepPreviousData, queryKeys, queryOptions, type PageParams } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub (the fetchers
// keep their state in the shared @vigia/api-client/core).
import { getMe, getPreferences, getUnreadCount, listLockouts, listNotifications, listOutbox, listUsers } from '@vigia/api-client';
import type { MailStatus } from '@vigia/domain';

/** The user's own profile and contact data (a driver's new event starts with them). */
export const meQueryOptions = (userId: string) => queryOptions({ queryKey: queryKeys.me(userId), queryFn: getMe, staleTime: 60_000 });

/** The user's mail preferences. */
export const preferencesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.mail.preferences(userId), queryFn: getPreferences });

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

export const usersQueryOptions = (params: PageParams & { q?: string | undefined }) =>
  queryOptions({ queryKey: queryKeys.users.list(params), queryFn: () => listUsers(params) });

export const lockoutsQueryOptions = () => queryOptions({ queryKey: queryKeys.lockouts, queryFn: listLockouts });

export const outboxQueryOptions = (params: PageParams & { status?: MailStatus | undefined }) =>
  queryOptions({ queryKey: queryKeys.mail.outbox(params), queryFn: () => listOutbox(params) });
