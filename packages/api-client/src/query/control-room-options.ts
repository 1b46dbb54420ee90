// Issue 39 items 4–6 as query options (one factory per fetcher), with their keys: the agencies (data),
// an event's agency entries, the shift log's pages and a handover. Writes invalidate `controlRoomQueryKeys.all`'s parts.
import { queryOptions } from '@vigia/api-client/query-client';
import type { ShiftLogQuery } from '@vigia/domain';
// By the package's name, never a relative path: the module the screens' tests stub.
import { getHandover, listAgencies, listShiftLog, listTicketAgencies } from '@vigia/api-client';
import { REFERENCE_STALE_MS } from './stale-times';

export const controlRoomQueryKeys = {
  all: ['control-room'] as const,
  agencies: () => ['control-room', 'agencies'] as const,
  ticketAgencies: (ticketId: number) => ['control-room', 'ticket-agencies', ticketId] as const,
  log: (q: ShiftLogQuery) => ['control-room', 'log', q] as const,
  handover: (id: number) => ['control-room', 'handover', id] as const,
};

/** The agencies change with the configuration, rarely: reference data. */
export const agenciesQueryOptions = () =>
  queryOptions({ queryKey: controlRoomQueryKeys.agencies(), queryFn: listAgencies, staleTime: REFERENCE_STALE_MS });

export const ticketAgenciesQueryOptions = (ticketId: number) =>
  queryOptions({ queryKey: controlRoomQueryKeys.ticketAgencies(ticketId), queryFn: () => listTicketAgencies(ticketId) });

/** A page of the shift log and its chain's verdict (filters and page in the key, as the URL has them). */
export const shiftLogQueryOptions = (q: ShiftLogQuery = {}) =>
  queryOptions({ queryKey: controlRoomQueryKeys.log(q), queryFn: () => listShiftLog(q) });

export const handoverQueryOptions = (id: number) =>
  queryOptions({ queryKey: controlRoomQueryKeys.handover(id), queryFn: () => getHandover(id) });
