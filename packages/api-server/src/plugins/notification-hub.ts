// In-process pub/sub for live notifications. `app.notify(...)` stores notifications and publishes
// each one to the recipient's open SSE streams (routes/notification-stream.ts). One process only:
// behind several instances a shared bus (PostgreSQL LISTEN/NOTIFY) would feed `publish` instead.
//
// EventSource cannot send an Authorization header, so the stream is opened with a single-use
// ticket: `issueTicket(userId)` (called from an authenticated POST) gives a random 256-bit value
// valid for STREAM_TICKET_TTL_MS; `redeemTicket` consumes it. Tickets live in memory only, never
// in logs or the database, and a leaked one is useless after its first use or 60 s.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Notification, NotificationType } from '@vigia/domain';
import { notify as storeNotifications, type StoredNotification } from '../repositories/notifications.ts';
import { globalPlugin } from './global-plugin.ts';

export const STREAM_TICKET_TTL_MS = 60_000;
const MAX_PENDING_TICKETS = 10_000;

export type NotificationListener = (notification: Notification) => void;

export interface NotificationHub {
  /** Listen to one profile's new notifications; returns the unsubscribe function. */
  subscribe(profileId: string, listener: NotificationListener): () => void;
  publish(profileId: string, notification: Notification): void;
  /** Open listeners (of one profile, or all). */
  listenerCount(profileId?: string): number;
  issueTicket(userId: string): { ticket: string; expiresIn: number };
  /** The user id the ticket was issued to, once; null when unknown, used or expired. */
  redeemTicket(ticket: string): string | null;
  /** Streams register how to end themselves, so closing the app ends them (no hanging shutdown). */
  trackStream(end: () => void): () => void;
  closeAll(): void;
}

export function createNotificationHub(now: () => number = Date.now): NotificationHub {
  const listeners = new Map<string, Set<NotificationListener>>();
  const tickets = new Map<string, { userId: string; expires: number }>();
  const streams = new Set<() => void>();

  const sweep = () => {
    const t = now();
    for (const [key, value] of tickets) if (value.expires <= t) tickets.delete(key);
  };

  return {
    subscribe(profileId, listener) {
      let set = listeners.get(profileId);
      if (!set) listeners.set(profileId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(profileId) === set) listeners.delete(profileId);
      };
    },
    publish(profileId, notification) {
      for (const listener of [...(listeners.get(profileId) ?? [])]) {
        try {
          listener(notification);
        } catch {
          // a broken stream must not stop the others (it is cleaned up on its close event)
        }
      }
    },
    listenerCount(profileId) {
      if (profileId) return listeners.get(profileId)?.size ?? 0;
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
    issueTicket(userId) {
      sweep();
      if (tickets.size >= MAX_PENDING_TICKETS) tickets.delete(tickets.keys().next().value!);
      const ticket = randomBytes(32).toString('base64url');
      tickets.set(ticket, { userId, expires: now() + STREAM_TICKET_TTL_MS });
      return { ticket, expiresIn: Math.floor(STREAM_TICKET_TTL_MS / 1000) };
    },
    redeemTicket(ticket) {
      const entry = tickets.get(ticket);
      if (!entry) return null;
      tickets.delete(ticket);
      return entry.expires > now() ? entry.userId : null;
    },
    trackStream(end) {
      streams.add(end);
      return () => streams.delete(end);
    },
    closeAll() {
      for (const end of [...streams]) end();
      streams.clear();
      listeners.clear();
      tickets.clear();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
    /** Stores one notification per recipient (never the actor) and pushes each to live streams. */
    notify(
      recipients: (string | null | undefined)[],
      type: NotificationType,
      ticketId: number,
      message: string,
      actorId: string | null,
    ): Promise<StoredNotification[]>;
  }
}

export const notificationHubPlugin = globalPlugin(async (app) => {
  const hub = createNotificationHub();
  app.decorate('notificationHub', hub);
  app.decorate('notify', async function notify(recipients, type, ticketId, message, actorId) {
    const stored = await storeNotifications(app.db, recipients, type, ticketId, message, actorId);
    for (const { profileId, ...notification } of stored) hub.publish(profileId, notification);
    return stored;
  } satisfies FastifyNotify);
  // preClose runs before the server stops accepting/awaiting connections: open streams end here.
  app.addHook('preClose', async () => {
    hub.closeAll();
  });
});

type FastifyNotify = FastifyInstance['notify'];
