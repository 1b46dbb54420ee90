// The events' queries as options (bulletproof-react's shape: one factory per fetcher, its key from
// keys.ts), so every screen that shows the same thing shares one cache entry and one policy.
import { keepPreviousData, queryKeys, queryOptions } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub (the fetchers
// keep their state in the shared @vigia/api-client/core).
import {
  findPossibleDuplicates,
  getQueueCounts,
  getTicket,
  getTicketHistoryWithChain,
  listAttachments,
  listQueue,
} from '@vigia/api-client';
import type { PlaceFilter, QueueView } from '@vigia/domain';

/**
 * One event. Read afresh each time it is opened and never refetched under its open form (the form
 * takes the ticket once): a change seen live marks it stale only (invalidation.ts).
 */
export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.tickets.detail(id), queryFn: () => getTicket(id), gcTime: 0, staleTime: Infinity });

export const ticketHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.tickets.history(id), queryFn: () => getTicketHistoryWithChain(id) });

export const ticketAttachmentsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.tickets.attachments(id), queryFn: () => listAttachments(id) });

export type DuplicateQuery = Parameters<typeof findPossibleDuplicates>[0];

/** Open events near a report being written; nothing is asked without a place. The hits shown stay
 *  while the next place's load. */
export const duplicatesQueryOptions = (place: DuplicateQuery | null) =>
  queryOptions({
    queryKey: queryKeys.tickets.duplicates(place ?? { category: '', kilometer: 0, orientation: '' }),
    queryFn: () => findPossibleDuplicates(place!),
    enabled: place !== null,
    placeholderData: keepPreviousData,
  });

/**
 * One saved view's page of the control room's queue, narrowed by place and category (issue 37 item
 * 8); the rows shown stay while the next page loads.
 */
export const queueQueryOptions = (userId: string, view: QueueView, page: number, place: PlaceFilter = {}) =>
  queryOptions({
    queryKey: queryKeys.tickets.queue(userId, { view, page, place }),
    queryFn: () => listQueue({ view, page, ...place }),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });

/** How many events each view of the queue holds (narrowed like the queue). */
export const queueCountsQueryOptions = (userId: string, place: PlaceFilter = {}) =>
  queryOptions({
    queryKey: queryKeys.tickets.queueCounts(userId, place),
    queryFn: () => getQueueCounts(place),
    enabled: Boolean(userId),
  });
