// Who reads which comments and who records which milestones (issue 34): one rule for the server
// (access/ticket-policy.ts) and the screens (packages/events), so neither offers what the other refuses.
import { MILESTONE_CODES, type CommentVisibility, type MilestoneCode, type Role } from './constants';

/**
 * INTERNAL comments are the control room's notes: OPERATOR, SUPERVISOR, ADMIN, and INSPECTOR (who
 * reads everything and writes nothing). A DRIVER reads PUBLIC comments and the ones they wrote.
 */
export const INTERNAL_COMMENT_READERS: readonly Role[] = ['OPERATOR', 'SUPERVISOR', 'INSPECTOR', 'ADMIN'];

export function readsInternalComments(role: string): boolean {
  return (INTERNAL_COMMENT_READERS as readonly string[]).includes(role);
}

/** Whether `viewer` may read a comment: every PUBLIC one, an INTERNAL one as a reader of those or its author. */
export function mayReadComment(
  viewer: { id: string; role: string },
  comment: { visibility?: CommentVisibility | null; authorId: string | null },
): boolean {
  return comment.visibility === 'PUBLIC' || readsInternalComments(viewer.role) || comment.authorId === viewer.id;
}

/**
 * The milestones a role may record on an event it may edit. A DRIVER marks only that they are on
 * scene; verifying, dispatching, lanes open and clearing are the control room's (they set the
 * inspector's response times).
 */
export function recordableMilestones(role: string): readonly MilestoneCode[] {
  if (role === 'DRIVER') return ['ON_SCENE'];
  return role === 'INSPECTOR' ? [] : MILESTONE_CODES;
}

/** Only the control room records a milestone with a time of its choosing (back-dated, with a reason). */
export function mayBackdateMilestones(role: string): boolean {
  return role === 'OPERATOR' || role === 'SUPERVISOR' || role === 'ADMIN';
}

/** Up to this far from the time it is recorded, a milestone's time counts as "now" (a clock, the time to tap). */
export const MILESTONE_NOW_TOLERANCE_MS = 60_000;

/** A DRIVER's milestone is recorded at the server's time; an `at` further than this from it is refused. */
export const DRIVER_MILESTONE_CLOCK_SKEW_MS = 2 * 60_000;

/** A DRIVER records ON_SCENE only on an event they reported or were sent to. */
export function driverSentTo(user: { id: string }, ticket: { createdById: string | null; assignedToId: string | null }): boolean {
  return ticket.createdById === user.id || ticket.assignedToId === user.id;
}
