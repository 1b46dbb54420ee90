// Category -> subcategory -> classification options (SPEC §4). The lookup calls already turn
// failures into empty lists (SPEC §8), so an empty category list means "could not load".
import { useCallback, useEffect, useState } from 'react';
import { getCategories, getClassifications, getSubcategories } from '@vigia/api-client';
import type { Category, Classification, Subcategory } from '@vigia/domain';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** `initial`: categories the page already carries (server-rendered form); they are not fetched again. */
export function useCategories(initial?: Category[]) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: LoadStatus; categories: Category[] }>(() =>
    initial?.length ? { status: 'ready', categories: initial } : { status: 'loading', categories: [] },
  );
  const [given] = useState(() => Boolean(initial?.length));

  useEffect(() => {
    if (given && attempt === 0) return;
    let live = true;
    setState({ status: 'loading', categories: [] });
    getCategories()
      .catch(() => [] as Category[])
      .then((categories) => {
        if (live) setState({ status: categories.length ? 'ready' : 'error', categories });
      });
    return () => {
      live = false;
    };
  }, [given, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** Options that depend on a parent id; reloads when the parent changes, empty without one. */
function useDependentOptions<T>(parentId: number | null, load: (id: number) => Promise<T[]>) {
  const [state, setState] = useState<{ loading: boolean; options: T[] }>({
    loading: false,
    options: [],
  });

  useEffect(() => {
    if (parentId === null) {
      setState({ loading: false, options: [] });
      return;
    }
    let live = true;
    setState({ loading: true, options: [] });
    load(parentId)
      .catch(() => [] as T[])
      .then((options) => {
        if (live) setState({ loading: false, options });
      });
    return () => {
      live = false;
    };
  }, [parentId, load]);

  return state;
}

export function useSubcategories(categoryId: number | null) {
  return useDependentOptions<Subcategory>(categoryId, getSubcategories);
}

export function useClassifications(subcategoryId: number | null) {
  return useDependentOptions<Classification>(subcategoryId, getClassifications);
}
