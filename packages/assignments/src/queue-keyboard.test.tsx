// Issue 37 item 8: the queue narrowed by km range, commune and category in the URL, and its keyboard
// shortcuts (j/k move, Enter opens, t takes, ? helps), which keep out of fields, dialogs and
// modified keys.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { AssignmentsScreen } from './index';
import { clearToasts, makeTicket, pageOf, renderAt } from '@vigia/test-utils';
import type * as QueueApi from './test/queue-api';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof QueueApi>('./test/queue-api').queueApiStub());
const session = { user: { id: 'op-1', role: 'OPERATOR', name: 'O' } as { id: string; role: string; name: string } };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));
const mocked = api as jest.Mocked<typeof api>;

const ticket = (id: number, overrides: Partial<Ticket> = {}) => makeTicket({ id, version: id * 10, assignedToId: null, ...overrides });
const location = () => screen.getByTestId('location').textContent;
const filters = () => screen.getByRole('search', { name: 'Filtrar la cola' });
const field = (label: string) => within(filters()).getByLabelText(label);
/** jsdom's screen is narrow: the form opens from its "Filtros" button. */
const openFilters = () => userEvent.click(screen.getByRole('button', { name: /^Filtros/ }));
/** The row (a card on jsdom's narrow screen) of an event. */
const row = (id: number) => screen.getByRole('link', { name: `#${id}` }).closest('[data-queue-row]')!;

afterEach(clearToasts);

beforeEach(() => {
  jest.clearAllMocks();
  session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
  mocked.getQueueCounts.mockResolvedValue({ mine: 0, unassigned: 3, 'at-risk': 0, open: 3 });
  mocked.getCategories.mockResolvedValue([{ id: 1, code: 'ACCIDENTE', name: 'Accidente' }]);
  mocked.getOperators.mockResolvedValue([]);
  mocked.listQueue.mockResolvedValue(pageOf([ticket(5), ticket(2), ticket(9)]));
  api.setNotificationStreamOpen(true);
});

describe('filters in the URL', () => {
  it('reads km range, commune and category from the URL into the queue, its counts and the form', async () => {
    const url = '/operator/assignments?view=open&kmFrom=471.5&kmTo=480&commune=Cabrero&categoria=ACCIDENTE';
    await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url });
    await screen.findByText('#5');
    // On a phone the form is folded behind a button that counts the filters in use.
    const toggle = screen.getByRole('button', { name: 'Filtros (4 activos)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search', { name: 'Filtrar la cola' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const place = { kmFrom: 471.5, kmTo: 480, commune: 'Cabrero', categoria: 'ACCIDENTE' };
    expect(mocked.listQueue).toHaveBeenLastCalledWith({ view: 'open', page: 0, ...place });
    expect(mocked.getQueueCounts).toHaveBeenLastCalledWith(place);
    expect(field('Desde el km')).toHaveValue('471.5');
    expect(field('Hasta el km')).toHaveValue('480');
    expect(field('Comuna')).toHaveValue('Cabrero');
    await waitFor(() => expect(field('Categoría')).toHaveValue('ACCIDENTE'));
  });

  it('applies the filters into the URL (back to the first page, the view kept); a backwards range stops at its field', async () => {
    await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments?view=open&page=2' });
    await screen.findByText('#5');
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
    await openFilters();
    await userEvent.type(field('Desde el km'), '480');
    await userEvent.type(field('Hasta el km'), '471,5');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Filtrar' }));
    expect(await within(filters()).findByText('El km inicial debe ser menor o igual que el km final')).toBeInTheDocument();
    await waitFor(() => expect(field('Desde el km')).toHaveFocus());
    expect(location()).toBe('/operator/assignments?view=open&page=2');

    await userEvent.clear(field('Desde el km'));
    await userEvent.type(field('Desde el km'), '450');
    await userEvent.selectOptions(field('Comuna'), 'Cabrero');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(location()).toBe('/operator/assignments?view=open&kmFrom=450&kmTo=471.5&commune=Cabrero'));
    await waitFor(() =>
      expect(mocked.listQueue).toHaveBeenLastCalledWith({ view: 'open', page: 0, kmFrom: 450, kmTo: 471.5, commune: 'Cabrero' }),
    );
    // What was applied stays open, and the button counts it.
    expect(screen.getByRole('button', { name: 'Filtros (3 activos)' })).toHaveAttribute('aria-expanded', 'true');
    // Another view keeps the filters.
    await userEvent.click(screen.getByRole('tab', { name: /Sin asignar/ }));
    await waitFor(() => expect(location()).toBe('/operator/assignments?view=unassigned&kmFrom=450&kmTo=471.5&commune=Cabrero'));
  });

  it('says when nothing matches and clears the filters from there', async () => {
    mocked.listQueue.mockResolvedValue(pageOf([], 0, 0));
    await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments?view=open&commune=Pemuco' });
    expect(await screen.findByText('Ningún evento de esta vista coincide con los filtros')).toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    await userEvent.click(clears.at(-1)!);
    await waitFor(() => expect(location()).toBe('/operator/assignments?view=open'));
  });
});

