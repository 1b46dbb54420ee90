// Who may see and change which events: the object-level rules every event route applies.
import { eq, type SQL } from 'drizzle-orm';
import { type Ticket } from '@vigia/domain';
import { tickets } from '../db/schema.ts';
import type { AuthUser } from '../repositories/users.ts';

/** Rows a user may see: a driver their own, an operator those assigned to them, the rest all. */
export function visibilityScope(user: AuthUser): SQL | undefined {
  if (user.role === 'DRIVER') return eq(tickets.createdById, user.id);
  if (user.role === 'OPERATOR') return eq(tickets.assignedToId, user.id);
  return undefined;
}

export function canSee(user: AuthUser, ticket: Pick<Ticket, 'createdById' | 'assignedToId'>): boolean {
  if (user.role === 'DRIVER') return ticket.createdById === user.id;
  if (user.role === 'OPERATOR') return ticket.assignedToId === user.id;
  return true;
}

export function canEdit(user: AuthUser, ticket: Pick<Ticket, 'createdById' | 'assignedToId'>): boolean {
  return user.role !== 'INSPECTOR' && canSee(user, ticket);
}
