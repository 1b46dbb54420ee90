import { screen, within } from '@testing-library/react';
import { renderWithDs } from '../test/render';
import { ResponsiveList } from './responsive-list';

const people = [
  { id: 1, name: 'Rocío Peña', since: '2026-11-01' },
  { id: 2, name: 'Sofía Ruiz', since: '2026-11-02' },
];

function renderList() {
  return renderWithDs(
    <ResponsiveList
      label="Usuarios"
      rows={people}
      rowKey={(p) => p.id}
      columns={[
        { header: 'Nombre', cell: (p) => p.name },
        { header: 'Desde', cell: (p) => p.since, nowrap: true },
      ]}
      card={(p) => <p>{`${p.name} desde ${p.since}`}</p>}
    />,
  );
}

/** The text of each element of a role inside `container` (@vigia/test-utils' helper sits above this package). */
const textsOf = (container: HTMLElement, role: 'columnheader' | 'cell' | 'listitem') =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);

// setup-dom's stub (a phone: it matches nothing), with only `matches` changed.
const phone = window.matchMedia;
function setWide(wide: boolean) {
  window.matchMedia = (query: string) => ({ ...phone(query), matches: wide && query.includes('min-width') });
}

describe('ResponsiveList', () => {
  afterEach(() => {
    window.matchMedia = phone;
  });

  it('draws a named table with a header and a row per record on a desktop', async () => {
    setWide(true);
    await renderList();
    const table = screen.getByRole('table', { name: 'Usuarios' });
    expect(textsOf(table, 'columnheader')).toEqual(['Nombre', 'Desde']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => textsOf(r, 'cell'))).toEqual([
      ['Rocío Peña', '2026-11-01'],
      ['Sofía Ruiz', '2026-11-02'],
    ]);
  });

  it('draws a named list of cards on a phone', async () => {
    setWide(false);
    await renderList();
    const list = screen.getByRole('list', { name: 'Usuarios' });
    expect(textsOf(list, 'listitem')).toEqual(['Rocío Peña desde 2026-11-01', 'Sofía Ruiz desde 2026-11-02']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
