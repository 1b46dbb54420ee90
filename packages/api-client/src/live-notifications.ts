import type { StreamTicket, UnreadCount } from '@vigia/domain';
import { apiUrl, call, whenApiConfigured } from './http';

export const NOTIFICATION_STREAM_PATH = '/api/notification/stream';

export function getUnreadCount(): Promise<UnreadCount> {
  return call('get', '/api/notification/unread');
}

export function markAllNotificationsRead(): Promise<UnreadCount> {
  return call('post', '/api/notification/read-all');
}

/** A single-use, 60 s ticket to open the stream (EventSource cannot send the bearer header). */
export function getNotificationStreamTicket(): Promise<StreamTicket> {
  return call('post', `${NOTIFICATION_STREAM_PATH}/ticket`);
}

/** Absolute URL of the SSE stream for a fresh ticket; `lastEventId`: the last notification had (replays what came after). */
export async function notificationStreamUrl(lastEventId?: number): Promise<string> {
  await whenApiConfigured();
  const { ticket } = await getNotificationStreamTicket();
  const since = lastEventId === undefined ? '' : `&lastEventId=${lastEventId}`;
  return apiUrl(`${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}${since}`);
}
