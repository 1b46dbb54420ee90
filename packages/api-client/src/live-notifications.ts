import type { Orientation, Severity, StreamTicket, Unit, UnreadCount } from '@vigia/domain';
import { apiUrl, call, whenApiConfigured } from './http';

export const NOTIFICATION_STREAM_PATH = '/api/notification/stream';

export function getUnreadCount(): Promise<UnreadCount> {
  return call('get', '/api/notification/unread');
}

export function markAllNotificationsRead(): Promise<UnreadCount> {
  return call('post', '/api/notification/read-all');
}

/** A single-use, 60 s ticket to open the stream (EventSource cannot send the bearer header). */
export function getNotificationStreamTicket(): Promise<StreamTicket> {
  return call('post', `${NOTIFICATION_STREAM_PATH}/ticket`);
}

/** Absolute URL of the SSE stream for a fresh ticket; `lastEventId`: the last notification had (replays what came after). */
export async function notificationStreamUrl(lastEventId?: number): Promise<string> {
  await whenApiConfigured();
  const { ticket } = await getNotificationStreamTicket();
  const since = lastEventId === undefined ? '' : `&lastEventId=${lastEventId}`;
  return apiUrl(`${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}${since}`);
}

// Issue 23: the stream also carries, for OPERATOR/SUPERVISOR/ADMIN, `event: queue` whenever an
// event is created or its assignee, status, severity or lanes change. It is no notification (no
// row, not in the bell's count). The bell owns the one connection; the queue screen, in another
// bundle, hears these through the module below (@vigia/api-client is one shared instance).

export const QUEUE_STREAM_EVENT = 'queue';

export interface QueueStreamEvent {
  id: number;
  kind: 'created' | 'changed';
  /** The category's code: screens name it in their language (issue 37); absent from older servers. */
  category?: string;
  categoryName: string;
  kilometer: number;
  orientation: Orientation;
  severity: Severity;
  /** The reporter said people are injured (issue 37: the staff's critical alert). */
  injured?: boolean;
  /** Who has it; null while nobody has taken it (a taken event ends its critical alert). */
  assignedToId?: string | null;
  statusCode?: string;
}

/** A frame's data when `valid` takes it, else null (a malformed frame is ignored). */
function parseFrame<T>(data: string, valid: (value: Partial<T>) => boolean): T | null {
  try {
    const value = JSON.parse(data) as Partial<T> | null;
    return value && valid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** One kind of frame: the bell's connection publishes each, every screen listening hears it. */
function frameChannel<T>() {
  const listeners = new Set<(event: T) => void>();
  return {
    publish(event: T): void {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener: (event: T) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The frame's data, or null when it is not a queue event. */
export function parseQueueStreamEvent(data: string): QueueStreamEvent | null {
  return parseFrame<QueueStreamEvent>(data, (v) => Number.isInteger(v.id) && (v.kind === 'created' || v.kind === 'changed'));
}

const queueChannel = frameChannel<QueueStreamEvent>();
export const publishQueueEvent = queueChannel.publish;
export const subscribeQueueEvents = queueChannel.subscribe;

// Issue 38: `event: unit` { change, unit, driverId } — every unit change for the control room, the
// unit they drive for a DRIVER; `{ change: 'bulk' }` after the server lost its feed (read all again).
// Handed on like the queue's events: the bell's connection publishes, the screens subscribe.

export const UNIT_STREAM_EVENT = 'unit';

export interface UnitStreamEvent {
  change: 'created' | 'edited' | 'shift' | 'status' | 'position' | 'dispatched' | 'bulk';
  unit?: Unit;
  driverId?: string | null;
}

/** The frame's data, or null when malformed. */
export function parseUnitStreamEvent(data: string): UnitStreamEvent | null {
  return parseFrame<UnitStreamEvent>(data, (v) => typeof v.change === 'string');
}

const unitChannel = frameChannel<UnitStreamEvent>();
export const publishUnitEvent = unitChannel.publish;
export const subscribeUnitEvents = unitChannel.subscribe;

// Whether the stream is open: while it is not, screens that rely on it poll instead.
let streamOpen = false;
const streamChannel = frameChannel<void>();

export function setNotificationStreamOpen(open: boolean): void {
  if (open === streamOpen) return;
  streamOpen = open;
  streamChannel.publish();
}

export function isNotificationStreamOpen(): boolean {
  return streamOpen;
}

/** For useSyncExternalStore. */
export const subscribeNotificationStream: (listener: () => void) => () => void = streamChannel.subscribe;
