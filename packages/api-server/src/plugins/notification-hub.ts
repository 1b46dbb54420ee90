// Live notifications. Every stored notification is announced by the database on the channel
// `vigia_notifications` in its own transaction (a trigger, migration 0004), and each instance
// LISTENs and feeds the hub, which pushes to its own open SSE streams (routes/notification-stream.ts).
// So a notification written by any instance reaches a stream on any other, once: each
// subscription skips ids it has already had, which also makes the catch-up after a lost
// listening connection safe to overlap with what did arrive. A stream also starts knowing the ids
// its user already had when it opened (`streamOpening`): the catch-up reads back to before the
// loss, and must not send a client what it counted, or got on the stream it reconnects from.
//
// Stream tickets are in the database (repositories/stream-tickets.ts), redeemable on any instance.
//
// Caps (issue 21: one account held 500 streams open), per instance, since they count open
// connections and a load balancer spreads them:
// - open streams per user: the user's OLDEST stream is closed to admit the new one. A person with
//   one tab too many wants the tab in front of them live; the oldest is the likeliest forgotten,
//   and the bell falls back to polling. The closed stream gets `event: closed` first.
// - open streams per IP: the NEWEST is refused (429). Which of an address's streams are legitimate
//   is unknown, so closing others' would let one address knock its neighbours off.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Notification, NotificationType } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { executeRows } from '../repositories/execute-rows.ts';
import {
  notify as storeNotifications,
  notificationsByIds,
  notificationsSince,
  type StoredNotification,
} from '../repositories/notifications.ts';
import fp from 'fastify-plugin';

export const NOTIFICATION_CHANNEL = 'vigia_notifications';
/** Ended sessions, announced by a trigger on sessions (migration 0007). */
export const SESSION_CHANNEL = 'vigia_sessions';
/** Ids a subscription remembers to skip a notification it already had (catch-up overlaps). */
const SEEN_PER_SUBSCRIPTION = 500;
/** How far back the catch-up after a lost listening connection looks, before the loss. */
const RESYNC_MARGIN_MS = 10_000;
/**
 * How far back a new stream remembers its user's ids: the catch-up's margin, plus the moments a
 * lost listening connection takes to come back (2 s at most between tries) and clock skew.
 */
const KNOWN_AT_OPEN_MS = 60_000;

export interface StreamLimits {
  streamsPerUser: number;
  streamsPerIp: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  streamsPerUser: 5,
  streamsPerIp: 20,
};

/** Why the hub ends a stream: its user opened one too many, or the app is closing. */
export type StreamEndReason = 'too-many-streams' | 'session-ended' | 'shutdown';

export type NotificationListener = (notification: Notification) => void;

export interface NotificationHub {
  /** Listen to one profile's new notifications, each id once; returns the unsubscribe function. */
  subscribe(profileId: string, listener: NotificationListener): () => void;
  publish(profileId: string, notification: Notification): void;
  /** Open listeners (of one profile, or all). */
  listenerCount(profileId?: string): number;
  /** Profiles with at least one listener. */
  profiles(): string[];
  /**
   * Admits a user's stream from an address: null when the address is at its cap; otherwise the
   * user's oldest streams over their cap are ended, and the answer releases the new one's slot.
   */
  openStream(userId: string, sessionId: string, ip: string, end: (reason: StreamEndReason) => void): (() => void) | null;
  /** Ends the streams opened in this session (signed out, or the account changed). */
  endSession(sessionId: string): void;
  /** Streams register how to end themselves, so closing the app ends them (no hanging shutdown). */
  trackStream(end: () => void): () => void;
  closeAll(): void;
}

export interface OnceListener extends NotificationListener {
  /** Ids to skip from now on, as if already given (what the client has from elsewhere). */
  had(ids: Iterable<number>): void;
}

/** The listener, skipping any notification id it has already been given. */
export function onceEach(deliver: NotificationListener): OnceListener {
  const seen = new Set<number>();
  const remember = (id: number) => {
    seen.add(id);
    if (seen.size > SEEN_PER_SUBSCRIPTION) seen.delete(seen.values().next().value!);
  };
  const listener = (notification: Notification) => {
    if (seen.has(notification.id)) return;
    remember(notification.id);
    deliver(notification);
  };
  return Object.assign(listener, { had: (ids: Iterable<number>) => [...ids].forEach(remember) });
}

/**
 * What a stream opening now starts from, in one snapshot (one statement): the user's unread count
 * and the ids of their recent notifications, which the client has (counted, or got on an earlier
 * stream) and a later catch-up could read again. One committed after it is neither: it is new.
 */
