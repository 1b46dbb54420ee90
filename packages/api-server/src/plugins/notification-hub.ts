// In-process pub/sub for live notifications. `app.notify(...)` stores notifications and publishes
// each one to the recipient's open SSE streams (routes/notification-stream.ts). One process only:
// behind several instances a shared bus (PostgreSQL LISTEN/NOTIFY) would feed `publish` instead.
//
// EventSource cannot send an Authorization header, so the stream is opened with a single-use
// ticket: `issueTicket(userId)` (called from an authenticated POST) gives a random 256-bit value
// valid for STREAM_TICKET_TTL_MS; `redeemTicket` consumes it. Tickets live in memory only, never
// in logs or the database, and a leaked one is useless after its first use or 60 s.
//
// Caps (issue 21: one account held 500 streams open):
// - open streams per user: the user's OLDEST stream is closed to admit the new one. A person with
//   one tab too many wants the tab in front of them live; the oldest is the likeliest forgotten,
//   and the bell falls back to polling. The closed stream gets `event: closed` first.
// - open streams per IP: the NEWEST is refused (429). Which of an address's streams are legitimate
//   is unknown, so closing others' would let one address knock its neighbours off.
// - unredeemed tickets per user: the user's oldest pending ticket is dropped, so a loop asking
//   for tickets only hurts itself and never pushes out another user's.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Notification, NotificationType } from '@vigia/domain';
import { notify as storeNotifications, type StoredNotification } from '../repositories/notifications.ts';
import fp from 'fastify-plugin';

export const STREAM_TICKET_TTL_MS = 60_000;
const MAX_PENDING_TICKETS = 10_000;

export interface StreamLimits {
  streamsPerUser: number;
  streamsPerIp: number;
  pendingTicketsPerUser: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  streamsPerUser: 5,
  streamsPerIp: 20,
  pendingTicketsPerUser: 10,
};

/** Why the hub ends a stream: its user opened one too many, or the app is closing. */
export type StreamEndReason = 'too-many-streams' | 'shutdown';

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
  /**
   * Admits a user's stream from an address: null when the address is at its cap; otherwise the
   * user's oldest streams over their cap are ended, and the answer releases the new one's slot.
   */
  openStream(userId: string, ip: string, end: (reason: StreamEndReason) => void): (() => void) | null;
  /** Streams register how to end themselves, so closing the app ends them (no hanging shutdown). */
  trackStream(end: () => void): () => void;
  closeAll(): void;
}

interface OpenStream {
  ip: string;
  end: (reason: StreamEndReason) => void;
  release: () => void;
}

export function createNotificationHub(now: () => number = Date.now, caps: Partial<StreamLimits> = {}): NotificationHub {
  // A cap below 1 would refuse every stream or loop forever evicting.
  const limits = { ...DEFAULT_STREAM_LIMITS, ...caps };
  for (const key of Object.keys(limits) as (keyof StreamLimits)[]) limits[key] = Math.max(1, Math.floor(limits[key]));
  const listeners = new Map<string, Set<NotificationListener>>();
  const tickets = new Map<string, { userId: string; expires: number }>();
  const pendingByUser = new Map<string, Set<string>>();
  const streams = new Set<() => void>();
  const streamsByUser = new Map<string, OpenStream[]>(); // oldest first
  const streamsByIp = new Map<string, number>();

  const dropTicket = (ticket: string) => {
    const entry = tickets.get(ticket);
    if (!entry) return;
    tickets.delete(ticket);
    const mine = pendingByUser.get(entry.userId);
    mine?.delete(ticket);
    if (mine?.size === 0) pendingByUser.delete(entry.userId);
  };
  const trackStream = (end: () => void) => {
    streams.add(end);
    return () => void streams.delete(end);
  };
  const sweep = () => {
    const t = now();
    for (const [key, value] of tickets) if (value.expires <= t) dropTicket(key);
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
      let mine = pendingByUser.get(userId);
      while (mine && mine.size >= limits.pendingTicketsPerUser) dropTicket(mine.values().next().value!);
      if (tickets.size >= MAX_PENDING_TICKETS) dropTicket(tickets.keys().next().value!);
      const ticket = randomBytes(32).toString('base64url');
      tickets.set(ticket, { userId, expires: now() + STREAM_TICKET_TTL_MS });
      mine = pendingByUser.get(userId);
      if (!mine) pendingByUser.set(userId, (mine = new Set()));
      mine.add(ticket);
      return { ticket, expiresIn: Math.floor(STREAM_TICKET_TTL_MS / 1000) };
    },
    redeemTicket(ticket) {
      const entry = tickets.get(ticket);
      if (!entry) return null;
      dropTicket(ticket);
      return entry.expires > now() ? entry.userId : null;
    },
    openStream(userId, ip, end) {
      const mine = streamsByUser.get(userId) ?? [];
      const replaced = mine.slice(0, Math.max(0, mine.length + 1 - limits.streamsPerUser));
      // The user's own streams about to be replaced free their address's slots too.
      const fromIp = (streamsByIp.get(ip) ?? 0) - replaced.filter((s) => s.ip === ip).length;
      if (fromIp >= limits.streamsPerIp) return null;
      for (const old of replaced) {
        old.end('too-many-streams');
        old.release(); // whatever the stream's own handler did
      }
      const untrack = trackStream(() => end('shutdown'));
      let released = false;
      const stream: OpenStream = {
        ip,
        end,
        release: () => {
          if (released) return;
          released = true;
          untrack();
          const list = streamsByUser.get(userId) ?? [];
          const at = list.indexOf(stream);
          if (at < 0) return; // closeAll has already forgotten it
          list.splice(at, 1);
          if (list.length === 0) streamsByUser.delete(userId);
          const left = (streamsByIp.get(ip) ?? 1) - 1;
          if (left > 0) streamsByIp.set(ip, left);
          else streamsByIp.delete(ip);
        },
      };
      streamsByUser.set(userId, [...(streamsByUser.get(userId) ?? []), stream]);
      streamsByIp.set(ip, (streamsByIp.get(ip) ?? 0) + 1);
      return stream.release;
    },
    trackStream,
    closeAll() {
      for (const end of [...streams]) end();
      streams.clear();
      streamsByUser.clear();
      streamsByIp.clear();
      listeners.clear();
      tickets.clear();
      pendingByUser.clear();
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

export const notificationHubPlugin = fp(
  async (app) => {
    const { streamsPerUser, streamsPerIp } = app.settings.rateLimits;
    const hub = createNotificationHub(Date.now, { streamsPerUser, streamsPerIp });
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
  },
  { name: 'vigia-notification-hub' },
);

type FastifyNotify = FastifyInstance['notify'];
