import { useCallback, useDeferredValue, useMemo } from 'react';
import { loadStateOf, useQuery, type LoadState } from '@vigia/api-client/query';

export type { LoadState };

/**
 * One section's query (cached under `queryKey`), as a LoadState. The answer is drawn as a deferred
 * value: the query's own update renders nothing new (the screen passes the deferred state to a
 * memoized view), then React renders the figures in the background, yielding to the browser every
 * few milliseconds instead of blocking input for the whole screen at once (as startTransition did).
 */
export function useLoad<T>(queryKey: readonly unknown[], load: () => Promise<T>) {
  const { status, data, isFetching, refetch } = useQuery({ queryKey, queryFn: () => load() });
  const state = useMemo(() => loadStateOf<T>({ status, data, isFetching }), [status, data, isFetching]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state: useDeferredValue(state), retry };
}
