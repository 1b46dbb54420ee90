// Whether the API can be reached, as every call and the live stream see it (issue 37 item 2): a
// network error or a 5xx marks it down, any other answer marks it up again, and each successful
// answer is "the last data" a stale screen names ("Sin conexión — datos de las 16:05"). One state
// for the shell and every remote: it lives in `./core`, the shared singleton.
import { ApiError } from './errors';

export interface ConnectionState {
  /** False once a call could not reach the API (or got a 5xx), until one gets an answer again. */
  reachable: boolean;
  /** When data last arrived (a 2xx answer or a live frame), ms since the epoch; null before any. */
  lastDataAt: number | null;
}

let current: ConnectionState = { reachable: true, lastDataAt: null };
const listeners = new Set<() => void>();

function set(next: ConnectionState): void {
  if (next.reachable === current.reachable && next.lastDataAt === current.lastDataAt) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

/** The API answered with `status` (any HTTP answer: the server is there; a 5xx is not). */
export function noteApiAnswer(status: number, now = Date.now()): void {
  if (status >= 500) set({ ...current, reachable: false });
  else set({ reachable: true, lastDataAt: status < 300 ? now : current.lastDataAt });
}

/** A call got no answer at all (network down, server stopped, timed out). */
export function noteApiUnreachable(): void {
  set({ ...current, reachable: false });
}

/** The live stream delivered something: the server is there and the data is current. */
export function noteLiveData(now = Date.now()): void {
  set({ reachable: true, lastDataAt: now });
}

export function getConnectionState(): ConnectionState {
  return current;
}

/** For useSyncExternalStore. */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A call that failed because it could not be sent or answered (not refused): worth a "Reintentar". */
export function isSendFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** Tests only: back to the state of a fresh page. */
export function resetConnectionState(): void {
  set({ reachable: true, lastDataAt: null });
}
