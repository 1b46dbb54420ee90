// A list screen's filters and page in the URL (a link or a reload shows the same list):
// ?<filter>=<text>&<flag>=1&page=<n>. The filters are a flat record; `empty` names its keys.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type UrlFilterValues = Record<string, string | boolean>;

/** The page in the URL: a whole number ≥ 0, else the first. */
export const pageOf = (params: URLSearchParams): number => Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);

/**
 * @param empty the filters with nothing chosen (a module constant: its keys are read once a render).
 * @param clean drops what the URL holds but the screen does not offer (say, an unknown status).
 */
export function useUrlFilters<F extends UrlFilterValues>(empty: F, clean: (filters: F) => F = (f) => f) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(empty) as (keyof F & string)[];
  const filters = useMemo(() => {
    const read = Object.fromEntries(
      keys.map((key) => [key, typeof empty[key] === 'boolean' ? params.get(key) === '1' : (params.get(key) ?? '')]),
    ) as F;
    return clean(read);
    // The keys and `clean` are the screen's constants; only the URL changes the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const page = pageOf(params);

  // New filters start at the first page.
  const apply = useCallback(
    (next: F) =>
      setParams(() => {
        const out = new URLSearchParams();
        for (const key of keys) {
          const value = next[key];
          if (value === true) out.set(key, '1');
          else if (typeof value === 'string' && value.trim()) out.set(key, value.trim());
        }
        return out;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
  const filtered = keys.some((key) => filters[key] !== empty[key]);
  return { filters, page, filtered, apply, goTo };
}
