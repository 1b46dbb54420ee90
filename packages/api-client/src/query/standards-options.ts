// Issue 40 items 1–2 as query options: the standards, a month's compliance and the observations.
// Writes invalidate `standardsQueryKeys.all`.
import { queryOptions } from '@vigia/api-client/query-client';
// By the package's name, never a relative path: the module the screens' tests stub.
import { getClassificationChoices, getCompliance, listObservations, listStandards, type ObservationQuery } from '@vigia/api-client';
import { REFERENCE_STALE_MS } from './stale-times';

export const standardsQueryKeys = {
  all: ['standards'] as const,
  standards: () => ['standards', 'list'] as const,
  compliance: (year: number, month: number) => ['standards', 'compliance', year, month] as const,
  observations: (q: ObservationQuery) => ['standards', 'observations', q] as const,
};

/** Standards change rarely (ADMIN, from a future day): reference data. */
export const standardsQueryOptions = () =>
  queryOptions({ queryKey: standardsQueryKeys.standards(), queryFn: listStandards, staleTime: REFERENCE_STALE_MS });

export const complianceQueryOptions = (year: number, month: number) =>
  queryOptions({ queryKey: standardsQueryKeys.compliance(year, month), queryFn: () => getCompliance(year, month) });

export const observationsQueryOptions = (q: ObservationQuery = {}) =>
  queryOptions({ queryKey: standardsQueryKeys.observations(q), queryFn: () => listObservations(q) });

/** Every classification with its subcategory and category: what a standard may be limited to. */
export const classificationChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'classification-choices'] as const,
    queryFn: getClassificationChoices,
    staleTime: REFERENCE_STALE_MS,
  });
