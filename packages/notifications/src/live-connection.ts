// The live channel behind the unread badge: Server-Sent Events with a single-use ticket
// (GET /api/notification/stream?ticket=…, see the api-server README), falling back to polling
// GET /api/notification/unread every `pollMs` while the stream is down, and reconnecting with a
// fresh ticket (backoff from `retryMs` up to 60 s) that names the last notification it had, so the
// server replays what came meanwhile (a reconnection may reach another instance; an id already
// handed on is skipped). A stream the server closed for a newer tab of
// the same user (`event: closed`) is not reopened: that tab polls. For staff the stream also carries
// `event: queue` (an event created or changed; no notification, not counted); whether the stream is
// open is published (setNotificationStreamOpen) so screens fed by it poll while it is not. Every
// frame is fresh data (noteLiveData, for the connection banner); once a call reaches the API again
// after it was down, a stream waiting for its backoff reconnects at once instead.
import {
  QUEUE_STREAM_EVENT,
  getUnreadCount,
  noteLiveData,
  notificationStreamUrl,
  subscribeConnection,
  getConnectionState,
  parseQueueStreamEvent,
  parseUnitStreamEvent,
  publishUnitEvent,
  UNIT_STREAM_EVENT,
  setNotificationStreamOpen,
  type QueueStreamEvent,
} from '@vigia/api-client';
import type { Notification } from '@vigia/domain';

export interface LiveOptions {
  onUnread: (count: number) => void;
  onNotification: (notification: Notification) => void;
  /** A live queue event (staff): never a notification, so never counted. */
  onQueue?: (event: QueueStreamEvent) => void;
  pollMs?: number;
  retryMs?: number;
  /** Injected in tests; defaults to the browser's EventSource (absent → polling only). */
  EventSourceImpl?: typeof EventSource;
}

export const POLL_MS = 30_000;
export const RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;
/** How many notification ids a connection remembers as shown (the replay after a reconnect is short). */
export const SHOWN_IDS_KEPT = 500;

export function connectNotifications(options: LiveOptions): () => void {
  const { onUnread, onNotification, onQueue, pollMs = POLL_MS, retryMs = RETRY_MS } = options;
  const EventSourceImpl = options.EventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  let stopped = false;
  let source: EventSource | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let delay = retryMs;
  let replaced = false; // by a newer tab of the same user: poll from then on
  let lastEventId: number | undefined;
  // Ids already handed on: a replay (reconnect with Last-Event-ID, catch-up) never shows one twice.
  const shown = new Set<number>();

  const poll = async () => {
    try {
      const { count } = await getUnreadCount();
      if (!stopped) onUnread(count);
    } catch {
      // offline or signed out: the next tick tries again
    }
  };
  const startPolling = (immediately = true) => {
    if (pollTimer || stopped) return;
    if (immediately) void poll();
    pollTimer = setInterval(() => void poll(), pollMs);
  };
  const stopPolling = () => {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  };

  const scheduleReconnect = () => {
    if (stopped || replaced || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void open();
    }, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  let opening = false; // a ticket is being fetched: its answer must not open a second stream
  const open = async () => {
    if (stopped || !EventSourceImpl || opening) return;
    opening = true;
    let url: string;
    try {
      url = await notificationStreamUrl(lastEventId);
    } catch {
      opening = false;
      startPolling();
      scheduleReconnect();
      return;
    }
    opening = false;
    if (stopped) return;
    const es = new EventSourceImpl(url);
    source = es;
    es.onopen = () => {
      noteLiveData();
      delay = retryMs;
      stopPolling();
      setNotificationStreamOpen(true);
    };
    es.addEventListener('unread', (event) => {
      noteLiveData();
      try {
        onUnread(Number(JSON.parse((event as MessageEvent<string>).data).count) || 0);
      } catch {
        // ignore a malformed frame
      }
    });
    es.addEventListener('notification', (event) => {
      noteLiveData();
      const id = Number((event as MessageEvent<string>).lastEventId);
      if (Number.isInteger(id) && id > 0) lastEventId = Math.max(lastEventId ?? 0, id);
      try {
        const notification = JSON.parse((event as MessageEvent<string>).data) as Notification;
        if (shown.has(notification.id)) return;
        shown.add(notification.id);
        if (shown.size > SHOWN_IDS_KEPT) shown.delete(shown.values().next().value as number);
        onNotification(notification);
      } catch {
        // ignore a malformed frame
      }
    });
    es.addEventListener(QUEUE_STREAM_EVENT, (event) => {
      noteLiveData();
      const queueEvent = parseQueueStreamEvent((event as MessageEvent<string>).data);
      if (queueEvent) onQueue?.(queueEvent);
    });
    // Units (issue 38): handed to whichever screen listens (the board, the crew's panel).
    es.addEventListener(UNIT_STREAM_EVENT, (event) => {
      noteLiveData();
      const unitEvent = parseUnitStreamEvent((event as MessageEvent<string>).data);
      if (unitEvent) publishUnitEvent(unitEvent);
    });
    // The server closes a user's oldest stream when they open a sixth (issue 21): that tab keeps
    // its badge by polling instead of taking the stream back from a newer tab, which would then
    // do the same, round and round.
    es.addEventListener('closed', () => {
      replaced = true;
      es.close();
      if (source === es) source = null;
      setNotificationStreamOpen(false);
      startPolling();
    });
    es.onerror = () => {
      // The ticket is single-use, so the browser's own retry cannot succeed: reconnect ourselves.
      es.close();
      if (source === es) source = null;
      setNotificationStreamOpen(false);
      startPolling();
      scheduleReconnect();
    };
  };

  // The server is back (a probe or any call got an answer): reconnect now, not after the backoff.
  let reachable = getConnectionState().reachable;
  const offConnection = subscribeConnection(() => {
    const now = getConnectionState().reachable;
    const back = now && !reachable;
    reachable = now;
    if (!back || stopped || replaced || source || opening || !EventSourceImpl) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    delay = retryMs;
    void open();
  });

  // Without EventSource (very old browsers, jsdom) it is polling only, first tick after pollMs.
  if (EventSourceImpl) void open();
  else startPolling(false);

  return () => {
    stopped = true;
    offConnection();
    if (source) setNotificationStreamOpen(false);
    source?.close();
    source = null;
    stopPolling();
    if (retryTimer) clearTimeout(retryTimer);
  };
}
