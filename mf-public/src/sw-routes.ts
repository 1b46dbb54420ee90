// What the public form's service worker keeps, as plain functions its tests can call. The worker
// (service-worker.ts) is registered at /event/sw.js, so it controls /event/form only.

/** The form page: fetched from the network first (it carries the current categories), else its copy. */
export const FORM_PAGE = '/event/form';

export function isFormPage(url: URL): boolean {
  return url.pathname === FORM_PAGE;
}

/**
 * The public look-ups the form needs to be filled without a network: categories, their
 * subcategories and classifications, and the km-post table ("Usar mi ubicación" offline).
 */
export function isOfflineLookup(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return (
    /^\/api\/ticket\/category(\/\d+\/subcategories|\/subcategories\/\d+\/classifications)?$/.test(url.pathname) ||
    url.pathname === '/api/location/reference'
  );
}

/** Lookup URLs that warm the cache when the worker installs, from the categories' answer. */
export function lookupUrls(categoryIds: number[], subcategoryIds: number[]): string[] {
  return [
    ...categoryIds.map((id) => `/api/ticket/category/${id}/subcategories`),
    ...subcategoryIds.map((id) => `/api/ticket/category/subcategories/${id}/classifications`),
  ];
}
