// The board's units, live: every unit event of the stream (the bell's one connection) marks the
// units' queries stale, so what is on screen refetches; while the stream is down, they poll.
import { useEffect, useSyncExternalStore } from 'react';
// The stream's state is the page's, not the network's: from core, real even where a test stubs the calls.
import { isNotificationStreamOpen, subscribeNotificationStream, subscribeUnitEvents } from '@vigia/api-client/core';
import { unitQueryKeys, unitsQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';

export const POLL_WITHOUT_STREAM_MS = 15_000;

/** Refetch the units (and anything read from them: dispatch options) on each unit event. */
export function useUnitEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeUnitEvents(() => void queryClient.invalidateQueries({ queryKey: unitQueryKeys.all })), [queryClient]);
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
