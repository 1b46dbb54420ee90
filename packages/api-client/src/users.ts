import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  type PageQuery,
  type Paged,
  type UserProfile,
  type UserProfileInput,
  type UserProfileUpdate,
} from '@vigia/domain';
import { call } from '@vigia/api-client/core';

export function listUsers(q: PageQuery & { q?: string } = {}): Promise<Paged<UserProfile>> {
  return call('get', '/api/user/list', {
    searchParams: { page: q.page ?? DEFAULT_PAGE, size: q.size ?? DEFAULT_PAGE_SIZE, q: q.q },
  });
}

export function createUser(input: UserProfileInput): Promise<UserProfile> {
  return call('post', '/api/profile/new', { json: input });
}

export function updateUser(input: UserProfileUpdate): Promise<UserProfile> {
  return call('post', '/api/profile/update', { json: input });
}

export function deleteUser(id: string): Promise<void> {
  return call('post', `/api/profile/delete/${encodeURIComponent(id)}`);
}

export function disableUser(id: string, enabled = false): Promise<UserProfile> {
  return call('post', `/api/profile/disable/${encodeURIComponent(id)}`, { json: { enabled } });
}
