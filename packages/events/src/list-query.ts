// The list state of SPEC §3 (page, limit, total) and the filters, kept in the URL:
// ?page=2&estado=ABIERTO&kmFrom=471.5&… — a reload or a shared link gives the same list.
// `page` in the URL counts from 1 for people; the API's page counts from 0.
import { COMMUNES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEVERITIES } from '@vigia/domain';
import { CHANNEL_CODES } from '@vigia/domain/schemas';

// The SPEC's first; the staff's search adds the place and severity (issue 37 item 8), the channel (39).
export const FILTER_KEYS = ['id', 'categoria', 'estado', 'q', 'from', 'to', 'kmFrom', 'kmTo', 'commune', 'severity', 'channel'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** The highest km a filter may name (the server's KM_FILTER_MAX). */
export const KM_MAX = 2000;

export interface ListQuery {
  page: number;
  limit: number;
  filters: Filters;
}

/** A km as typed ("471,5" or "471.5") as a number, or null when it is not one within 0–KM_MAX. */
export function parseKm(value: string | undefined): number | null {
  const text = value?.trim().replace(',', '.');
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null;
  const km = Number(text);
  return km <= KM_MAX ? km : null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a filter's value from the URL is one the server takes; others (a hand-edited link) are left out. */
function valid(key: FilterKey, value: string): boolean {
  if (key === 'id') return /^\d{1,10}$/.test(value);
  if (key === 'kmFrom' || key === 'kmTo') return parseKm(value) !== null;
  if (key === 'commune') return COMMUNES.some((c) => c.name === value);
  if (key === 'severity') return (SEVERITIES as readonly string[]).includes(value);
  if (key === 'channel') return (CHANNEL_CODES as readonly string[]).includes(value);
  if (key === 'from' || key === 'to') return DATE.test(value);
  return true;
}

export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && valid(key, value)) filters[key] = key === 'kmFrom' || key === 'kmTo' ? String(parseKm(value)) : value;
  }
  return {
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    limit: Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE ? limit : DEFAULT_PAGE_SIZE,
    filters,
  };
}

export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 0) params.set('page', String(query.page + 1));
  if (query.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(query.limit));
  for (const key of FILTER_KEYS) {
    const value = query.filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** The field a draft of filters is wrong in and why (a translation key of `finder`), or null. */
export function filtersProblem(filters: Filters): { field: FilterKey; message: 'kmInvalid' | 'kmOrder' | 'dateOrder' } | null {
  for (const key of ['kmFrom', 'kmTo'] as const) {
    if (filters[key]?.trim() && parseKm(filters[key]) === null) return { field: key, message: 'kmInvalid' };
  }
  const from = parseKm(filters.kmFrom);
  const to = parseKm(filters.kmTo);
  if (from !== null && to !== null && from > to) return { field: 'kmFrom', message: 'kmOrder' };
  if (filters.from && filters.to && DATE.test(filters.from) && DATE.test(filters.to) && filters.from > filters.to) {
    return { field: 'from', message: 'dateOrder' };
  }
  return null;
}
