// The badge lives in the shell's header and the notifications screen in a remote (separate
// bundles): they keep in step through window events.
import type { Notification } from '@vigia/domain';

export const NOTIFICATIONS_CHANGED = 'vigia:notifications-changed';
export const NOTIFICATION_ARRIVED = 'vigia:notification-arrived';

/** After marking read: the badge re-reads the unread count. */
export function announceNotificationsChanged(): void {
  window.dispatchEvent(new CustomEvent(NOTIFICATIONS_CHANGED));
}

export function announceNotificationArrived(notification: Notification): void {
  window.dispatchEvent(new CustomEvent<Notification>(NOTIFICATION_ARRIVED, { detail: notification }));
}

export function onWindowEvent<T = unknown>(name: string, listener: (detail: T) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
