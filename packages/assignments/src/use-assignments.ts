// The assignments' data: the page of events, the operators, and the changes (take, release,
// assign), after each of which everything built from the events is read again.
import { assignTickets, getOperators, listAssignable, releaseTicket, takeTicket, updateTicket } from '@vigia/api-client';
import { invalidateTickets, loadStateOf, queryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import type { AssignmentFilter, Ticket, TicketUpdate } from '@vigia/domain';

// prettier-ignore
const UPDATE_FIELDS = [
  'description', 'kilometer', 'sector', 'commune', 'orientation', 'dateEvent', 'channelCode', 'classificationId',
  'realAddress', 'email', 'fullName', 'phone', 'rut', 'patente', 'statusCode', 'assignedToId', 'category', 'subcategory',
] as const;

/** The PUT body of the event as stored, with a new assignee. */
function withAssignee(ticket: Ticket, assignedToId: string | null): TicketUpdate & Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of UPDATE_FIELDS) out[key] = ticket[key];
  out['assignedToId'] = assignedToId;
  return out as TicketUpdate & Record<string, unknown>;
}

export function useAssignable(page: number, filter: AssignmentFilter) {
  const params = { page, filter };
  const query = useQuery({ queryKey: queryKeys.tickets.assignable(params), queryFn: () => listAssignable(params) });
  return { state: loadStateOf(query), retry: () => void query.refetch() };
}

/** Whom a SUPERVISOR/ADMIN can assign to (nobody asks for it otherwise). */
export function useOperators(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.users.operators(), queryFn: getOperators, enabled }).data ?? [];
}

/** An OPERATOR takes an unassigned event or releases one of theirs. */
export function takeOrRelease(ticket: Ticket, action: 'take' | 'release'): Promise<Ticket> {
  return action === 'take' ? takeTicket(ticket.id) : releaseTicket(ticket.id);
}

/** One event through PUT /api/ticket/{id} (the event as stored, with its new assignee); several at once. */
export async function assign(tickets: Ticket[], operatorId: string): Promise<void> {
  if (tickets.length === 1) await updateTicket(tickets[0]!.id, withAssignee(tickets[0]!, operatorId));
  else
    await assignTickets(
      tickets.map((x) => x.id),
      operatorId,
    );
}

/** After a change: everything built from the events is read again. */
export function useRefreshTickets() {
  const queryClient = useQueryClient();
  return () => void invalidateTickets(queryClient);
}
