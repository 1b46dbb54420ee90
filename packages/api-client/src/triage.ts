// Issue 23: the control room's queue and saved views, triage, reopening, and the lists ADMIN keeps
// (closing reasons, targets per severity, severity per classification, response templates).
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  type CloseReason,
  type CloseReasonInput,
  type Paged,
  type PlaceFilter,
  type QueueCounts,
  type QueueQuery,
  type ResponseTemplate,
  type ResponseTemplateInput,
  type Severity,
  type SeverityRule,
  type SlaTarget,
  type SlaTargetInput,
  type Ticket,
  type TriageInput,
} from '@vigia/domain';
import { call } from '@vigia/api-client/core';
import { ifMatch } from './if-match';

/** The queue's narrowing as search params (ky leaves the undefined ones out). */
const placeParams = (q: PlaceFilter = {}) => ({ kmFrom: q.kmFrom, kmTo: q.kmTo, commune: q.commune, categoria: q.categoria });

/** Open events of one saved view, most severe first, then the newest; narrowed by place and category. */
export function listQueue(q: QueueQuery): Promise<Paged<Ticket>> {
  return call('get', '/api/ticket/queue', {
    searchParams: { view: q.view, page: q.page ?? DEFAULT_PAGE, size: q.size ?? DEFAULT_PAGE_SIZE, ...placeParams(q) },
  });
}

/** How many events each view holds, narrowed like the queue. */
export function getQueueCounts(place?: PlaceFilter): Promise<QueueCounts> {
  return call('get', '/api/ticket/queue/counts', { searchParams: placeParams(place) });
}

export function triageTicket(id: number, input: TriageInput, version?: number): Promise<Ticket> {
  return call('put', `/api/ticket/${id}/triage`, { json: input, headers: ifMatch(version) });
}

export function reopenTicket(id: number, reason: string, version?: number): Promise<Ticket> {
  return call('post', `/api/ticket/${id}/reopen`, { json: { reason }, headers: ifMatch(version) });
}

export function listCloseReasons(): Promise<CloseReason[]> {
  return call('get', '/api/close-reason');
}

export function createCloseReason(input: CloseReasonInput): Promise<CloseReason> {
  return call('post', '/api/close-reason', { json: input });
}

export function updateCloseReason(code: string, input: CloseReasonInput): Promise<CloseReason> {
  return call('put', `/api/close-reason/${encodeURIComponent(code)}`, { json: input });
}

export function listSlaTargets(): Promise<SlaTarget[]> {
  return call('get', '/api/sla-target');
}

export function updateSlaTarget(severity: Severity, input: SlaTargetInput): Promise<SlaTarget> {
  return call('put', `/api/sla-target/${severity}`, { json: input });
}

export function listSeverityRules(): Promise<SeverityRule[]> {
  return call('get', '/api/severity-rule');
}

export function updateSeverityRule(classificationId: number, severity: Severity): Promise<SeverityRule> {
  return call('put', `/api/severity-rule/${classificationId}`, { json: { severity } });
}

export function listResponseTemplates(): Promise<ResponseTemplate[]> {
  return call('get', '/api/response-template');
}

export function createResponseTemplate(input: ResponseTemplateInput): Promise<ResponseTemplate> {
  return call('post', '/api/response-template', { json: input });
}

export function updateResponseTemplate(id: number, input: ResponseTemplateInput): Promise<ResponseTemplate> {
  return call('put', `/api/response-template/${id}`, { json: input });
}

export function deleteResponseTemplate(id: number): Promise<void> {
  return call('delete', `/api/response-template/${id}`);
}
