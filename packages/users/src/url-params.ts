// The list screens keep their search, filter and page in the URL: a value is set, an empty one (or
// page 0) is left out, so the first page of an unfiltered list is the bare path.
export function withParams(params: URLSearchParams, values: Record<string, string | number>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, String(value));
    else next.delete(key);
  }
  return next;
}
