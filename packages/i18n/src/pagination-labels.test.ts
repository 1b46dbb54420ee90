import { allResources } from './all-resources';
import { createI18n, listLabels, pagedListLabels } from './index';

describe('list labels', () => {
  const t = createI18n('es', allResources).t;

  it('take the common loading and retry texts, and the screen its failure and empty state', () => {
    expect(listLabels(t, { error: 'No se pudieron cargar', empty: 'No hay nada' })).toEqual({
      loading: t('common:loading'),
      error: 'No se pudieron cargar',
      retry: t('common:retry'),
      empty: 'No hay nada',
    });
  });

  it('add the pager texts for a paged list', () => {
    const labels = pagedListLabels(t, { error: 'Error', empty: 'Vacío' });
    expect(labels).toMatchObject({ error: 'Error', empty: 'Vacío', loading: t('common:loading') });
    expect(labels.pagination.page(1, 20)).toBe(t('common:pagination.page', { page: 1, pages: 20 }));
    expect(labels.pagination.page(1, 20)).toMatch(/20/);
  });
});
