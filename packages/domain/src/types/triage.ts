// The control room's triage (issue 23): severity and lanes, targets per severity, closing reasons,
// the saved views and the response templates ADMIN keeps.
import type { QueueView, Severity } from '../constants';
import type { PlaceFilter } from '../shapes/list-filters';
import type { LanesBlocked, ResponseTemplate, SlaTarget } from './answers';

export type { PlaceFilter, SearchFilter } from '../shapes/list-filters';

/** PUT /api/ticket/{id}/triage: what staff change without opening the event form. */
export interface TriageInput {
  severity?: Severity;
  lanesBlocked?: Partial<LanesBlocked>;
}

/** POST /api/ticket/{id}/reopen (SUPERVISOR, ADMIN). */
export interface ReopenInput {
  reason: string;
}

export interface CloseReasonInput {
  name: string;
  active?: boolean;
}

export type SlaTargetInput = Omit<SlaTarget, 'severity'>;

export type ResponseTemplateInput = Omit<ResponseTemplate, 'id'>;

/** GET /api/ticket/queue: a saved view's page, narrowed by place and category (issue 37 item 8). */
export interface QueueQuery extends PlaceFilter {
  view: QueueView;
  page?: number;
  size?: number;
}
