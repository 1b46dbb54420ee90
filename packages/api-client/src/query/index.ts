// `@vigia/api-client/query`: the front end's one data layer (TanStack Query), shared as a singleton.
// Exports only what the apps use: a shared module is loaded whole, not tree-shaken.
export { QueryClientProvider, keepPreviousData, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
export { appQueryClient, createQueryClient, useQuery, useQueryClient } from './client';
export { queryKeys, type PageParams } from './keys';
export { loadStateOf, type LoadState } from './load-state';
export { invalidateForNotification, invalidateForQueueEvent, invalidateTickets } from './invalidation';
export {
  ADMIN_LIST_STALE_MS,
  REFERENCE_STALE_MS,
  categoriesQueryOptions,
  classificationsQueryOptions,
  closeReasonsQueryOptions,
  locationReferenceQueryOptions,
  operatorsQueryOptions,
  responseTemplatesQueryOptions,
  severityRulesQueryOptions,
  slaTargetsQueryOptions,
  statusesQueryOptions,
  subcategoriesQueryOptions,
  useLookup,
} from './lookup-options';
export {
  duplicatesQueryOptions,
  queueCountsQueryOptions,
  queueQueryOptions,
  statisticsQueryOptions,
  stripQueryOptions,
  ticketAttachmentsQueryOptions,
  ticketHistoryQueryOptions,
  ticketQueryOptions,
  type DuplicateQuery,
} from './ticket-options';
export {
  lockoutsQueryOptions,
  meQueryOptions,
  notificationsQueryOptions,
  notificationsSummaryQueryOptions,
  outboxQueryOptions,
  preferencesQueryOptions,
  unreadCountQueryOptions,
  usersQueryOptions,
} from './account-options';
export {
  dispatchOptionsQueryOptions,
  eventUnitsQueryOptions,
  unitHistoryQueryOptions,
  unitKindsQueryOptions,
  unitQueryKeys,
  unitsQueryOptions,
  myUnitQueryOptions,
  vacantUnitsQueryOptions,
} from './unit-options';
export {
  agenciesQueryOptions,
  controlRoomQueryKeys,
  handoverQueryOptions,
  shiftLogQueryOptions,
  ticketAgenciesQueryOptions,
} from './control-room-options';
