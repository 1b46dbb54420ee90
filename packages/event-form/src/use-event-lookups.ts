// Category -> subcategory -> classification options (SPEC §4), from the shared query cache: read
// once for every form and filter of the app. A failed lookup is logged by the API client and kept
// as a query error (read again on the next mount); the form draws an empty list meanwhile.
import { categoriesQueryOptions, classificationsQueryOptions, subcategoriesQueryOptions, useQuery } from '@vigia/api-client/query';
import type { Category } from '@vigia/domain';

export type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * `initial`: categories the page already carries (server-rendered form); they are not fetched again.
 * No category (a failure, or an empty answer) is an error the form offers to retry.
 */
export function useCategories(initial?: Category[]) {
  const query = useQuery({ ...categoriesQueryOptions(), initialData: initial?.length ? initial : undefined });
  const categories = query.data ?? [];
  const status: LoadStatus =
    query.isPending || (query.isFetching && categories.length === 0) ? 'loading' : categories.length ? 'ready' : 'error';
  const { refetch } = query;
  return { status, categories, retry: () => void refetch() };
}

/** Options that depend on a parent id: empty without one, or while they load, or after a failure. */
export function useSubcategories(categoryId: number | null) {
  const query = useQuery(subcategoriesQueryOptions(categoryId));
  return { loading: query.isLoading, options: query.data ?? [] };
}

export function useClassifications(subcategoryId: number | null) {
  const query = useQuery(classificationsQueryOptions(subcategoryId));
  return { loading: query.isLoading, options: query.data ?? [] };
}
