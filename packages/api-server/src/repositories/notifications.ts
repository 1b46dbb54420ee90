import { and, asc, desc, eq, gt, gte, inArray, type SQL } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type Notification, type NotificationType, type Paged } from '@vigia/domain';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { pageOf, paged, type PageRequest } from '../lib/paging.ts';

export { NOTIFICATION_TYPES, type NotificationType };

const selection = {
  id: notifications.id,
  profileId: notifications.profileId,
  type: notifications.type,
  ticketId: notifications.ticketId,
  message: notifications.message,
  read: notifications.read,
  createdAt: notifications.createdAt,
};

export interface StoredNotification extends Notification {
  profileId: string;
}

/**
 * One notification per distinct recipient; the actor never notifies themself. Returns the stored
 * rows so the caller can push them to live streams (use `app.notify`, which does both).
 */
export async function notify(
  db: Db,
  recipients: (string | null | undefined)[],
  type: NotificationType,
  ticketId: number,
  message: string,
  actorId: string | null,
): Promise<StoredNotification[]> {
  const ids = [...new Set(recipients.filter((r): r is string => Boolean(r) && r !== actorId))];
  if (ids.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(ids.map((profileId) => ({ profileId, type, ticketId, message })))
    .returning(selection);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const fromRow = <R extends { createdAt: Date }>(r: R): Omit<R, 'createdAt'> & { createdAt: string } => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** The stored rows of these ids (the live feed reads what the database announced). */
export async function notificationsByIds(db: Db, ids: number[]): Promise<StoredNotification[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(selection).from(notifications).where(inArray(notifications.id, ids)).orderBy(asc(notifications.id));
  return rows.map(fromRow);
}

/** Notifications matching `where`, by id in `order`, at most `limit`. */
async function storedNotifications(db: Db, where: SQL | undefined, order: typeof asc, limit: number): Promise<StoredNotification[]> {
  const rows = await db.select(selection).from(notifications).where(where).orderBy(order(notifications.id)).limit(limit);
  return rows.map(fromRow);
}

/** These profiles' notifications created since a moment (catch-up after a lost feed), oldest first. */
export async function notificationsSince(db: Db, profileIds: string[], since: Date, limit = 1000): Promise<StoredNotification[]> {
  if (profileIds.length === 0) return [];
  return storedNotifications(db, and(inArray(notifications.profileId, profileIds), gte(notifications.createdAt, since)), asc, limit);
}

/** The latest `limit` of one profile's notifications after an id (a reconnecting stream's), oldest first. */
export async function notificationsAfter(db: Db, profileId: string, afterId: number, limit: number): Promise<StoredNotification[]> {
  const latest = await storedNotifications(db, and(eq(notifications.profileId, profileId), gt(notifications.id, afterId)), desc, limit);
  return latest.reverse();
}

export async function countUnread(db: Db, profileId: string): Promise<number> {
  return db.$count(notifications, and(eq(notifications.profileId, profileId), eq(notifications.read, false)));
}

/** Marks every unread notification of the profile read; returns how many changed. */
export async function markAllRead(db: Db, profileId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.profileId, profileId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function listNotifications(db: Db, profileId: string, request: PageRequest): Promise<Paged<Notification>> {
  const where = eq(notifications.profileId, profileId);
  const { profileId: _profileId, ...listed } = selection;
  const [rows, total] = await Promise.all([
    pageOf(db.select(listed).from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)), request),
    db.$count(notifications, where),
  ]);
  return paged(rows.map(fromRow), request, total);
}

/** Marks one of the profile's notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: Db, profileId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.profileId, profileId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
