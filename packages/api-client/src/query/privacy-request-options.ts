// Issue 40 item 4: the reporters' requests as query options (ADMIN); always read fresh (a legal clock).
import { queryOptions } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub.
import { listPrivacyRequests } from '@vigia/api-client';
import type { PrivacyRequestState } from '@vigia/domain';

export const privacyRequestQueryKeys = {
  all: ['privacy', 'requests'] as const,
  list: (state: PrivacyRequestState | undefined) => ['privacy', 'requests', state ?? 'ALL'] as const,
};

export const privacyRequestsQueryOptions = (state?: PrivacyRequestState) =>
  queryOptions({ queryKey: privacyRequestQueryKeys.list(state), queryFn: () => listPrivacyRequests(state), staleTime: 0 });
