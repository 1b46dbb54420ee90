import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itSaysLoadingAndRetries, nameList } from '../test/list-states';
import { renderWithDs } from '../test/render';
import { PagedList, type PagedListProps } from './paged-list';

const labels = {
  loading: 'Cargando…',
  error: 'No se pudo cargar la lista',
  retry: 'Reintentar',
  empty: 'No hay usuarios',
  pagination: {},
};

function renderList(props: Partial<PagedListProps<string>>) {
  return renderWithDs(
    <PagedList<string> state={{ status: 'loading' }} onPageChange={() => {}} onRetry={() => {}} labels={labels} {...props}>
      {nameList('Usuarios')}
    </PagedList>,
  );
}

describe('PagedList', () => {
  itSaysLoadingAndRetries((state, onRetry) => renderList({ state, onRetry }), 'No se pudo cargar la lista');

  it('shows the empty state, with a way out of the filters that narrowed it', async () => {
    const onClear = jest.fn();
    await renderList({
      state: { status: 'ready', data: { content: [], page: 0, size: 10, total: 0 } },
      clearFilters: { label: 'Limpiar filtros', onClear },
    });
    expect(screen.getByText('No hay usuarios')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws the rows and pages through them', async () => {
    const onPageChange = jest.fn();
    await renderList({ state: { status: 'ready', data: { content: ['Ana', 'Luis'], page: 0, size: 2, total: 5 } }, onPageChange });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana', 'Luis']);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toHaveTextContent('Página 1 de 3');
    expect(nav).toHaveTextContent('Total: 5');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows the page the screen keeps, with its size', async () => {
    await renderList({ state: { status: 'ready', data: { content: ['Ana'], page: 0, size: 50, total: 30 } }, page: 2, size: 10 });
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 3 de 3');
  });
});
