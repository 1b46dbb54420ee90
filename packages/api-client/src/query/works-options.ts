// Issue 41 as query options: the planned works, one work and its history. Writes invalidate
// `worksQueryKeys.all` (the board's "active now" included).
import { queryOptions } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub.
import { getWork, getWorkHistory, listActiveWorks, listWorks } from '@vigia/api-client';
import type { WorkFilters } from '@vigia/domain';

export const worksQueryKeys = {
  all: ['works'] as const,
  list: (filters: WorkFilters) => ['works', 'list', filters] as const,
  one: (id: number) => ['works', 'one', id] as const,
  history: (id: number) => ['works', 'history', id] as const,
  active: () => ['works', 'active'] as const,
};

export const worksQueryOptions = (filters: WorkFilters = {}) =>
  queryOptions({ queryKey: worksQueryKeys.list(filters), queryFn: () => listWorks(filters) });

export const workQueryOptions = (id: number) => queryOptions({ queryKey: worksQueryKeys.one(id), queryFn: () => getWork(id) });

export const workHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: worksQueryKeys.history(id), queryFn: () => getWorkHistory(id) });

/** The works under way now (public, cached by the server for 30 s); asked only when `enabled`. */
export const activeWorksQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: worksQueryKeys.active(), queryFn: listActiveWorks, enabled, staleTime: 30_000 });
