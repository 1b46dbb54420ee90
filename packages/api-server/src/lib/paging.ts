import type { Paged } from '@vigia/domain';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@vigia/domain';

export interface PageRequest {
  page: number;
  size: number;
}

export function pageRequest(query: { page?: number; size?: number }): PageRequest {
  return { page: query.page ?? DEFAULT_PAGE, size: query.size ?? DEFAULT_PAGE_SIZE };
}

/** `totalCapped`: the count stopped at `total` and there are more (a text search). */
export function paged<T>(content: T[], request: PageRequest, total: number, totalCapped = false): Paged<T> {
  return { content, page: request.page, size: request.size, total, ...(totalCapped ? { totalCapped } : {}) };
}

export const offsetOf = (request: PageRequest) => request.page * request.size;

interface Pageable<R> {
  limit(limit: number): { offset(offset: number): R };
}

/** The page `request` asks for of an ordered query. */
export const pageOf = <R>(query: Pageable<R>, request: PageRequest): R => query.limit(request.size).offset(offsetOf(request));
