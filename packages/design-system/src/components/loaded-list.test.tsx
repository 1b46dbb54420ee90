import { screen } from '@testing-library/react';
import { itSaysLoadingAndRetries, nameList } from '../test/list-states';
import { renderWithDs } from '../test/render';
import { LoadedList, type LoadedListState } from './loaded-list';

const labels = { loading: 'Cargando…', error: 'No se pudieron cargar los motivos', retry: 'Reintentar', empty: 'No hay motivos' };

function renderList(state: LoadedListState<string>, onRetry = () => {}) {
  return renderWithDs(
    <LoadedList state={state} labels={labels} onRetry={onRetry}>
      {nameList('Motivos')}
    </LoadedList>,
  );
}

describe('LoadedList', () => {
  itSaysLoadingAndRetries(renderList, 'No se pudieron cargar los motivos');

  it('says when there is nothing, and draws the rows otherwise', async () => {
    const { unmount } = await renderList({ status: 'ready', data: [] });
    expect(screen.getByText('No hay motivos')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    await renderList({ status: 'ready', data: ['Resuelto', 'Duplicado'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Resuelto', 'Duplicado']);
  });
});
