import type { UseQueryResult } from '@tanstack/react-query';

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * A query as the screens draw it. A retry after an error shows the loading state again (TanStack
 * keeps `error` while it refetches); a background refetch of data already shown keeps showing it.
 */
export function loadStateOf<T>(query: Pick<UseQueryResult<T>, 'status' | 'data' | 'isFetching'>): LoadState<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  if (query.status === 'error' && !query.isFetching) return { status: 'error' };
  return { status: 'loading' };
}
