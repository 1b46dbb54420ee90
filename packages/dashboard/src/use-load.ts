import { useCallback, useDeferredValue, useMemo } from 'react';
import { loadStateOf, useQuery, type LoadState, type QueryKey, type UseQueryOptions } from '@vigia/api-client/query';

export type { LoadState };

/**
 * One section's query (its options from @vigia/api-client/query), as a LoadState. The answer is drawn as a deferred
 * value: the query's own update renders nothing new (the screen passes the deferred state to a
 * memoized view), then React renders the figures in the background, yielding to the browser every
 * few milliseconds instead of blocking input for the whole screen at once (as startTransition did).
 */
export function useLoad<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  const { status, data, isFetching, refetch } = useQuery(options);
  const state = useMemo(() => loadStateOf<T>({ status, data, isFetching }), [status, data, isFetching]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state: useDeferredValue(state), retry };
}
