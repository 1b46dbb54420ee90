// The log's filters and page live in the URL (a link or a reload shows the same entries):
// ?from=YYYY-MM-DD&to=YYYY-MM-DD&author=<user id>&event=<number>&page=<n>. Days are Chile's.
import { useMemo } from 'react';
import { useUrlFilters } from '@vigia/auth/list-filters';
import type { ShiftLogQuery } from '@vigia/domain';
import { chileDayStart, dayValue } from './chile-day';

export type LogFilters = { from: string; to: string; author: string; event: string };

export const NO_LOG_FILTERS: LogFilters = { from: '', to: '', author: '', event: '' };
const PAGE_SIZE = 20;

/** A positive whole number as typed (event numbers), else null. */
export function eventNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

/** Filters that can be sent: both days real and in order, the event a number. */
export function filtersProblem(f: LogFilters): 'badRange' | 'badEvent' | null {
  const from = f.from ? dayValue(f.from) : 0;
  const to = f.to ? dayValue(f.to) : 0;
  if (from === null || to === null || (f.from && f.to && from! > to!)) return 'badRange';
  if (f.event && eventNumber(f.event) === null) return 'badEvent';
  return null;
}

export function useLogFilters() {
  const { filters, page, filtered, apply, goTo } = useUrlFilters(NO_LOG_FILTERS);

  // What the API is asked; a filter the URL holds but that makes no sense is left out, not sent.
  const query: ShiftLogQuery = useMemo(() => {
    const valid = filtersProblem(filters) === null;
    const ticketId = eventNumber(filters.event);
    return {
      ...(valid && filters.from ? { from: chileDayStart(filters.from) } : {}),
      ...(valid && filters.to ? { to: chileDayStart(filters.to, 1) } : {}),
      ...(/^[0-9a-f-]{36}$/i.test(filters.author) ? { authorId: filters.author } : {}),
      ...(valid && ticketId !== null ? { ticketId } : {}),
      page,
      size: PAGE_SIZE,
    };
  }, [filters, page]);

  return { filters, query, page, filtered, apply, goTo };
}
