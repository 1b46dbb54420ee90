// The signed-in user's and the administration's queries as options (bulletproof-react's shape: one
// factory per fetcher, its key from keys.ts); the notifications' are in notification-options.ts.
import { queryKeys, queryOptions, type PageParams } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub (the fetchers
// keep their state in the shared @vigia/api-client/core).
import { getMe, getPreferences, listLockouts, listOutbox, listUsers } from '@vigia/api-client';
import type { MailStatus } from '@vigia/domain';

/** The user's own profile and contact data (a driver's new event starts with them). */
export const meQueryOptions = (userId: string) => queryOptions({ queryKey: queryKeys.me(userId), queryFn: getMe, staleTime: 60_000 });

/** The user's mail preferences. */
export const preferencesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.mail.preferences(userId), queryFn: getPreferences });

export const usersQueryOptions = (params: PageParams & { q?: string | undefined }) =>
  queryOptions({ queryKey: queryKeys.users.list(params), queryFn: () => listUsers(params) });

export const lockoutsQueryOptions = () => queryOptions({ queryKey: queryKeys.lockouts, queryFn: listLockouts });

export const outboxQueryOptions = (params: PageParams & { status?: MailStatus | undefined }) =>
  queryOptions({ queryKey: queryKeys.mail.outbox(params), queryFn: () => listOutbox(params) });