it('shows the form open, without the "Filtros" button, on a wide screen', async () => {
  const narrow = window.matchMedia;
  // Every min-width breakpoint matches: a desktop.
  window.matchMedia = ((query: string) => ({ ...narrow(query), matches: /min-width/.test(query) })) as typeof window.matchMedia;
  try {
    await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments?view=open&commune=Cabrero' });
    await screen.findByText('#5');
    expect(await screen.findByRole('search', { name: 'Filtrar la cola' })).toBeVisible();
    expect(field('Comuna')).toHaveValue('Cabrero');
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  } finally {
    window.matchMedia = narrow;
  }
});

describe('keyboard shortcuts', () => {
  it('j and k move the selection with the focus; Enter opens the selected event', async () => {
    await renderAt(<AssignmentsScreen />, { path: '/operator/*', url: '/operator/assignments' });
    await screen.findByText('#5');
    await userEvent.keyboard('j');
    expect(screen.getByRole('link', { name: '#5' })).toHaveFocus();
    expect(row(5)).toHaveAttribute('data-current', 'true');
    await userEvent.keyboard('jj');
    expect(screen.getByRole('link', { name: '#9' })).toHaveFocus();
    await userEvent.keyboard('j');
    // The last row stays selected.
    expect(screen.getByRole('link', { name: '#9' })).toHaveFocus();
    await userEvent.keyboard('k');
    expect(screen.getByRole('link', { name: '#2' })).toHaveFocus();
    expect(row(2)).toHaveAttribute('data-current', 'true');
    expect(row(5)).not.toHaveAttribute('data-current');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/operator/events/2'));
  });

  it('Enter opens the selected event when the focus left its link', async () => {
    await renderAt(<AssignmentsScreen />, { path: '/operator/*', url: '/operator/assignments' });
    await screen.findByText('#5');
    await userEvent.keyboard('jj');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/operator/events/2'));
  });

  it('t takes the selected event with the version its row showed', async () => {
    mocked.takeTicket.mockResolvedValue(ticket(2, { assignedToId: 'op-1' }));
    await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
    await screen.findByText('#5');
    await userEvent.keyboard('t');
    expect(mocked.takeTicket).not.toHaveBeenCalled();
    await userEvent.keyboard('jjt');
    expect(mocked.takeTicket).toHaveBeenCalledWith(2, 20);
    expect(mocked.takeTicket).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Usted tomó el evento 2; ahora está en «Míos»')).toBeInTheDocument();
  });

  it('a supervisor’s t does not take: it says so', async () => {
    session.user = { id: 'sup', role: 'SUPERVISOR', name: 'S' };
    await renderAt(<AssignmentsScreen />, { path: '/supervisor/assignments/*', url: '/supervisor/assignments' });
    await screen.findByText('#5');
    await userEvent.keyboard('jt');
    expect(await screen.findByText('No puede tomar el evento 5')).toBeInTheDocument();
    expect(mocked.takeTicket).not.toHaveBeenCalled();
  });

  it('keeps out of fields and modified keys', async () => {
    await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
    await screen.findByText('#5');
    await openFilters();
    await userEvent.click(field('Desde el km'));
    await userEvent.keyboard('jt');
    expect(field('Desde el km')).toHaveValue('jt');
    expect(document.querySelector('[data-current]')).toBeNull();
    expect(mocked.takeTicket).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Control>}j{/Control}{Alt>}j{/Alt}{Meta>}j{/Meta}');
    expect(document.querySelector('[data-current]')).toBeNull();
  });

  it('? opens the help listing every shortcut; the shortcuts rest while it is open', async () => {
    await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
    await screen.findByText('#5');
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atajos de teclado de la cola' });
    for (const text of [
      'Seleccionar el evento siguiente',
      'Seleccionar el evento anterior',
      'Abrir el evento seleccionado',
      'Tomar el evento seleccionado',
      'Mostrar esta ayuda',
    ]) {
      expect(within(help).getByText(text)).toBeInTheDocument();
    }
    expect(within(help).getByText('j')).toBeInTheDocument();
    await userEvent.keyboard('j');
    expect(document.querySelector('[data-current]')).toBeNull();
    await userEvent.click(within(help).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('j');
    expect(row(5)).toHaveAttribute('data-current', 'true');
  });
});
