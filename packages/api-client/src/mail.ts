import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type MailStatus, type OutboxPage, type PageQuery, type UserPreferences } from '@vigia/domain';
import { call } from '@vigia/api-client/core';

/** ADMIN: the mail outbox ("Correo saliente"), newest first. */
export function listOutbox(q: PageQuery & { status?: MailStatus } = {}): Promise<OutboxPage> {
  return call('get', '/api/mail/outbox', {
    searchParams: { page: q.page ?? DEFAULT_PAGE, size: q.size ?? DEFAULT_PAGE_SIZE, status: q.status },
  });
}

/** Staff: the signed-in user's mail preferences. */
export function getPreferences(): Promise<UserPreferences> {
  return call('get', '/api/user/me/preferences');
}

export function updatePreferences(preferences: UserPreferences): Promise<UserPreferences> {
  return call('put', '/api/user/me/preferences', { json: preferences });
}
