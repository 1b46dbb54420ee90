// `@vigia/auth/list-filters`: a list screen's filters kept in the URL, and their form. Here because
// this is the lowest layer with the router that every feature may import; not part of the session
// entry (not a federation singleton: it holds no state, each app bundles what it uses).
export { pageOf, useUrlFilters, type UrlFilterValues } from './use-url-filters';
export { FiltersForm, type FiltersDraft, type FiltersFormProps } from './filters-form';
export { useFiltersDraft, type FiltersDraftOptions } from './use-filters-draft';
