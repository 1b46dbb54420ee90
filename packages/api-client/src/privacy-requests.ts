// Issue 40 item 4, the reporter's rights: their data's download and their requests (number +
// follow-up token; a 404 is the page's own answer), and ADMIN's list and resolution. Query options
// beside them: @vigia/api-client/query (privacy-request-options.ts).
import type {
  PersonalDataExport,
  PrivacyRequest,
  PrivacyRequestKind,
  PrivacyRequestOutcome,
  PrivacyRequestReceipt,
  PrivacyRequestState,
} from '@vigia/domain';
import { call } from '@vigia/api-client/core';

const asReporter = { anonymous: true, authAttempt: true, quietNotFound: true } as const;

/** POST /api/privacy/export: everything held about the reporter of that event. */
export function exportPersonalData(id: number, token: string): Promise<PersonalDataExport> {
  return call('post', '/api/privacy/export', { json: { id, token }, ...asReporter });
}

/** POST /api/privacy/requests: 202 with the request's number and legal deadline. */
export function requestPrivacy(id: number, token: string, kind: PrivacyRequestKind, text?: string): Promise<PrivacyRequestReceipt> {
  return call('post', '/api/privacy/requests', { json: { id, token, kind, ...(text ? { text } : {}) }, ...asReporter });
}

export function listPrivacyRequests(state?: PrivacyRequestState): Promise<PrivacyRequest[]> {
  return call('get', '/api/privacy/requests', { searchParams: { state } });
}

export function resolvePrivacyRequest(id: number, outcome: PrivacyRequestOutcome, reason: string): Promise<PrivacyRequest> {
  return call('post', `/api/privacy/requests/${id}/resolve`, { json: { outcome, reason } });
}
