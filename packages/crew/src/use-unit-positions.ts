// While on shift, the phone's position goes to the server every ~15 s and on each status change
// (issue 38 item 2). Without coverage the positions queue (position-queue.ts) and go as one batch
// when back online; off the route (422) is said once and not retried; no permission is said too.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, reportUnitPosition, type UnitPosition } from '@vigia/api-client';
import { QUEUE_CAP, readQueue, writeQueue } from './position-queue';

export const POSITION_INTERVAL_MS = 15_000;

export type PositionPermission = 'waiting' | 'granted' | 'denied' | 'unsupported';

export interface UnitPositionsState {
  permission: PositionPermission;
  /** The last answer said the position is off the route (422). */
  offRoute: boolean;
  /** Positions waiting for coverage. */
  queued: number;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * `unitId`: the unit on shift, or null (nothing is sent). `statusKey`: the unit's status; each
 * change sends the position at once.
 */
export function useUnitPositions(unitId: number | null, statusKey?: string, intervalMs = POSITION_INTERVAL_MS): UnitPositionsState {
  const [state, setState] = useState<UnitPositionsState>({ permission: 'waiting', offRoute: false, queued: 0 });
  const latest = useRef<GeolocationPosition | null>(null);
  const sending = useRef(false);

  const flush = useCallback(async (id: number) => {
    if (sending.current || !online()) return;
    const batch = readQueue(id);
    if (batch.length === 0) return;
    sending.current = true;
    try {
      await reportUnitPosition(id, batch.length === 1 ? batch[0]! : batch);
      settle(id, batch.length);
      setState((s) => ({ ...s, offRoute: false, queued: readQueue(id).length }));
    } catch (error) {
      if (isApiError(error) && !error.isNetworkError && error.status < 500) {
        // Refused (off the route, no longer on shift): sending it again would be refused again.
        settle(id, batch.length);
        setState((s) => ({ ...s, offRoute: error.status === 422 || s.offRoute, queued: readQueue(id).length }));
      }
      // Otherwise no coverage or a server fault: the batch stays queued for the next try.
    } finally {
      sending.current = false;
    }
  }, []);

  const sample = useCallback(
    (id: number) => {
      const fix = latest.current;
      if (!fix) return;
      // The time it is sent for: a phone standing still gives no new fix, yet the board must not see it stale.
      const position: UnitPosition = {
        lat: fix.coords.latitude,
        lon: fix.coords.longitude,
        accuracy: Number.isFinite(fix.coords.accuracy) ? fix.coords.accuracy : null,
        at: new Date().toISOString(),
      };
      const queue = [...readQueue(id), position].slice(-QUEUE_CAP);
      writeQueue(id, queue);
      setState((s) => ({ ...s, queued: queue.length }));
      void flush(id);
    },
    [flush],
  );

  // Watch the position and send it on a timer, while on shift.
  useEffect(() => {
    if (unitId === null) return;
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      setState((s) => ({ ...s, permission: 'unsupported' }));
      return;
    }
    setState((s) => ({ ...s, queued: readQueue(unitId).length }));
    let first = true;
    const watch = geo.watchPosition(
      (fix) => {
        latest.current = fix;
        setState((s) => (s.permission === 'granted' ? s : { ...s, permission: 'granted' }));
        if (first) {
          first = false;
          sample(unitId);
        }
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setState((s) => ({ ...s, permission: 'denied' }));
      },
      { enableHighAccuracy: true, maximumAge: intervalMs, timeout: 60_000 },
    );
    const timer = setInterval(() => sample(unitId), intervalMs);
    const onOnline = () => void flush(unitId);
    window.addEventListener('online', onOnline);
    void flush(unitId);
    return () => {
      geo.clearWatch(watch);
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
      latest.current = null;
    };
  }, [unitId, intervalMs, sample, flush]);

  // Each status change sends the position at once (the board sees where it changed).
  const lastStatus = useRef(statusKey);
  useEffect(() => {
    if (unitId === null || lastStatus.current === statusKey) return;
    lastStatus.current = statusKey;
    sample(unitId);
  }, [unitId, statusKey, sample]);

  return state;
}

/** Drops the first `count` queued positions: sent, or refused for good. Newer ones taken meanwhile stay. */
function settle(unitId: number, count: number) {
  writeQueue(unitId, readQueue(unitId).slice(count));
}
