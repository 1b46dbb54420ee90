// The control room's triage (issue 23): severity and lanes, targets per severity, closing reasons,
// the saved views and the response templates ADMIN keeps.
import type { Static } from '@sinclair/typebox';
import type { QueueView, Severity } from '../constants';
import type { PlaceFilter } from '../shapes/list-filters';
import type { LanesBlockedShape } from '../shapes/tickets';
import type { CloseReasonShape, QueueCountsShape, ResponseTemplateShape, SeverityRuleShape, SlaTargetShape } from '../shapes/triage';

export type { PlaceFilter, SearchFilter } from '../shapes/list-filters';

/** Lanes blocked per direction of the carriageway. */
export type LanesBlocked = Static<typeof LanesBlockedShape>;

/** PUT /api/ticket/{id}/triage: what staff change without opening the event form. */
export interface TriageInput {
  severity?: Severity;
  lanesBlocked?: Partial<LanesBlocked>;
}

/** POST /api/ticket/{id}/reopen (SUPERVISOR, ADMIN). */
export interface ReopenInput {
  reason: string;
}

/** GET /api/close-reason: the list ADMIN keeps; inactive ones stay on the events closed with them. */
export type CloseReason = Static<typeof CloseReasonShape>;

export interface CloseReasonInput {
  name: string;
  active?: boolean;
}

/** GET /api/sla-target: minutes from the report to being taken and to being closed, 24×7. */
export type SlaTarget = Static<typeof SlaTargetShape>;

export type SlaTargetInput = Omit<SlaTarget, 'severity'>;

/** GET /api/severity-rule: every classification with the severity its new events start with. */
export type SeverityRule = Static<typeof SeverityRuleShape>;

/** GET /api/response-template: text an operator inserts into a public comment. */
export type ResponseTemplate = Static<typeof ResponseTemplateShape>;

export type ResponseTemplateInput = Omit<ResponseTemplate, 'id'>;

/** GET /api/ticket/queue: a saved view's page, narrowed by place and category (issue 37 item 8). */
export interface QueueQuery extends PlaceFilter {
  view: QueueView;
  page?: number;
  size?: number;
}

/** GET /api/ticket/queue/counts: how many open events each saved view holds for the caller. */
export type QueueCounts = Static<typeof QueueCountsShape>;
