// The list state of SPEC §3 (page, limit, total) kept in the URL: ?page=2&estado=ABIERTO&…
// `page` in the URL counts from 1 for people; the API's page counts from 0.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@vigia/domain';

export const FILTER_KEYS = ['id', 'categoria', 'estado', 'q', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export interface ListQuery {
  page: number;
  limit: number;
  filters: Filters;
}

export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
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
