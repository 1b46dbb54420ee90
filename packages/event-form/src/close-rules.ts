// Who may close an event (issue 23), so the UI offers only what the server accepts: the assigned
// OPERATOR, SUPERVISOR and ADMIN, and a DRIVER only on an event they reported themselves.
import { CLOSED_STATUS, type Ticket } from '@vigia/domain';

export interface Closer {
  id: string;
  role: string;
}

export function mayCloseEvent(
  user: Closer | null | undefined,
  ticket: Pick<Ticket, 'statusCode' | 'assignedToId' | 'createdById'>,
): boolean {
  if (!user || ticket.statusCode === CLOSED_STATUS) return false;
  switch (user.role) {
    case 'SUPERVISOR':
    case 'ADMIN':
      return true;
    case 'OPERATOR':
      return ticket.assignedToId === user.id;
    case 'DRIVER':
      return ticket.createdById === user.id;
    default:
      return false;
  }
}
