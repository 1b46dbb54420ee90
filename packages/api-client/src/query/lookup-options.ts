// The reference lists as query options (bulletproof-react's shape: one factory per fetcher, its key
// from keys.ts). Every screen that draws categories, statuses, operators or closing reasons uses
// these, so a list is read once and shared by the whole app, not fetched again by each screen.
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { queryKeys, queryOptions, useQuery } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub (the fetchers
// keep their state in the shared @vigia/api-client/core).
import {
  getCategories,
  getChannels,
  getClassifications,
  getLocationReference,
  getSosPostTable,
  getOperators,
  getStatuses,
  getSubcategories,
  listCloseReasons,
  listResponseTemplates,
  listSeverityRules,
  listSlaTargets,
} from '@vigia/api-client';
import { ADMIN_LIST_STALE_MS, REFERENCE_STALE_MS } from './stale-times';

const reference = { staleTime: REFERENCE_STALE_MS };
const adminList = { staleTime: ADMIN_LIST_STALE_MS };

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.lookups.categories(), queryFn: getCategories, ...reference });

export const statusesQueryOptions = () => queryOptions({ queryKey: queryKeys.lookups.statuses(), queryFn: getStatuses, ...reference });

export const channelsQueryOptions = () => queryOptions({ queryKey: queryKeys.lookups.channels(), queryFn: getChannels, ...reference });

/** A category's subcategories; nothing is asked without a category. */
export const subcategoriesQueryOptions = (categoryId: number | null) =>
  queryOptions({
    queryKey: queryKeys.lookups.subcategories(categoryId ?? 0),
    queryFn: () => getSubcategories(categoryId!),
    enabled: categoryId !== null,
    ...reference,
  });

/** A subcategory's classifications; nothing is asked without a subcategory. */
export const classificationsQueryOptions = (subcategoryId: number | null) =>
  queryOptions({
    queryKey: queryKeys.lookups.classifications(subcategoryId ?? 0),
    queryFn: () => getClassifications(subcategoryId!),
    enabled: subcategoryId !== null,
    ...reference,
  });

/** Whom events can be assigned to: changes with the users (the users screen invalidates it). */
export const operatorsQueryOptions = () => queryOptions({ queryKey: queryKeys.users.operators(), queryFn: getOperators, ...adminList });

export const closeReasonsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.triage.closeReasons(), queryFn: listCloseReasons, ...adminList });

export const slaTargetsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.triage.slaTargets(), queryFn: listSlaTargets, ...adminList });

export const severityRulesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.triage.severityRules(), queryFn: listSeverityRules, ...adminList });

export const responseTemplatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.triage.responseTemplates(), queryFn: listResponseTemplates, ...adminList });

/** The km-post table the report form locates with: it changes only when ADMIN imports a new one. */
export const locationReferenceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.location.reference(), queryFn: getLocationReference, ...reference });

/** The SOS posts' table (issue 39): ADMIN's settings section reads and replaces it. */
export const sosPostsQueryOptions = () => queryOptions({ queryKey: queryKeys.location.sosPosts(), queryFn: getSosPostTable, ...adminList });

/**
 * A reference list as a screen draws it (SPEC §8): the list, or an empty one while it loads or
 * after a failure. lookup() has logged the failure and the query keeps it as an error, never as an
 * empty list: the next screen that mounts it reads it again.
 */
export function useLookup<T, K extends QueryKey>(options: UseQueryOptions<T[], Error, T[], K>): T[] {
  return useQuery(options).data ?? [];
}
