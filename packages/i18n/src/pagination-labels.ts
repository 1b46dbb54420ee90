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
