import type { TFunction } from 'i18next';

/** The pager's texts (the design system's PaginationControls labels) in the current language. */
export function paginationLabels(t: TFunction) {
  return {
    previous: t('common:pagination.previous'),
    next: t('common:pagination.next'),
    nav: t('common:pagination.nav'),
    page: (page: number, pages: number) => t('common:pagination.page', { page, pages }),
    total: (total: number) => t('common:pagination.total', { total }),
    totalCapped: (total: number) => t('common:pagination.totalCapped', { total }),
  };
}

/** A list's state texts (the design system's LoadedList): the failure and the empty state are the screen's. */
export function listLabels(t: TFunction, { error, empty }: { error: string; empty: string }) {
  return { loading: t('common:loading'), error, retry: t('common:retry'), empty };
}

/** A paged list's texts (the design system's PagedList): its states and its pager. */
export function pagedListLabels(t: TFunction, texts: { error: string; empty: string }) {
  return { ...listLabels(t, texts), pagination: paginationLabels(t) };
}
