// Units kept current from the live stream (issue 38), for the control room's board and the crew's
// phone alike. A position, the most frequent event by far (every unit every few seconds), carries
// the whole unit: it replaces that unit where the cache holds it (the board's list, the driver's
// own unit), with no read. Any other change, or a unit no cached query holds, marks the units'
// queries stale, so what is on screen reads them again; while the stream is down, they poll.
import { useEffect, useSyncExternalStore } from 'react';
import type { Unit } from '@vigia/domain';
// The stream's state is the page's, not the network's: from core, real even where a test stubs the calls.
import { isNotificationStreamOpen, subscribeNotificationStream, subscribeUnitEvents } from '@vigia/api-client/core';
import { useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@vigia/api-client/query-client';
import { unitQueryKeys } from './unit-options';

/** While the stream is down, the units on screen are read this often. */
export const UNITS_POLL_MS = 15_000;

/** The cached list with `unit` in its place; null when the list does not hold it (read it again). */
export function withUnit(list: readonly Unit[] | undefined, unit: Unit): Unit[] | null {
  const at = list?.findIndex((u) => u.id === unit.id) ?? -1;
  if (!list || at < 0) return null;
  return list.map((u, i) => (i === at ? unit : u));
}

/** Puts `unit` where the cache holds it; false when no cached query does (it is read again). */
function placeUnit(queryClient: QueryClient, unit: Unit): boolean {
  let placed = false;
  const list = withUnit(queryClient.getQueryData<Unit[]>(unitQueryKeys.list()), unit);
  if (list) {
    queryClient.setQueryData(unitQueryKeys.list(), list);
    placed = true;
  }
  if (queryClient.getQueryData<Unit | null>(unitQueryKeys.mine())?.id === unit.id) {
    queryClient.setQueryData(unitQueryKeys.mine(), unit);
    placed = true;
  }
  return placed;
}

/** Keep the units (and anything read from them: dispatch options, an event's units) current on each unit event. */
export function useUnitEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeUnitEvents((event) => {
        if (event.change === 'position' && event.unit && placeUnit(queryClient, event.unit)) return;
        void queryClient.invalidateQueries({ queryKey: unitQueryKeys.all });
      }),
    [queryClient],
  );
}

export function useStreamOpen(): boolean {
  return useSyncExternalStore(subscribeNotificationStream, isNotificationStreamOpen, () => false);
}

/**
 * A units query (the board's list, the driver's own unit) kept live: the stream's unit events, or
 * a read every UNITS_POLL_MS while the stream is down. `live` says which.
 */
export function useLiveUnits<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  useUnitEvents();
  const live = useStreamOpen();
  const query = useQuery({ ...options, refetchInterval: live ? false : UNITS_POLL_MS });
  return { ...query, live };
}
