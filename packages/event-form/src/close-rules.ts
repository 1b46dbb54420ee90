// Who may close an event (issue 23), so the UI offers only what the server accepts: the event
// policy's decideClose (the assigned OPERATOR, SUPERVISOR and ADMIN, a DRIVER the event they reported).
import type { Ticket } from '@vigia/domain';
import { decideClose } from '@vigia/domain/event-policy';

export interface Closer {
  id: string;
  role: string;
}

export function mayCloseEvent(
  user: Closer | null | undefined,
  ticket: Pick<Ticket, 'statusCode' | 'assignedToId' | 'createdById'>,
): boolean {
  return user ? decideClose(user, ticket) === 'allow' : false;
}
