import type es from '../es/notifications';
import type { Shape } from '../shape';

export default {
  title: 'Notifications',
  listLabel: 'Your notifications',
  unreadSummary: '{{count}} unread',
  markRead: 'Mark as read',
  markReadItem: 'Mark as read: {{message}}',
  markAllRead: 'Mark all as read',
  allRead: 'All notifications were marked as read',
  unread: 'Unread',
  read: 'Read',
  openEvent: 'View event {{id}}',
  empty: 'You have no notifications',
  loadError: 'The notifications could not be loaded',
  actionFailed: 'The notification could not be updated',
  badge: 'Notifications',
  badgeUnread: 'Notifications, {{count}} unread',
  toastTitle: 'New notification',
  queueArrival: 'New event #{{id}}: {{category}}, km {{km}}',
  types: {
    EVENT_CREATED: 'New event',
    EVENT_ASSIGNED: 'Event assigned',
    STATUS_CHANGED: 'Status changed',
    EVENT_CLOSED: 'Event closed',
    COMMENT_ADDED: 'New comment',
    SLA_BREACHED: 'Target missed',
    OTHER: 'Notice',
  },
} satisfies Shape<typeof es>;
