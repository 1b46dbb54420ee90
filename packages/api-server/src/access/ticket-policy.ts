// Who may see and change which events: the object-level rules every event route applies.
import { eq, type SQL } from 'drizzle-orm';
import { type Ticket } from '@vigia/domain';
import { tickets } from '../db/schema.ts';
import type { TicketOwner } from '../repositories/report-statistics.ts';
import type { AuthUser } from '../repositories/users.ts';

/** Whose events a user may see: a driver those it created, an operator those assigned to it; the rest all (undefined). */
export function visibilityOwner(user: AuthUser): TicketOwner | undefined {
  if (user.role === 'DRIVER') return { kind: 'created_by', userId: user.id };
  if (user.role === 'OPERATOR') return { kind: 'assigned_to', userId: user.id };
  return undefined;
}

/** Rows a user may see (visibilityOwner as a condition). */
export function visibilityScope(user: AuthUser): SQL | undefined {
  const owner = visibilityOwner(user);
  if (!owner) return undefined;
  return eq(owner.kind === 'created_by' ? tickets.createdById : tickets.assignedToId, owner.userId);
}

export function canSee(user: AuthUser, ticket: Pick<Ticket, 'createdById' | 'assignedToId'>): boolean {
  if (user.role === 'DRIVER') return ticket.createdById === user.id;
  if (user.role === 'OPERATOR') return ticket.assignedToId === user.id;
  return true;
}

export function canEdit(user: AuthUser, ticket: Pick<Ticket, 'createdById' | 'assignedToId'>): boolean {
  return user.role !== 'INSPECTOR' && canSee(user, ticket);
}
