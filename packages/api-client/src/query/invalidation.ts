// What the live notification stream refreshes when a notification arrives: the notifications, and
// everything built from the events (lists, figures, the strip, the concerned event's comments,
// photos and history). Only queries on screen refetch; the others are marked stale.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@vigia/api-client/query-client';

export function invalidateForNotification(client: QueryClient, notification: { ticketId: number | null }): void {
  // The unread count is not read again: the stream carries it (the bell adds the arrival to it).
  void client.invalidateQueries({ queryKey: queryKeys.notifications.all, predicate: ({ queryKey }) => queryKey[1] !== 'unread' });
  const { ticketId } = notification;
  if (ticketId === null) return;
  // An event itself is never refetched under its open form (the form would lose what is being
  // typed): marked stale, it is read again the next time it is opened.
  void client.invalidateQueries({ queryKey: queryKeys.tickets.detail(ticketId), exact: true, refetchType: 'none' });
  void client.invalidateQueries({
    queryKey: queryKeys.tickets.all,
    predicate: ({ queryKey }) => queryKey[1] !== 'detail' || (queryKey[2] === ticketId && queryKey.length > 3),
  });
}

/** After an event changed (saved, assigned, taken, released): everything built from events but the
 *  event's own cached copy, which the caller has just set. */
export function invalidateTickets(client: QueryClient, except?: number): Promise<void> {
  const own = except === undefined ? undefined : queryKeys.tickets.detail(except);
  return client.invalidateQueries({
    queryKey: queryKeys.tickets.all,
    predicate: ({ queryKey }) => !own || queryKey.length !== own.length || queryKey[2] !== own[2],
  });
}

/**
 * A live queue event (an event created, or its assignee, status, severity or lanes changed): the
 * queue, its counts, the lists, figures and strip are read again; the event's own copy is marked
 * stale (read when next opened, never under an open form), its comments and history are read
 * again. The notifications are left alone: a
 * queue event is not one, and the bell's count must not move.
 */
export function invalidateForQueueEvent(client: QueryClient, event: { id: number }): void {
  void client.invalidateQueries({ queryKey: queryKeys.tickets.detail(event.id), exact: true, refetchType: 'none' });
  void client.invalidateQueries({
    queryKey: queryKeys.tickets.all,
    predicate: ({ queryKey }) => queryKey[1] !== 'detail' || (queryKey[2] === event.id && queryKey.length > 3),
  });
}
