import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type Notification, type PageQuery, type Paged } from '@vigia/domain';
import { call } from '@vigia/api-client/core';

export function listNotifications(profileId: string, q: PageQuery = {}): Promise<Paged<Notification>> {
  return call('get', `/api/notification/profile/${encodeURIComponent(profileId)}`, {
    searchParams: { page: q.page ?? DEFAULT_PAGE, size: q.size ?? DEFAULT_PAGE_SIZE },
  });
}

export function markNotificationRead(id: number): Promise<Notification> {
  return call('post', `/api/notification/${id}/read`);
}
