// After the staff page changed its event (triage, take, assign, close, reopen): the server's answer
// becomes the page's copy, and everything built from the events (lists, counts, history) is re-read.
import { invalidateTickets, ticketQueryOptions, useQueryClient } from '@vigia/api-client/query';
import type { Ticket } from '@vigia/domain';

export function useTicketSaved(id: number): (ticket: Ticket) => void {
  const queryClient = useQueryClient();
  return (ticket: Ticket) => {
    queryClient.setQueryData(ticketQueryOptions(id).queryKey, ticket);
    void invalidateTickets(queryClient, id);
  };
}
