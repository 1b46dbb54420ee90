// Notifications: the list, the unread badge and the live stream.

export interface Notification {
  id: number;
  type: string;
  ticketId: number | null;
  message: string;
  read: boolean;
  createdAt: string;
}

/** Kinds of notification the server creates (who gets which: packages/api-server/README.md). */
export const NOTIFICATION_TYPES = [
  'EVENT_CREATED',
  'EVENT_ASSIGNED',
  'STATUS_CHANGED',
  'EVENT_CLOSED',
  'COMMENT_ADDED',
  'SLA_BREACHED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** GET /api/notification/unread */
export interface UnreadCount {
  count: number;
}

/** POST /api/notification/stream/ticket: a single-use ticket for the SSE stream (EventSource sends no headers). */
export interface StreamTicket {
  ticket: string;
  expiresIn: number;
}
