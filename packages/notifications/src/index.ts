// This package's Spanish texts come with its code, not in every page's first load (decision 015):
// index.ts is marked as having side effects so that this runs whenever the package is imported.
import { addTexts } from '@vigia/i18n';
import texts from '@vigia/i18n/locales/es/notifications';

addTexts('notifications', texts);

export { NotificationsScreen } from './notifications-screen';
export { NotificationBell, type NotificationBellProps } from './notification-bell';
export { connectNotifications, POLL_MS, RETRY_MS, type LiveOptions } from './live-connection';
export { announceNotificationsChanged, NOTIFICATIONS_CHANGED, NOTIFICATION_ARRIVED } from './sync';
export { notificationsArea } from './roles';
export { CriticalAlerts } from './critical-alerts-host';
export { useCriticalAlertCount } from './critical-alerts';
