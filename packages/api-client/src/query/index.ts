// `@vigia/api-client/query`: the front end's one data layer (TanStack Query). Not shared: each app
// bundles, tree-shaken, the keys and option factories it uses. TanStack Query and the one client
// come from the shared `@vigia/api-client/query-client` entry, imported by the package's name (a
// relative path would bundle a second cache and context).
export {
  QueryClientProvider,
  appQueryClient,
  createQueryClient,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@vigia/api-client/query-client';
export { queryKeys, type PageParams } from '@vigia/api-client/query-client';
export { loadStateOf, type LoadState } from './load-state';
export { ADMIN_LIST_STALE_MS, REFERENCE_STALE_MS } from './stale-times';
export { invalidateForNotification, invalidateForQueueEvent, invalidateTickets } from './invalidation';
export {
  categoriesQueryOptions,
  channelsQueryOptions,
  classificationsQueryOptions,
  closeReasonsQueryOptions,
  locationReferenceQueryOptions,
  operatorsQueryOptions,
  responseTemplatesQueryOptions,
  severityRulesQueryOptions,
  slaTargetsQueryOptions,
  sosPostsQueryOptions,
  statusesQueryOptions,
  subcategoriesQueryOptions,
  useLookup,
} from './lookup-options';
export {
  duplicatesQueryOptions,
  queueCountsQueryOptions,
  queueQueryOptions,
  ticketAttachmentsQueryOptions,
  ticketHistoryQueryOptions,
  ticketQueryOptions,
  type DuplicateQuery,
} from './ticket-options';
export { statisticsQueryOptions, stripQueryOptions } from './dashboard-options';
export { lockoutsQueryOptions, meQueryOptions, outboxQueryOptions, preferencesQueryOptions, usersQueryOptions } from './account-options';
export { notificationsQueryOptions, notificationsSummaryQueryOptions, unreadCountQueryOptions } from './notification-options';
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
export { UNITS_POLL_MS, useLiveUnits, useStreamOpen, useUnitEvents, withUnit } from './live-units';
export {
  agenciesQueryOptions,
  controlRoomQueryKeys,
  handoverQueryOptions,
  shiftLogQueryOptions,
  ticketAgenciesQueryOptions,
} from './control-room-options';
export {
  classificationChoicesQueryOptions,
  complianceQueryOptions,
  observationsQueryOptions,
  standardsQueryKeys,
  standardsQueryOptions,
} from './standards-options';
export { activeWorksQueryOptions, workHistoryQueryOptions, workQueryOptions, worksQueryKeys, worksQueryOptions } from './works-options';
export { accessLogQueryKeys, accessLogQueryOptions } from './privacy-access-options';
export { privacyRequestQueryKeys, privacyRequestsQueryOptions } from './privacy-request-options';
