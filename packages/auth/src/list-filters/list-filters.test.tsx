// Without @vigia/test-utils (it sits above this package): the design system and a memory router.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DesignSystemProvider } from '@vigia/design-system';
import { FiltersForm, useUrlFilters } from './index';

type Filters = { place: string; open: boolean };
const EMPTY: Filters = { place: '', open: false };
const check = (f: Filters) => (f.place.length > 5 ? ('tooLong' as const) : null);

function List() {
  const { filters, page, filtered, apply, goTo } = useUrlFilters(EMPTY);
  return (
    <>
      <FiltersForm
        filters={filters}
        empty={EMPTY}
        check={check}
        onApply={apply}
        labels={{ title: 'Filtros', apply: 'Filtrar', clear: 'Quitar' }}
      >
        {({ draft, set, problem }) => (
          <>
            <label>
              Lugar
              <input value={draft.place} onChange={(e) => set('place')(e.target.value)} aria-invalid={problem !== null} />
            </label>
            <label>
              Abiertos
              <input type="checkbox" checked={draft.open} onChange={(e) => set('open')(e.target.checked)} />
            </label>
          </>
        )}
      </FiltersForm>
      <p>{`page ${page} ${filtered ? 'filtered' : 'all'}`}</p>
      <button onClick={() => goTo(2)}>next</button>
    </>
  );
}

function Url() {
  const location = useLocation();
  return <output aria-label="url">{`${location.pathname}${location.search}`}</output>;
}
const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const renderAt = (route: string) =>
  render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[route]}>
        <List />
        <Url />
      </MemoryRouter>
    </DesignSystemProvider>,
  );

it('reads the filters and page from the URL and writes them back together, from the first page', async () => {
  const user = userEvent.setup();
  renderAt('/list?place=km4&page=3');
  expect(screen.getByLabelText('Lugar')).toHaveValue('km4');
  expect(screen.getByText('page 3 filtered')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Lugar'));
  await user.type(screen.getByLabelText('Lugar'), ' km5 ');
  await user.click(screen.getByLabelText('Abiertos'));
  await act(() => user.click(screen.getByRole('button', { name: 'Filtrar' })));
  expect(url()).toBe('/list?place=km5&open=1');
  expect(screen.getByText('page 0 filtered')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'next' }));
  expect(url()).toBe('/list?place=km5&open=1&page=2');

  await user.click(screen.getByRole('button', { name: 'Quitar' }));
  expect(url()).toBe('/list');
  expect(screen.getByLabelText('Lugar')).toHaveValue('');
  expect(screen.getByText('page 0 all')).toBeInTheDocument();
});

it('keeps a draft the check refuses out of the URL', async () => {
  const user = userEvent.setup();
  renderAt('/list');
  await user.type(screen.getByLabelText('Lugar'), 'muy largo');
  await act(() => user.click(screen.getByRole('button', { name: 'Filtrar' })));
  expect(screen.getByLabelText('Lugar')).toHaveAttribute('aria-invalid', 'true');
  expect(url()).toBe('/list');
});
