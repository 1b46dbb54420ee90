// The board's units, live, from the stream (the bell's one connection). A position, the most
// frequent event by far (every unit every few seconds), carries the whole unit: it replaces that
// unit in the cached list, with no read of the fleet. Any other change marks the units' queries
// stale, so what is on screen refetches; while the stream is down, they poll.
import { useEffect, useSyncExternalStore } from 'react';
// The stream's state is the page's, not the network's: from core, real even where a test stubs the calls.
import { isNotificationStreamOpen, subscribeNotificationStream, subscribeUnitEvents } from '@vigia/api-client/core';
import { unitQueryKeys, unitsQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import type { Unit } from '@vigia/domain';

export const POLL_WITHOUT_STREAM_MS = 15_000;

/** The cached list with `unit` in its place; null when the list does not hold it (read it again). */
export function withUnit(list: readonly Unit[] | undefined, unit: Unit): Unit[] | null {
  const at = list?.findIndex((u) => u.id === unit.id) ?? -1;
  if (!list || at < 0) return null;
  return list.map((u, i) => (i === at ? unit : u));
}

/** Keep the units (and anything read from them: dispatch options) current on each unit event. */
export function useUnitEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeUnitEvents((event) => {
        if (event.change === 'position' && event.unit) {
          const next = withUnit(queryClient.getQueryData(unitQueryKeys.list()), event.unit);
          if (next) return void queryClient.setQueryData(unitQueryKeys.list(), next);
        }
        void queryClient.invalidateQueries({ queryKey: unitQueryKeys.all });
      }),
    [queryClient],
  );
}

export function useStreamOpen(): boolean {
  return useSyncExternalStore(subscribeNotificationStream, isNotificationStreamOpen, () => false);
}

export function useLiveUnits() {
  useUnitEvents();
  const live = useStreamOpen();
  const query = useQuery({ ...unitsQueryOptions(), refetchInterval: live ? false : POLL_WITHOUT_STREAM_MS });
  return { ...query, live };
}