export async function streamOpening(db: Db, profileId: string): Promise<{ unread: number; known: number[] }> {
  const result = await executeRows<{ unread: number; known: number[] | string }>(
    db,
    sql`
    select
      (select count(*)::int from notifications where profile_id = ${profileId}::uuid and not read) as unread,
      (select coalesce(json_agg(k.id), '[]'::json) from (
        select id from notifications
        where profile_id = ${profileId}::uuid and created_at >= now() - make_interval(secs => ${KNOWN_AT_OPEN_MS / 1000})
        order by id desc limit ${SEEN_PER_SUBSCRIPTION}) k) as known`,
  );
  const row = result.rows[0]!;
  // json comes back as text on some drivers: JSON.parse answers `any`, the select says the ids.
  const known: number[] = typeof row.known === 'string' ? JSON.parse(row.known) : row.known;
  return { unread: Number(row.unread), known };
}

interface OpenStream {
  ip: string;
  sessionId: string;
  end: (reason: StreamEndReason) => void;
  release: () => void;
}

export function createNotificationHub(caps: Partial<StreamLimits> = {}): NotificationHub {
  // A cap below 1 would refuse every stream or loop forever evicting.
  const limits = { ...DEFAULT_STREAM_LIMITS, ...caps };
  // Object.keys answers string[]; limits has exactly StreamLimits' keys.
  for (const key of Object.keys(limits) as (keyof StreamLimits)[]) limits[key] = Math.max(1, Math.floor(limits[key]));
  const listeners = new Map<string, Set<NotificationListener>>();
  const streams = new Set<() => void>();
  const streamsByUser = new Map<string, OpenStream[]>(); // oldest first
  const streamsByIp = new Map<string, number>();

  const trackStream = (end: () => void) => {
    streams.add(end);
    return () => void streams.delete(end);
  };

  return {
    subscribe(profileId, deliver) {
      const listener = onceEach(deliver);
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
    profiles() {
      return [...listeners.keys()];
    },
    openStream(userId, sessionId, ip, end) {
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
        sessionId,
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
    endSession(sessionId) {
      for (const list of [...streamsByUser.values()]) {
        for (const stream of list.filter((s) => s.sessionId === sessionId)) {
          stream.end('session-ended');
          stream.release();
        }
      }
    },
    trackStream,
    closeAll() {
      for (const end of [...streams]) end();
      streams.clear();
      streamsByUser.clear();
      streamsByIp.clear();
      listeners.clear();
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
    const hub = createNotificationHub({ streamsPerUser, streamsPerIp });
    app.decorate('notificationHub', hub);
    // Storing is all: the database announces each row on commit, and the feed below delivers it.
    app.decorate('notify', async function notify(recipients, type, ticketId, message, actorId) {
      return storeNotifications(app.db, recipients, type, ticketId, message, actorId);
    } satisfies FastifyNotify);

    const deliver = (rows: StoredNotification[]) => {
      for (const { profileId, ...notification } of rows) hub.publish(profileId, notification);
    };
    // Announcements carry `id:profileId`; rows are read (in one query per burst) only for profiles
    // with a stream on this instance.
    let wanted: number[] = [];
    const fetchWanted = () => {
      const ids = wanted;
      wanted = [];
      notificationsByIds(app.db, ids).then(deliver, (error: unknown) => app.log.error({ err: error }, 'notification feed: read failed'));
    };
    const stopListening = await app.database.listen(NOTIFICATION_CHANNEL, {
      onMessage(payload) {
        const [id, profileId] = payload.split(':');
        if (!id || !profileId || hub.listenerCount(profileId) === 0) return;
        if (wanted.length === 0) setImmediate(fetchWanted);
        wanted.push(Number(id));
      },
      onResync(lostAt) {
        // What was announced while the connection was down is lost: read the rows of the profiles
        // streaming here since a little before the loss; subscriptions skip what they already had.
        const since = new Date(lostAt.getTime() - RESYNC_MARGIN_MS);
        const profiles = hub.profiles();
        if (profiles.length === 0) return;
        notificationsSince(app.db, profiles, since).then(deliver, (error: unknown) =>
          app.log.error({ err: error }, 'notification feed: catch-up failed'),
        );
      },
    });
    // A session that ends (logout, new password, disabled account…) closes its streams on every
    // instance. A stream whose session ended while this connection was down is found when it asks
    // again: redeeming a ticket checks the session.
    const stopSessions = await app.database.listen(SESSION_CHANNEL, { onMessage: (sessionId) => hub.endSession(sessionId) });
    // preClose runs before the server stops accepting/awaiting connections: open streams end here.
    app.addHook('preClose', async () => {
      hub.closeAll();
    });
    app.addHook('onClose', async () => {
      await Promise.all([stopListening().catch(() => undefined), stopSessions().catch(() => undefined)]);
    });
  },
  { name: 'vigia-notification-hub' },
);

type FastifyNotify = FastifyInstance['notify'];
