// The queue's data: one saved view's page, the counts of every view, the operators, and the
// changes (take, release, assign), after each of which everything built from the events is read
// again. The notification stream invalidates the queue live; while it is down, the queue polls.
import { useSyncExternalStore } from 'react';
import { assignTickets, isNotificationStreamOpen, releaseTicket, subscribeNotificationStream, takeTicket } from '@vigia/api-client';
import {
  invalidateTickets,
  loadStateOf,
  operatorsQueryOptions,
  queryKeys,
  queueCountsQueryOptions,
  queueQueryOptions,
  useQuery,
  useQueryClient,
} from '@vigia/api-client/query';
import type { Paged, PlaceFilter, QueueView, Ticket } from '@vigia/domain';

/** How often the queue and its counts are read again while the live stream is down. */
export const QUEUE_POLL_MS = 30_000;

/** False while the notification stream is down (or was never opened): then the queue polls. */
function useStreamOpen(): boolean {
  return useSyncExternalStore(subscribeNotificationStream, isNotificationStreamOpen, () => false);
}

export function useQueue(userId: string, view: QueueView, page: number, place: PlaceFilter = {}) {
  const live = useStreamOpen();
  // The rows shown stay while the next page loads (no flash of the loading state).
  const query = useQuery({ ...queueQueryOptions(userId, view, page, place), refetchInterval: live ? false : QUEUE_POLL_MS });
  return { state: loadStateOf(query), retry: () => void query.refetch() };
}

/** How many events each view holds, narrowed like the queue; null until known (a failed count leaves the tab without one). */
export function useQueueCounts(userId: string, place: PlaceFilter = {}) {
  const live = useStreamOpen();
  return useQuery({ ...queueCountsQueryOptions(userId, place), refetchInterval: live ? false : QUEUE_POLL_MS }).data ?? null;
}

/** Whom a SUPERVISOR/ADMIN can assign to (nobody asks for it otherwise). */
export function useOperators(enabled: boolean) {
  return useQuery({ ...operatorsQueryOptions(), enabled }).data ?? [];
}

/** An OPERATOR takes an unassigned event or releases one of theirs. */
export function takeOrRelease(ticket: Ticket, action: 'take' | 'release'): Promise<Ticket> {
  return action === 'take' ? takeTicket(ticket.id, ticket.version) : releaseTicket(ticket.id);
}

/** One or several events through the assignment path (never a PUT of the cached row: issue 35). */
export async function assign(tickets: Ticket[], operatorId: string): Promise<void> {
  // One event: the version the row showed (a change meanwhile gets 412); several name no one version.
  await assignTickets(
    tickets.map((x) => x.id),
    operatorId,
    tickets.length === 1 ? tickets[0]!.version : undefined,
  );
}

/** After a change: everything built from the events (the queue and its counts too) is read again. */
export function useRefreshTickets() {
  const queryClient = useQueryClient();
  return () => void invalidateTickets(queryClient);
}

/** A take refused as stale (412, issue 36): its row on every cached page of the queue becomes the event it carries. */
export function useShowCurrent() {
  const queryClient = useQueryClient();
  return (current: Ticket) =>
    queryClient.setQueriesData<Paged<Ticket>>(
      { queryKey: [...queryKeys.tickets.all, 'queue'] },
      (page) => page && { ...page, content: page.content.map((row) => (row.id === current.id ? current : row)) },
    );
}
