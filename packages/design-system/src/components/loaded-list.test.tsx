import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDs } from '../test/render';
import { LoadedList, type LoadedListState } from './loaded-list';

const labels = { loading: 'Cargando…', error: 'No se pudieron cargar los motivos', retry: 'Reintentar', empty: 'No hay motivos' };

function renderList(state: LoadedListState<string>, onRetry = () => {}) {
  return renderWithDs(
    <LoadedList state={state} labels={labels} onRetry={onRetry}>
      {(items) => (
        <ul aria-label="Motivos">
          {items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </LoadedList>,
  );
}

describe('LoadedList', () => {
  it('says it is loading', async () => {
    await renderList({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('announces a failure and retries', async () => {
    const onRetry = jest.fn();
    await renderList({ status: 'error' }, onRetry);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los motivos');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing, and draws the rows otherwise', async () => {
    const { unmount } = await renderList({ status: 'ready', data: [] });
    expect(screen.getByText('No hay motivos')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    await renderList({ status: 'ready', data: ['Resuelto', 'Duplicado'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Resuelto', 'Duplicado']);
  });
});
