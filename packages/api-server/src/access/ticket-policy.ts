// Who may see and change which events: the object-level rules every event route applies. The rules
// are the domain's event policy (`@vigia/domain/event-policy`, shared with the screens); this file
// turns its decisions into answers (404, 403, 409) and gives the lists their SQL for mayOpen.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS, readsInternalComments, type MilestoneCode } from '@vigia/domain';
import { decideMilestone, mayBackdateMilestone, mayOpen, type Decision, type PolicyEvent } from '@vigia/domain/event-policy';
import { tickets } from '../db/schema.ts';
import { forbidden, HttpError, MESSAGES, notFound } from '../lib/errors.ts';
import type { TicketOwner } from '../repositories/report-statistics.ts';
import type { AuthUser } from '../repositories/users.ts';

/** Whose events a user's statistics count: a driver those it created, an operator those assigned to it; the rest all. */
export function visibilityOwner(user: AuthUser): TicketOwner | undefined {
  if (user.role === 'DRIVER') return { kind: 'created_by', userId: user.id };
  if (user.role === 'OPERATOR') return { kind: 'assigned_to', userId: user.id };
  return undefined;
}

/**
 * One disjoint part of what a user may see: an owner's events (a driver's created ones, an
 * operator's assigned ones) or the open events nobody has taken. A list walks each part on its own
 * index and counts it from the rollups (repositories/ticket-search.ts).
 */
export type VisiblePart = { owner: TicketOwner } | { unassignedOpen: true };

/** What a user may see, as disjoint parts: the event policy's mayOpen; undefined for every event. */
export function visibleParts(user: AuthUser): VisiblePart[] | undefined {
  if (user.role === 'DRIVER') return [{ owner: { kind: 'created_by', userId: user.id } }];
  // The control room's incoming queue: an operator also sees every open event nobody has taken.
  if (user.role === 'OPERATOR') return [{ owner: { kind: 'assigned_to', userId: user.id } }, { unassignedOpen: true }];
  return undefined;
}

/** An owner's events (a driver's created ones, an operator's assigned ones) as a condition; none: every event. */
export function ownerCondition(owner: TicketOwner): SQL;
export function ownerCondition(owner: TicketOwner | undefined): SQL | undefined;
export function ownerCondition(owner: TicketOwner | undefined): SQL | undefined {
  return owner && eq(owner.kind === 'created_by' ? tickets.createdById : tickets.assignedToId, owner.userId);
}

/** One part as a condition on tickets. */
export function partCondition(part: VisiblePart): SQL {
  if ('owner' in part) return ownerCondition(part.owner);
  return sql`${tickets.assignedToId} is null and ${tickets.statusCode} <> ${CLOSED_STATUS}`;
}

/** Rows a user may see, as a condition: the event policy's mayOpen written in SQL (test/proof/object-access.test.ts). */
export function visibilityScope(user: AuthUser): SQL | undefined {
  const parts = visibleParts(user);
  return parts && or(...parts.map(partCondition));
}

export const canSee = (user: AuthUser, ticket: PolicyEvent): boolean => mayOpen(user, ticket);

/**
 * INTERNAL comments (and their COMMENT_ADDED history rows and notifications): OPERATOR, SUPERVISOR,
 * ADMIN and INSPECTOR read them all; a DRIVER only PUBLIC ones and their own (@vigia/domain reader-rules).
 */
export function canReadInternalComments(user: AuthUser): boolean {
  return readsInternalComments(user.role);
}

/** What a refusal says: the 409's message and field (the event's state), a 403's when not the generic one. */
export interface Refusals {
  conflict?: { message: string; field?: string };
  forbidden?: { message: string; field?: string };
}

/** Throws the answer of a refusal: hidden → 404 (ids of others' events leak nothing), forbidden → 403, conflict → 409. */
export function enforce(decision: Decision, refusals: Refusals = {}): void {
  if (decision === 'hidden') throw notFound(MESSAGES.ticketNotFound);
  if (decision === 'forbidden') {
    if (refusals.forbidden) throw new HttpError(403, refusals.forbidden.message, refusals.forbidden.field);
    throw forbidden();
  }
  if (decision === 'conflict') {
    const conflict = refusals.conflict ?? { message: MESSAGES.ticketClosed };
    throw new HttpError(409, conflict.message, conflict.field);
  }
}

/** The refusals that concern who asks (404, 403), before a body or a version is looked at; the event's state (409) waits. */
export function enforceWho(decision: Decision): void {
  if (decision !== 'conflict') enforce(decision);
}

/**
 * Record milestone `code` (decideMilestone): `backdate`, with a time of one's choosing (a
 * correction), the control room only.
 */
export function canRecordMilestone(user: AuthUser, ticket: PolicyEvent, code: MilestoneCode): { decision: Decision; backdate: boolean } {
  return { decision: decideMilestone(user, ticket, code), backdate: mayBackdateMilestone(user) };
}
