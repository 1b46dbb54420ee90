// Issue 37 item 1: a CRITICAL or injured report must not go unnoticed on any screen of OPERATOR or
// SUPERVISOR. The live queue's arrivals become alerts that stay until someone takes the event (the
// stream says who has it), it is closed, or this user dismisses the alert. One list per tab, kept in
// sessionStorage so a reload keeps it; what a dropped connection missed is read again (recheck).
import { useSyncExternalStore } from 'react';
import { listQueue, type QueueStreamEvent } from '@vigia/api-client';
import { CLOSED_STATUS, type Severity } from '@vigia/domain';

export interface CriticalAlert {
  id: number;
  /** The category's code, named in the UI's language; absent from older servers. */
  category?: string;
  categoryName: string;
  kilometer: number;
  severity: Severity;
  injured: boolean;
}

/** Whose screens alert (SPEC §2: the control room). */
export const ALERT_ROLES: ReadonlySet<string> = new Set(['OPERATOR', 'SUPERVISOR']);

const KEY = 'vigia.criticalAlerts.';
const RECHECK_SIZE = 100;

let owner: string | null = null;
let alerts: readonly CriticalAlert[] = [];
let dismissed = new Set<number>();
/** Alerts added live on this page (each sounds once). */
let arrivals = 0;
const listeners = new Set<() => void>();

function read(): { alerts: CriticalAlert[]; dismissed: number[] } {
  try {
    const stored = owner ? sessionStorage.getItem(KEY + owner) : null;
    const value = stored ? (JSON.parse(stored) as { alerts?: CriticalAlert[]; dismissed?: number[] }) : {};
    return { alerts: Array.isArray(value.alerts) ? value.alerts : [], dismissed: Array.isArray(value.dismissed) ? value.dismissed : [] };
  } catch {
    return { alerts: [], dismissed: [] };
  }
}

function commit(next: readonly CriticalAlert[]): void {
  alerts = next;
  try {
    // The dismissed ids of alerts still possible only: the list stays short.
    if (owner) sessionStorage.setItem(KEY + owner, JSON.stringify({ alerts, dismissed: [...dismissed].slice(-200) }));
  } catch {
    // storage unavailable (private mode): the list lives as long as the page
  }
  for (const listener of [...listeners]) listener();
}

/** The signed-in user whose alerts these are (another user, another list; null: none). */
export function bindAlerts(userId: string | null): void {
  if (userId === owner) return;
  owner = userId;
  const stored = read();
  dismissed = new Set(stored.dismissed);
  commit(stored.alerts);
}

const ended = (event: Pick<QueueStreamEvent, 'assignedToId' | 'statusCode'>) =>
  Boolean(event.assignedToId) || event.statusCode === CLOSED_STATUS;

/** Whether an arrival is one to alert about: critical or injured, nobody has it yet, not closed. */
export function isAlarming(event: QueueStreamEvent): boolean {
  return event.kind === 'created' && (event.severity === 'CRITICAL' || event.injured === true) && !ended(event);
}

/** A live queue event: an alarming arrival is added (answers true), a taken or closed event's alert goes. */
export function applyQueueEvent(event: QueueStreamEvent): boolean {
  const shown = alerts.some((a) => a.id === event.id);
  if (event.kind === 'changed' && shown && ended(event)) {
    commit(alerts.filter((a) => a.id !== event.id));
    return false;
  }
  if (!isAlarming(event) || shown || dismissed.has(event.id)) return false;
  const { id, category, categoryName, kilometer, severity } = event;
  arrivals += 1;
  commit([{ id, category, categoryName, kilometer, severity, injured: event.injured === true }, ...alerts]);
  return true;
}

/** This user does not want to see it again (another user's screen keeps its own). */
export function dismissAlert(id: number): void {
  dismissed.add(id);
  commit(alerts.filter((a) => a.id !== id));
}

/**
 * After a gap in the stream (reconnected, or a bulk change): an alert stays only while its event is
 * still waiting to be taken. When the queue holds more than one page, the ones not seen are kept.
 */
export async function recheckAlerts(): Promise<void> {
  if (alerts.length === 0) return;
  try {
    const page = await listQueue({ view: 'unassigned', page: 0, size: RECHECK_SIZE });
    const waiting = new Set(page.content.map((t) => t.id));
    const complete = page.total <= page.content.length;
    commit(alerts.filter((a) => waiting.has(a.id) || !complete));
  } catch {
    // still offline: the next reconnection tries again
  }
}

export function getAlerts(): readonly CriticalAlert[] {
  return alerts;
}

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The alerts shown now, newest first. */
export function useCriticalAlerts(): readonly CriticalAlert[] {
  return useSyncExternalStore(subscribeAlerts, getAlerts, getAlerts);
}

const getArrivals = () => arrivals;

export function useArrivals(): number {
  return useSyncExternalStore(subscribeAlerts, getArrivals, getArrivals);
}

/** How many (the tab's title shows it). */
export function useCriticalAlertCount(): number {
  return useCriticalAlerts().length;
}
