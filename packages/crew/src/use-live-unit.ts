// The driver's unit kept fresh: the live stream's unit events (the bell's connection publishes
// them) refresh "Mis asignaciones"; while the stream is down, it is read every 20 s instead.
import { useEffect, useSyncExternalStore } from 'react';
import { isNotificationStreamOpen, subscribeNotificationStream, subscribeUnitEvents } from '@vigia/api-client';
import { unitQueryKeys, useQueryClient } from '@vigia/api-client/query';

export const POLL_MS = 20_000;

export function useLiveUnit(userId: string | null): void {
  const queryClient = useQueryClient();
  const streamOpen = useSyncExternalStore(subscribeNotificationStream, isNotificationStreamOpen, () => false);

  useEffect(() => {
    if (userId === null) return;
    return subscribeUnitEvents((event) => {
      // The server sends a DRIVER only their unit's changes; 'bulk' after it lost its feed.
      const ours = event.change === 'bulk' || event.driverId === userId || event.unit?.driverId === userId;
      if (ours) void queryClient.invalidateQueries({ queryKey: unitQueryKeys.mine() });
    });
  }, [userId, queryClient]);

  useEffect(() => {
    if (userId === null || streamOpen) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: unitQueryKeys.mine() }), POLL_MS);
    return () => clearInterval(timer);
  }, [userId, streamOpen, queryClient]);
}
