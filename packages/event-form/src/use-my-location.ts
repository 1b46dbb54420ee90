// 'Usar mi ubicación' (issue 24): the device's position becomes km, direction and commune, computed
// in the browser against the cached km-post table, so it works with little or no signal.
import { useCallback, useRef, useState } from 'react';
import type { KmReason } from '@vigia/domain/location';
import type { Orientation } from '@vigia/domain';
// Types only: the module itself loads on demand.
import type * as LocateOnRoute from './locate-on-route';

/** Why the position gave no km: the device's answer, the table's absence, or the domain's reason. */
export type LocateProblem = 'UNSUPPORTED' | 'DENIED' | 'UNAVAILABLE' | 'TIMEOUT' | 'NO_TABLE' | KmReason;

export type LocateState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; kilometer: number; orientation: Orientation; commune: string; distanceMeters: number }
  /** Issue 37: between the carriageways, standing still: the reporter says the direction. */
  | { status: 'ask-direction'; kilometer: number; commune: string; distanceMeters: number }
  | { status: 'failed'; problem: LocateProblem; distanceMeters?: number; kilometer?: number };

export type Located = Extract<LocateState, { status: 'found' }>;
/** A place the form fills: `orientation` null when the reporter must say it. */
export type Place = Omit<Located, 'status' | 'orientation'> & { orientation: Orientation | null };

// High accuracy: ~15 m between carriageways. A fix up to 30 s old is still where the reporter is.
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 };
const GEO_PROBLEMS: Record<number, LocateProblem> = { 1: 'DENIED', 2: 'UNAVAILABLE', 3: 'TIMEOUT' };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS));
}

class LocateFailure extends Error {
  constructor(readonly problem: LocateProblem) {
    super(problem);
  }
}

type Failed = Extract<LocateState, { status: 'failed' }>;

/**
 * A point (the device's, or a photo's) on the concession's route, by the same linear referencing:
 * turf and the km-post table load on demand. Pass `module` when its download already started.
 */
export async function locatePoint(
  point: { lat: number; lon: number; heading?: number | null },
  module: Promise<typeof LocateOnRoute> = import('./locate-on-route'),
): Promise<(Located & { directionUnknown?: boolean }) | Failed> {
  try {
    const { locateOnRoute } = await module;
    const result = await locateOnRoute(point);
    if (!result.ok) return { status: 'failed', problem: result.reason, distanceMeters: result.distanceMeters, kilometer: result.kilometer };
    const { kilometer, orientation, commune, distanceMeters, directionUnknown } = result;
    return { status: 'found', kilometer, orientation, commune, distanceMeters, ...(directionUnknown ? { directionUnknown } : {}) };
  } catch {
    return { status: 'failed', problem: 'NO_TABLE' };
  }
}

/** `onFound` fills the form; the state says what to tell the reporter (or ask them). */
export function useMyLocation(onFound: (place: Place) => void) {
  const [state, setState] = useState<LocateState>({ status: 'idle' });
  const running = useRef(false);

  const locate = useCallback(async () => {
    if (running.current) return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed', problem: 'UNSUPPORTED' });
      return;
    }
    running.current = true;
    setState({ status: 'locating' });
    // turf and the table load while the device finds its position.
    const module = import('./locate-on-route');
    module.then((m) => m.loadLocationReference()).catch(() => undefined);
    try {
      const position = await currentPosition().catch((error: { code?: number }) => {
        throw new LocateFailure(GEO_PROBLEMS[error?.code ?? 2] ?? 'UNAVAILABLE');
      });
      const { latitude: lat, longitude: lon, heading } = position.coords;
      const located = await locatePoint({ lat, lon, heading }, module);
      if (located.status === 'found' && located.directionUnknown) {
        // Not the nearer carriageway's guess: the direction is left for the reporter's answer.
        const { kilometer, commune, distanceMeters } = located;
        onFound({ kilometer, commune, distanceMeters, orientation: null });
        setState({ status: 'ask-direction', kilometer, commune, distanceMeters });
        return;
      }
      if (located.status === 'found') onFound(located);
      setState(located);
    } catch (error) {
      setState({ status: 'failed', problem: error instanceof LocateFailure ? error.problem : 'UNAVAILABLE' });
    } finally {
      running.current = false;
    }
  }, [onFound]);

  return { state, locate };
}
