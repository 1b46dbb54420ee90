// Issue 40: the access log as query options (ADMIN). Revealed values are never queries: nothing of
// them is kept or persisted beyond the screen that asked.
import { queryOptions } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub.
import { listAccessLog, type AccessLogQuery } from '@vigia/api-client';

export const accessLogQueryKeys = {
  all: ['privacy', 'access-log'] as const,
  list: (q: AccessLogQuery) => ['privacy', 'access-log', q] as const,
};

export const accessLogQueryOptions = (q: AccessLogQuery = {}) =>
  queryOptions({ queryKey: accessLogQueryKeys.list(q), queryFn: () => listAccessLog(q), staleTime: 0 });
