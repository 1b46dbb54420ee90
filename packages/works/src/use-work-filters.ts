// The list's filters and page live in the URL (a link or a reload shows the same works):
// ?status=<status>&kmFrom=<km>&kmTo=<km>&now=1&page=<n>. "now": works ACTIVE at the time of the query.
import { useMemo } from 'react';
import { useUrlFilters } from '@vigia/auth/list-filters';
import { ROAD_KM_MAX, ROAD_KM_MIN, type WorkFilters } from '@vigia/domain';
import { WORK_STATUSES, type WorkStatus } from '@vigia/domain/work-status';

export type WorkListFilters = { status: string; kmFrom: string; kmTo: string; now: boolean };

export const NO_WORK_FILTERS: WorkListFilters = { status: '', kmFrom: '', kmTo: '', now: false };
const PAGE_SIZE = 20;

const km = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value >= ROAD_KM_MIN && value <= ROAD_KM_MAX ? value : Number.NaN;
};

/** Whether the km range can be sent: each a road km, in order. */
export function kmRangeValid(f: Pick<WorkListFilters, 'kmFrom' | 'kmTo'>): boolean {
  const [from, to] = [km(f.kmFrom), km(f.kmTo)];
  if (Number.isNaN(from) || Number.isNaN(to)) return false;
  return from === null || to === null || from <= to;
}

// A status the list does not know is no filter.
const knownStatus = (f: WorkListFilters): WorkListFilters => (WORK_STATUSES.includes(f.status as WorkStatus) ? f : { ...f, status: '' });

export function useWorkFilters() {
  const { filters, page, filtered, apply, goTo } = useUrlFilters(NO_WORK_FILTERS, knownStatus);
  // The time "now" is taken when the filters change, so the query's key stays put between renders.
  const nowAt = useMemo(() => (filters.now ? new Date().toISOString() : undefined), [filters.now]);

  const query: WorkFilters = useMemo(() => {
    const range = kmRangeValid(filters);
    const [from, to] = [km(filters.kmFrom), km(filters.kmTo)];
    return {
      ...(filters.status ? { status: filters.status as WorkStatus } : {}),
      ...(range && from !== null ? { kmFrom: from } : {}),
      ...(range && to !== null ? { kmTo: to } : {}),
      ...(nowAt ? { activeAt: nowAt } : {}),
      page,
      size: PAGE_SIZE,
    };
  }, [filters, nowAt, page]);

  return { filters, query, filtered, apply, goTo };
}
