// The list's filters and page live in the URL (a link or a reload shows the same works):
// ?status=<status>&kmFrom=<km>&kmTo=<km>&now=1&page=<n>. "now": works ACTIVE at the time of the query.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROAD_KM_MAX, ROAD_KM_MIN, type WorkFilters } from '@vigia/domain';
import { WORK_STATUSES, type WorkStatus } from '@vigia/domain/work-status';

export interface WorkListFilters {
  status: string;
  kmFrom: string;
  kmTo: string;
  now: boolean;
}

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

export function useWorkFilters() {
  const [params, setParams] = useSearchParams();
  const filters: WorkListFilters = useMemo(
    () => ({
      status: WORK_STATUSES.includes(params.get('status') as WorkStatus) ? params.get('status')! : '',
      kmFrom: params.get('kmFrom') ?? '',
      kmTo: params.get('kmTo') ?? '',
      now: params.get('now') === '1',
    }),
    [params],
  );
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
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

  const apply = useCallback(
    (next: WorkListFilters) =>
      setParams(() => {
        const out = new URLSearchParams();
        if (next.status) out.set('status', next.status);
        if (next.kmFrom.trim()) out.set('kmFrom', next.kmFrom.trim());
        if (next.kmTo.trim()) out.set('kmTo', next.kmTo.trim());
        if (next.now) out.set('now', '1');
        return out;
      }),
    [setParams],
  );
  const goTo = useCallback(
    (n: number) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (n > 0) out.set('page', String(n));
        else out.delete('page');
        return out;
      }),
    [setParams],
  );
  const filtered = Boolean(filters.status || filters.kmFrom || filters.kmTo || filters.now);
  return { filters, query, filtered, apply, goTo };
}
