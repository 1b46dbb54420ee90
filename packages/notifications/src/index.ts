export { NotificationsScreen } from './notifications-screen';
export { NotificationBell, type NotificationBellProps } from './notification-bell';
export { connectNotifications, POLL_MS, RETRY_MS, type LiveOptions } from './live-connection';
export { announceNotificationsChanged, NOTIFICATIONS_CHANGED, NOTIFICATION_ARRIVED } from './sync';
export { notificationsArea } from './roles';
