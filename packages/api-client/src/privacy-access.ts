// Issue 40, need to know: reveal an event's reporter data with a reason (never cached: the values
// live only in the screen that asked) and the administrator's access log. Query options beside
// them: @vigia/api-client/query (privacy-access-options.ts).
import type { Paged, PersonalDataAccessEntry, RevealedPersonalData } from '@vigia/domain';
import { call } from '@vigia/api-client/core';

export function revealPersonalData(ticketId: number, reason: string): Promise<RevealedPersonalData> {
  return call('post', `/api/ticket/${ticketId}/reveal`, { json: { reason } });
}

export interface AccessLogQuery {
  ticketId?: number;
  userId?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  page?: number;
  size?: number;
}

export function listAccessLog(q: AccessLogQuery = {}): Promise<Paged<PersonalDataAccessEntry>> {
  return call('get', '/api/privacy/access-log', {
    searchParams: { ticketId: q.ticketId, userId: q.userId, from: q.from, to: q.to, page: q.page, size: q.size },
  });
}
