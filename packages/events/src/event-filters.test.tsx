// Issue 37 item 8: the staff's search filters live in the URL (a reload or a shared link gives the
// same list), a draft the server would refuse is stopped at its field, and the list says how many
// events it found.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { EventsScreen } from './index';
import { makeTicket, pageOf, renderAt } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(['listMyTickets', 'listOperatorTickets', 'searchTickets', 'getCategories', 'getStatuses', 'getChannels']),
);
const session = { user: { id: 'u-1', role: 'SUPERVISOR', name: 'Sofía' } };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));
const mocked = api as jest.Mocked<typeof api>;

const location = () => screen.getByTestId('location').textContent;
const filters = () => screen.getByRole('search', { name: 'Filtros' });
const field = (label: string) => within(filters()).getByLabelText(label);

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getCategories.mockResolvedValue([{ id: 1, code: 'ACCIDENTE', name: 'Accidente' }]);
  mocked.getStatuses.mockResolvedValue([{ code: 'ABIERTO', name: 'Abierto' }]);
  mocked.getChannels.mockResolvedValue([
    { code: 'WEB_SELF_SERVICE', name: 'Formulario web' },
    { code: 'PHONE', name: 'Teléfono' },
    { code: 'SOS_POST', name: 'Poste SOS' },
  ]);
  mocked.searchTickets.mockResolvedValue(pageOf([makeTicket({ id: 1 }), makeTicket({ id: 2 }), makeTicket({ id: 3 })], 0, 3));
});

it('reads every filter from the URL into the form and the search', async () => {
  const url =
    '/supervisor/events?id=12&categoria=ACCIDENTE&estado=ABIERTO&from=2026-11-01&to=2026-11-27&kmFrom=471.5&kmTo=480&commune=Cabrero&severity=CRITICAL';
  await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url });
  await screen.findByRole('link', { name: 'Ver evento 1' });
  expect(mocked.searchTickets).toHaveBeenLastCalledWith({
    page: 0,
    size: 10,
    id: 12,
    categoria: 'ACCIDENTE',
    estado: 'ABIERTO',
    q: undefined,
    from: '2026-11-01',
    to: '2026-11-27',
    kmFrom: 471.5,
    kmTo: 480,
    commune: 'Cabrero',
    severity: 'CRITICAL',
  });
  expect(field('Desde el km')).toHaveValue('471.5');
  expect(field('Hasta el km')).toHaveValue('480');
  expect(field('Comuna')).toHaveValue('Cabrero');
  expect(field('Severidad')).toHaveValue('CRITICAL');
  await waitFor(() => expect(field('Estado')).toHaveValue('ABIERTO'));
  expect(screen.getByText('3 eventos encontrados')).toBeInTheDocument();
});

it('writes the km range (a comma is a decimal point), commune and severity into the URL', async () => {
  await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events?page=2' });
  await screen.findByRole('link', { name: 'Ver evento 1' });
  await userEvent.type(field('Desde el km'), '571,5');
  await userEvent.type(field('Hasta el km'), '574');
  await userEvent.selectOptions(field('Comuna'), 'Collipulli');
  await userEvent.selectOptions(field('Severidad'), 'Crítica');
  await userEvent.click(within(filters()).getByRole('button', { name: 'Aplicar filtros' }));
  await waitFor(() => expect(location()).toBe('/supervisor/events?kmFrom=571.5&kmTo=574&commune=Collipulli&severity=CRITICAL'));
  await waitFor(() =>
    expect(mocked.searchTickets).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 0, kmFrom: 571.5, kmTo: 574, commune: 'Collipulli', severity: 'CRITICAL' }),
    ),
  );
  await userEvent.click(within(filters()).getByRole('button', { name: 'Limpiar filtros' }));
  await waitFor(() => expect(location()).toBe('/supervisor/events'));
  expect(field('Desde el km')).toHaveValue('');
});

it('stops a draft the server would refuse at its field, keeps what was typed and leaves the URL alone', async () => {
  await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events?estado=ABIERTO' });
  await screen.findByRole('link', { name: 'Ver evento 1' });
  const calls = mocked.searchTickets.mock.calls.length;
  const apply = () => userEvent.click(within(filters()).getByRole('button', { name: 'Aplicar filtros' }));

  await userEvent.type(field('Desde el km'), '580');
  await userEvent.type(field('Hasta el km'), '570');
  await apply();
  expect(await within(filters()).findByText('El km inicial debe ser menor o igual que el km final')).toBeInTheDocument();
  expect(field('Desde el km')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field('Desde el km')).toHaveFocus());
  expect(field('Desde el km')).toHaveValue('580');
  expect(field('Hasta el km')).toHaveValue('570');

  await userEvent.clear(field('Hasta el km'));
  await userEvent.type(field('Hasta el km'), 'km 3');
  await apply();
  expect(await within(filters()).findByText('Ingrese un km entre 0 y 2000')).toBeInTheDocument();

  await userEvent.clear(field('Hasta el km'));
  await userEvent.type(field('Desde'), '2026-11-27');
  await userEvent.type(field('Hasta'), '2026-11-01');
  await apply();
  expect(await within(filters()).findByText('La fecha inicial debe ser anterior o igual a la final')).toBeInTheDocument();

  expect(location()).toBe('/supervisor/events?estado=ABIERTO');
  expect(mocked.searchTickets).toHaveBeenCalledTimes(calls);
});

it('leaves out a hand-edited filter the server would refuse, and offers to clear when nothing matches', async () => {
  mocked.searchTickets.mockResolvedValue(pageOf([], 0, 0));
  await renderAt(<EventsScreen />, {
    path: '/supervisor/events/*',
    url: '/supervisor/events?kmFrom=abc&kmTo=99999&commune=Santiago&severity=HUGE&channel=FAX&from=ayer&estado=ABIERTO',
  });
  expect(await screen.findByText('Ningún evento coincide con los filtros')).toBeInTheDocument();
  expect(mocked.searchTickets).toHaveBeenLastCalledWith(
    expect.objectContaining({
      estado: 'ABIERTO',
      kmFrom: undefined,
      kmTo: undefined,
      commune: undefined,
      severity: undefined,
      channel: undefined,
      from: undefined,
    }),
  );
  expect(screen.getByText('0 eventos encontrados')).toBeInTheDocument();
  const clears = screen.getAllByRole('button', { name: 'Limpiar filtros' });
  await userEvent.click(clears.at(-1)!);
  await waitFor(() => expect(location()).toBe('/supervisor/events'));
});

it('filters by channel, named as the server names it, through the URL (issue 39)', async () => {
  await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events?channel=PHONE' });
  await screen.findByRole('link', { name: 'Ver evento 1' });
  expect(mocked.searchTickets).toHaveBeenLastCalledWith(expect.objectContaining({ channel: 'PHONE' }));
  await waitFor(() => expect(field('Canal')).toHaveValue('PHONE'));
  await userEvent.selectOptions(field('Canal'), 'Poste SOS');
  await userEvent.click(within(filters()).getByRole('button', { name: 'Aplicar filtros' }));
  await waitFor(() => expect(location()).toBe('/supervisor/events?channel=SOS_POST'));
  await waitFor(() => expect(mocked.searchTickets).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, channel: 'SOS_POST' })));
});
