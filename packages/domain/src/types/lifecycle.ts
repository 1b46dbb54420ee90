// An incident's lifecycle (issue 26): its timeline, the times derived from it, and its links to
// other events (a duplicate merged into a master, a secondary incident of a primary one).
import type { MilestoneCode } from '../constants';

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
