// Who may see and change which events: the object-level rules every event route applies.
import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import {
  CLOSED_STATUS,
  driverSentTo,
  mayBackdateMilestones,
  readsInternalComments,
  recordableMilestones,
  type MilestoneCode,
  type Ticket,
} from '@vigia/domain';
import { tickets } from '../db/schema.ts';
import type { TicketOwner } from '../repositories/report-statistics.ts';
import type { AuthUser } from '../repositories/users.ts';

type Owned = Pick<Ticket, 'createdById' | 'assignedToId' | 'statusCode'>;

/** Whose events a user's statistics count: a driver those it created, an operator those assigned to it; the rest all. */
export function visibilityOwner(user: AuthUser): TicketOwner | undefined {
  if (user.role === 'DRIVER') return { kind: 'created_by', userId: user.id };
  if (user.role === 'OPERATOR') return { kind: 'assigned_to', userId: user.id };
  return undefined;
}

/** Rows a user may see, as a condition (canSee): every list the server gives holds only these. */
export function visibilityScope(user: AuthUser): SQL | undefined {
  if (user.role === 'DRIVER') return eq(tickets.createdById, user.id);
  // The control room's incoming queue: an operator also sees every open event nobody has taken.
  if (user.role === 'OPERATOR') {
    return or(eq(tickets.assignedToId, user.id), and(isNull(tickets.assignedToId), ne(tickets.statusCode, CLOSED_STATUS)));
  }
  return undefined;
}

export function canSee(user: AuthUser, ticket: Owned): boolean {
  if (user.role === 'DRIVER') return ticket.createdById === user.id;
  if (user.role === 'OPERATOR') {
    return ticket.assignedToId === user.id || (ticket.assignedToId === null && ticket.statusCode !== CLOSED_STATUS);
  }
  return true;
}

/** Comment on it, add photos, set its severity and lanes: whoever sees it, but INSPECTOR (read-only). */
export function canWorkOn(user: AuthUser, ticket: Owned): boolean {
  return user.role !== 'INSPECTOR' && canSee(user, ticket);
}

/** Edit the reported data, change the status, close: an operator only once it is theirs. */
export function canEdit(user: AuthUser, ticket: Owned): boolean {
  if (user.role === 'OPERATOR') return ticket.assignedToId === user.id;
  return canWorkOn(user, ticket);
}

/**
 * INTERNAL comments (and their COMMENT_ADDED history rows and notifications): OPERATOR, SUPERVISOR,
 * ADMIN and INSPECTOR read them all; a DRIVER only PUBLIC ones and their own (@vigia/domain reader-rules).
 */
export function canReadInternalComments(user: AuthUser): boolean {
  return readsInternalComments(user.role);
}

/**
 * Record milestone `code` on an event the user may edit (canEdit): a DRIVER only ON_SCENE, on an event
 * they reported or were sent to; every other milestone is the control room's. `backdate`: with a
 * time of one's choosing (a correction), the control room only.
 */
export function canRecordMilestone(
  user: AuthUser,
  ticket: Pick<Ticket, 'createdById' | 'assignedToId'>,
  code: MilestoneCode,
): { allowed: boolean; backdate: boolean } {
  const allowed = recordableMilestones(user.role).includes(code) && (user.role !== 'DRIVER' || driverSentTo(user, ticket));
  return { allowed, backdate: mayBackdateMilestones(user.role) };
}
