// One rule for an event's status and lanes (issue 37 item 3): the server applies it on every write
// that changes what it reads (taking and assigning, milestones, triage lanes, closing, reopening) and
// stores the result, which every screen, feed and report reads. So no screen derives them again.
//
// - Status: closed (closing, or T6 CLEARED) → CERRADO; reopened → EN_PROCESO; otherwise taken or
//   assigned, or T3 DISPATCHED, T4 ON_SCENE or T5 LANES_OPEN recorded → EN_PROCESO. T2 VERIFIED alone
//   leaves it ABIERTO (verified, nobody on it yet). Never back to ABIERTO: releasing an event, once
//   worked, keeps EN_PROCESO (its T3 stays recorded).
// - Lanes: T5 → all open in both directions; closing → all open (nothing on the road is left to the
//   control room); reopening keeps them as they are (open: the event was closed). Lanes recorded by
//   the control room AFTER T5 (a new blockage at the same place) count again: the later record wins.
//   "After" is the order of recording, not the milestone's `at` (a T5 backdated to 14:05 and entered
//   at 14:20 still opens lanes recorded at 14:10: the control room learned it last).
import { CLOSED_STATUS, INITIAL_STATUS, type MilestoneCode } from './constants';
import type { LanesBlocked } from './types/answers';

/** The working status (issue 37): taken, dispatched, on scene. */
export const WORKING_STATUS = 'EN_PROCESO';
export const LANES_OPEN: LanesBlocked = { NORTH: 'NONE', SOUTH: 'NONE' };

/** What the rule decides, stored on the event. */
export interface EventState {
  statusCode: string;
  lanesBlocked: LanesBlocked;
}

/** The event as it is before a change: its stored state, whether someone has it, its milestones. */
export interface EventFacts extends EventState {
  assignedToId: string | null;
  milestones: readonly MilestoneCode[];
}

/** A write that changes what the rule reads. */
export type EventChange =
  | { kind: 'milestone'; code: MilestoneCode }
  | { kind: 'assignee'; assignedToId: string | null }
  | { kind: 'lanes'; lanesBlocked: Partial<LanesBlocked> }
  | { kind: 'close' }
  | { kind: 'reopen' };

/** Milestones that mean someone works on the event (T3 and later; T6 closes instead). */
const WORKING_MILESTONES: readonly MilestoneCode[] = ['DISPATCHED', 'ON_SCENE', 'LANES_OPEN'];

/** The status of an open event from its facts: worked (taken, T3, T4, T5) or as it was. */
function openStatus(facts: Pick<EventFacts, 'statusCode' | 'assignedToId' | 'milestones'>): string {
  if (facts.statusCode !== INITIAL_STATUS && facts.statusCode !== CLOSED_STATUS) return facts.statusCode;
  const worked = facts.assignedToId !== null || facts.milestones.some((code) => WORKING_MILESTONES.includes(code));
  return worked ? WORKING_STATUS : INITIAL_STATUS;
}

/**
 * Whether the status field may set `to` by hand on an event now in `from`: only forward (Abierto →
 * En proceso). Closing and reopening are their own actions; a worked event never goes back to
 * Abierto (the rule above would put it back at the next write anyway).
 */
export function mayChooseStatus(from: string, to: string): boolean {
  return to === from || to !== INITIAL_STATUS;
}

/** The event's status and lanes after `change` (pure: the server stores what it answers). */
export function nextEventState(before: EventFacts, change: EventChange): EventState {
  if (change.kind === 'close' || (change.kind === 'milestone' && change.code === 'CLEARED')) {
    return { statusCode: CLOSED_STATUS, lanesBlocked: LANES_OPEN };
  }
  if (change.kind === 'reopen') return { statusCode: WORKING_STATUS, lanesBlocked: before.lanesBlocked };
  // A closed event changes only by reopening (the policy refuses the rest): as it is.
  if (before.statusCode === CLOSED_STATUS) return { statusCode: before.statusCode, lanesBlocked: before.lanesBlocked };
  const after: EventFacts = { ...before };
  if (change.kind === 'milestone') after.milestones = [...before.milestones, change.code];
  if (change.kind === 'assignee') after.assignedToId = change.assignedToId;
  const lanesBlocked =
    change.kind === 'lanes'
      ? { ...before.lanesBlocked, ...change.lanesBlocked }
      : change.kind === 'milestone' && change.code === 'LANES_OPEN'
        ? LANES_OPEN
        : before.lanesBlocked;
  return { statusCode: openStatus(after), lanesBlocked };
}

/** The facts after a change: the state it gives, and what it recorded (for replaying several). */
export function applyEventChange(before: EventFacts, change: EventChange): EventFacts {
  const state = nextEventState(before, change);
  return {
    ...state,
    assignedToId: change.kind === 'assignee' ? change.assignedToId : before.assignedToId,
    milestones:
      change.kind === 'milestone'
        ? [...before.milestones, change.code]
        : change.kind === 'reopen'
          ? before.milestones.filter((code) => code !== 'CLEARED')
          : before.milestones,
  };
}

/** Which of status and lanes a change altered, as history changes (`{ field: [old, new] }`). */
export function eventStateChanges(before: EventState, after: EventState): Record<string, [string, string]> {
  const changes: Record<string, [string, string]> = {};
  if (before.statusCode !== after.statusCode) changes['statusCode'] = [before.statusCode, after.statusCode];
  if (before.lanesBlocked.NORTH !== after.lanesBlocked.NORTH) changes['lanesNorth'] = [before.lanesBlocked.NORTH, after.lanesBlocked.NORTH];
  if (before.lanesBlocked.SOUTH !== after.lanesBlocked.SOUTH) changes['lanesSouth'] = [before.lanesBlocked.SOUTH, after.lanesBlocked.SOUTH];
  return changes;
}
