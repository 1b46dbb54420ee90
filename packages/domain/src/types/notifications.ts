// Notifications: the list, the unread badge and the live stream.

/** Kinds of notification the server creates (who gets which: packages/api-server/README.md). */
export const NOTIFICATION_TYPES = [
  'EVENT_CREATED',
  'EVENT_ASSIGNED',
  'STATUS_CHANGED',
  'EVENT_CLOSED',
  'COMMENT_ADDED',
  'SLA_BREACHED',
  // Issue 39: a CRITICAL or MAJOR event's notice to the Inspección Fiscal is overdue.
  'INSPECTOR_NOTICE_DUE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
