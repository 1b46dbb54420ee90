// The event policy (issue 36): what one user may do to one event, decided once for the server
// (api-server access/ticket-policy.ts and services/) and the screens (events, event-form), so neither
// offers what the other refuses. The server's route table says who may call an endpoint at all; this
// says what they may do to this event. Contract: event-policy.test.ts (every role × state × action).
// Its own entry (`@vigia/domain/event-policy`): the shared index is loaded whole at first paint.
import { CLOSED_STATUS, COMMENT_VISIBILITIES, type CommentVisibility, type MilestoneCode } from './constants';
import { driverSentTo, mayBackdateMilestones, recordableMilestones } from './reader-rules';

/**
 * `allow`; `done`: nothing to do, it is so already (the API answers as if done, a screen offers
 * nothing); `hidden`: the user may not see the event (the API answers 404, so ids leak nothing);
 * `forbidden`: not this user (403); `conflict`: not in the event's state (409).
 */
export type Decision = 'allow' | 'done' | 'hidden' | 'forbidden' | 'conflict';

export interface PolicyUser {
  id: string;
  role: string;
}

/** The facts of an event the policy reads. */
export interface PolicyEvent {
  statusCode: string;
  createdById: string | null;
  assignedToId: string | null;
}

export const isManager = (user: Pick<PolicyUser, 'role'>) => user.role === 'SUPERVISOR' || user.role === 'ADMIN';
export const isClosed = (event: Pick<PolicyEvent, 'statusCode'>) => event.statusCode === CLOSED_STATUS;
/** Only an OPERATOR works an assigned event (SUPERVISOR and ADMIN assign, take nothing). */
export const mayBeAssignee = (user: Pick<PolicyUser, 'role'>) => user.role === 'OPERATOR';

/**
 * Open (read) the event, its comments, photos and history: a DRIVER their own reports; an OPERATOR
 * those assigned to them and every open one nobody has taken (the incoming queue); the rest all.
 */
export function mayOpen(user: PolicyUser, event: PolicyEvent): boolean {
  if (user.role === 'DRIVER') return event.createdById === user.id;
  if (user.role === 'OPERATOR') return event.assignedToId === user.id || (event.assignedToId === null && !isClosed(event));
  return true;
}

/** Comment on it or add photos: whoever opens it, but INSPECTOR (reads everything, writes nothing). */
export function decideWork(user: PolicyUser, event: PolicyEvent): Decision {
  if (!mayOpen(user, event)) return 'hidden';
  return user.role === 'INSPECTOR' ? 'forbidden' : 'allow';
}

/** Comment on it (either visibility): the work rule, in any state (a closed event still takes notes). */
export function decideComment(user: PolicyUser, event: PolicyEvent): Decision {
  return decideWork(user, event);
}

/** The visibilities a user may give a comment on this event: none, or both (INTERNAL unless made PUBLIC). */
export function commentVisibilities(user: PolicyUser, event: PolicyEvent): readonly CommentVisibility[] {
  return decideComment(user, event) === 'allow' ? COMMENT_VISIBILITIES : [];
}

/** Who works the event's reported data and status: an OPERATOR only once it is assigned to them. */
function editor(user: PolicyUser, event: PolicyEvent): Decision {
  const work = decideWork(user, event);
  if (work !== 'allow') return work;
  return user.role === 'OPERATOR' && event.assignedToId !== user.id ? 'forbidden' : 'allow';
}

/** Edit the reported data and move the status (the edit form): an open event; a closed one is reopened first. */
export function decideEdit(user: PolicyUser, event: PolicyEvent): Decision {
  const who = editor(user, event);
  if (who !== 'allow') return who;
  return isClosed(event) ? 'conflict' : 'allow';
}

/**
 * Save the event (PUT/PATCH /api/ticket/:id): edit's rule, but a manager may still save a closed
 * event's data (SPEC: PUT writes the whole row; two managers closing at once both get 200), never
 * its status (see decideStatus).
 */
export function decideSave(user: PolicyUser, event: PolicyEvent): Decision {
  const who = editor(user, event);
  if (who !== 'allow') return who;
  return isClosed(event) && !isManager(user) ? 'conflict' : 'allow';
}

/** Close the event: whoever may edit it (a DRIVER the one they reported). */
export function decideClose(user: PolicyUser, event: PolicyEvent): Decision {
  return decideEdit(user, event);
}

