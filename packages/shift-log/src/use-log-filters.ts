// The log's filters and page live in the URL (a link or a reload shows the same entries):
// ?from=YYYY-MM-DD&to=YYYY-MM-DD&author=<user id>&event=<number>&page=<n>. Days are Chile's.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ShiftLogQuery } from '@vigia/domain';
import { chileDayStart, dayValue } from './chile-day';

export interface LogFilters {
  from: string;
  to: string;
  author: string;
  event: string;
}

const KEYS = ['from', 'to', 'author', 'event'] as const;
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
  const [params, setParams] = useSearchParams();
  const filters: LogFilters = useMemo(
    () => ({
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
      author: params.get('author') ?? '',
      event: params.get('event') ?? '',
    }),
    [params],
  );
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);

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

  const apply = useCallback(
    (next: LogFilters) =>
      setParams(() => {
        const out = new URLSearchParams();
        for (const key of KEYS) if (next[key].trim()) out.set(key, next[key].trim());
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
  const filtered = KEYS.some((key) => filters[key] !== '');
  return { filters, query, page, filtered, apply, goTo };
}
