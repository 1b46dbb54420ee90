// Units' queries as options (issue 38; one factory per fetcher), with their keys: the board, a
// unit's history, an event's dispatch options. A unit change on the live stream invalidates
// `unitQueryKeys.all` (and dispatch options, which read the units).
import { queryOptions } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub.
import {
  getMyUnit,
  getUnitHistory,
  listDispatchOptions,
  listEventUnits,
  listUnitKinds,
  listUnits,
  listVacantUnits,
} from '@vigia/api-client';
import { REFERENCE_STALE_MS } from './stale-times';

export const unitQueryKeys = {
  all: ['units'] as const,
  list: () => ['units', 'list'] as const,
  kinds: () => ['units', 'kinds'] as const,
  history: (id: number) => ['units', 'history', id] as const,
  dispatchOptions: (ticketId: number) => ['units', 'dispatch-options', ticketId] as const,
  mine: () => ['units', 'mine'] as const,
  vacant: () => ['units', 'vacant'] as const,
  sentTo: (ticketId: number) => ['units', 'sent-to', ticketId] as const,
};

/** The kinds change with ADMIN's data, rarely: reference data. */
export const unitKindsQueryOptions = () =>
  queryOptions({ queryKey: unitQueryKeys.kinds(), queryFn: listUnitKinds, staleTime: REFERENCE_STALE_MS });

/** The board's units: kept fresh by the live stream; refetched when it says so. */
export const unitsQueryOptions = () => queryOptions({ queryKey: unitQueryKeys.list(), queryFn: listUnits });

export const unitHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: unitQueryKeys.history(id), queryFn: () => getUnitHistory(id) });

/** Read afresh each time "Despachar unidad" opens: which units are free changes by the second. */
export const dispatchOptionsQueryOptions = (ticketId: number) =>
  queryOptions({ queryKey: unitQueryKeys.dispatchOptions(ticketId), queryFn: () => listDispatchOptions(ticketId), staleTime: 0 });

/** The driver's own unit (issue 38): refreshed by the live stream's unit events. */
export const myUnitQueryOptions = () => queryOptions({ queryKey: unitQueryKeys.mine(), queryFn: getMyUnit });

/** The units the driver may sign on to: read afresh, another driver may have just taken one. */
export const vacantUnitsQueryOptions = () => queryOptions({ queryKey: unitQueryKeys.vacant(), queryFn: listVacantUnits, staleTime: 0 });

/** The units sent to an event and their times (issue 38 item 6): under `all`, so a unit event refreshes it. */
export const eventUnitsQueryOptions = (ticketId: number) =>
  queryOptions({ queryKey: unitQueryKeys.sentTo(ticketId), queryFn: () => listEventUnits(ticketId) });
