// Service standards, compliance and the Inspección Fiscal's observations (issue 40 items 1–2).
import type { Severity } from '../constants';

/** The times a standard limits, each measured from the report (T1). */
export const STANDARD_TIMES = ['ON_SCENE', 'LANES_OPEN', 'CLEARED', 'INSPECTOR_NOTICE'] as const;
export type StandardTime = (typeof STANDARD_TIMES)[number];

/** OPEN → ANSWERED (the concession replies) → RESOLVED (the inspector); OPEN → RESOLVED too. */
export const OBSERVATION_STATES = ['OPEN', 'ANSWERED', 'RESOLVED'] as const;
export type ObservationState = (typeof OBSERVATION_STATES)[number];

export const OBSERVATION_OUTCOMES = ['UPHELD', 'DISMISSED'] as const;
export type ObservationOutcome = (typeof OBSERVATION_OUTCOMES)[number];

/** POST /api/standards; a null limit: that time is not measured by this standard. */
export interface ServiceStandardInput {
  severity: Severity;
  classificationId: number | null;
  onSceneMinutes: number | null;
  lanesOpenMinutes: number | null;
  clearedMinutes: number | null;
  inspectorNoticeMinutes: number | null;
  /** 'YYYY-MM-DD', Chilean calendar; today or later. */
  effectiveFrom: string;
}

export interface ObservationInput {
  ticketId: number;
  text: string;
  standardId: number | null;
  proposedUtm: number | null;
}

export interface ObservationReplyInput {
  text: string;
  /** Files already attached to the event (POST /api/ticket/{id}/attachment) that the answer cites. */
  attachmentIds?: number[];
  version?: number;
}

export interface ObservationResolveInput {
  outcome: ObservationOutcome;
  reason: string;
  /** The version the inspector read (or If-Match): a reply since then gets 412. */
  version?: number;
}