/** Set the status to `to`: closing is decideClose; a DRIVER only closes; a closed event is reopened first. */
export function decideStatus(user: PolicyUser, event: PolicyEvent, to: string): Decision {
  const save = decideSave(user, event);
  if (save !== 'allow' || to === event.statusCode) return save === 'allow' ? 'done' : save;
  if (isClosed(event)) return 'conflict';
  if (to === CLOSED_STATUS) return decideClose(user, event);
  return user.role === 'DRIVER' ? 'forbidden' : 'allow';
}

/** Work a closed event again (with a reason): SUPERVISOR and ADMIN. */
export function decideReopen(user: PolicyUser, event: PolicyEvent): Decision {
  if (!mayOpen(user, event)) return 'hidden';
  if (!isManager(user)) return 'forbidden';
  return isClosed(event) ? 'allow' : 'conflict';
}

/** Choose who works the event (PUT's assignedToId, POST /api/ticket/assign): SUPERVISOR and ADMIN, an open event. */
export function decideAssign(user: PolicyUser, event: PolicyEvent): Decision {
  if (!mayOpen(user, event)) return 'hidden';
  if (!isManager(user)) return 'forbidden';
  return isClosed(event) ? 'conflict' : 'allow';
}

/** An OPERATOR takes an open event nobody has (one taker wins: someone else's open one is a conflict). */
export function decideTake(user: PolicyUser, event: PolicyEvent): Decision {
  if (!mayBeAssignee(user)) return 'forbidden';
  const others = event.assignedToId !== null && event.assignedToId !== user.id;
  if (others) return isClosed(event) ? 'hidden' : 'conflict';
  if (isClosed(event)) return 'conflict';
  return event.assignedToId === user.id ? 'done' : 'allow';
}

/** An OPERATOR gives back an open event of theirs. */
export function decideRelease(user: PolicyUser, event: PolicyEvent): Decision {
  if (!mayBeAssignee(user)) return 'forbidden';
  return event.assignedToId !== user.id || isClosed(event) ? 'conflict' : 'allow';
}

/** Set the severity and lanes: the control room (not INSPECTOR, not a DRIVER) on an open event it opens. */
export function decideTriage(user: PolicyUser, event: PolicyEvent): Decision {
  const work = decideWork(user, event);
  if (work !== 'allow') return work;
  if (user.role === 'DRIVER') return 'forbidden';
  return isClosed(event) ? 'conflict' : 'allow';
}

/**
 * Record milestone `code` (reader-rules.ts: a DRIVER only ON_SCENE, on an event they reported or were
 * sent to; the control room all) on an open event they may edit.
 */
export function decideMilestone(user: PolicyUser, event: PolicyEvent, code: MilestoneCode): Decision {
  const who = editor(user, event);
  if (who !== 'allow') return who;
  if (!recordableMilestones(user.role).includes(code)) return 'forbidden';
  if (user.role === 'DRIVER' && !driverSentTo(user, event)) return 'forbidden';
  return isClosed(event) ? 'conflict' : 'allow';
}

/** Merge the event into another as its duplicate (it closes): staff who may edit it, while it is open. */
export function decideMerge(user: PolicyUser, event: PolicyEvent): Decision {
  const who = editor(user, event);
  if (who !== 'allow') return who;
  if (user.role === 'DRIVER') return 'forbidden';
  return isClosed(event) ? 'conflict' : 'allow';
}

/** Link the event as a secondary incident of another (or unlink it): staff who may edit it, in any state. */
export function decideLink(user: PolicyUser, event: PolicyEvent): Decision {
  const who = editor(user, event);
  if (who !== 'allow') return who;
  return user.role === 'DRIVER' ? 'forbidden' : 'allow';
}

/** Record a milestone at a time of one's choosing (a correction, with a reason): the control room only. */
export const mayBackdateMilestone = (user: Pick<PolicyUser, 'role'>) => mayBackdateMilestones(user.role);

/** What a screen offers on this event: exactly the actions the server would accept now. */
export function eventActions(user: PolicyUser, event: PolicyEvent) {
  const allowed = (decision: Decision) => decision === 'allow';
  return {
    open: mayOpen(user, event),
    edit: allowed(decideEdit(user, event)),
    close: allowed(decideClose(user, event)),
    reopen: allowed(decideReopen(user, event)),
    assign: allowed(decideAssign(user, event)),
    take: allowed(decideTake(user, event)),
    release: allowed(decideRelease(user, event)),
    triage: allowed(decideTriage(user, event)),
    comment: allowed(decideComment(user, event)),
    attach: allowed(decideWork(user, event)),
  };
}
