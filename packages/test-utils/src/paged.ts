import type { Paged } from '@vigia/domain';

/** One page of `content` as the API answers a list (10 a page), for the list screens' tests. */
export function pageOf<T>(content: T[], page = 0, total = content.length): Paged<T> {
  return { content, page, size: 10, total };
}
