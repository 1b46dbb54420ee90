// An incident's lifecycle (issue 26): its timeline, the times derived from it, and its links to
// other events (a duplicate merged into a master, a secondary incident of a primary one).
import type { MilestoneCode } from '../constants';

/** One recorded milestone; `corrected` when it was recorded later with a past time (and a reason). */
export interface Milestone {
  code: MilestoneCode;
  at: string;
  corrected: boolean;
}

/** The lifecycle part of an event's JSON. Minutes count from T1 (creation); null until reached. */
export interface TicketLifecycle {
  milestones: Milestone[];
  /** T1 → T4 (on scene). */
  responseMinutes: number | null;
  /** T1 → T5 (all lanes open). */
  roadwayClearanceMinutes: number | null;
  /** T1 → T6 (cleared). */
  incidentClearanceMinutes: number | null;
  /** The master event this one was merged into as a duplicate. */
  duplicateOf: number | null;
  /** The duplicates merged into this one. */
  duplicates: number[];
  /** The primary incident this one is secondary to (a crash in the queue of another). */
  primaryId: number | null;
  secondaryIds: number[];
}

/** POST /api/ticket/{id}/milestone. */
export interface MilestoneInput {
  code: MilestoneCode;
  /** ISO date-time; default now. More than a minute in the past needs `reason`. */
  at?: string | null;
  reason?: string | null;
  /** Required with CLEARED (it closes the event): an active closing reason's code. */
  closeReason?: string | null;
}

/** POST /api/ticket/{id}/merge: the duplicate is closed as DUPLICADO and linked to `into`. */
export interface MergeInput {
  into: number;
}

/** POST /api/ticket/{id}/link: this event is secondary to `primary` (null unlinks). */
export interface LinkInput {
  primary: number | null;
}

/** GET /api/ticket/{id}/history's X-History-Chain header: whether the history's hash chain verifies. */
export type HistoryChainState = 'VERIFIED' | 'BROKEN';
