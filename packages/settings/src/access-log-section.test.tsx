// "Registro de accesos" (issue 40): the log as a table, filtered by event and days kept in the URL.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { PersonalDataAccessEntry } from '@vigia/domain';
import { pageOf, renderAt } from '@vigia/test-utils';
import { AccessLogSection } from './access-log-section';

jest.mock('@vigia/api-client', () => ({ ...jest.requireActual('@vigia/api-client'), listAccessLog: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

const reveal: PersonalDataAccessEntry = {
  id: 2,
  at: '2026-11-27T15:04:00.000Z',
  userId: 'a1',
  userName: 'Ana Admin',
  userRole: 'ADMIN',
  ticketIds: [42],
  fields: ['fullName', 'phone'],
  route: 'POST /api/ticket/:id/reveal',
  reason: 'Reclamo del informante por su vehículo',
};
const search: PersonalDataAccessEntry = {
  id: 1,
  at: '2026-11-27T14:00:00.000Z',
  userId: 's1',
  userName: 'Sofía Rojas',
  userRole: 'SUPERVISOR',
  ticketIds: [40, 41, 42, 43],
  fields: ['patente'],
  route: 'GET /api/ticket/search',
  reason: null,
};

beforeEach(() => {
  mocked.listAccessLog.mockReset();
  mocked.listAccessLog.mockResolvedValue(pageOf([reveal, search]));
});

const render = (url = '/admin/settings?tab=access-log') => renderAt(<AccessLogSection />, { path: '/admin/settings', url });

it('lists who read which data of which events, and why', async () => {
  await render();
  // jsdom is a phone: the rows are cards.
  const list = await screen.findByRole('list', { name: 'Registro de accesos a datos personales' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(within(first!).getByText('Ana Admin (Administrador)')).toBeInTheDocument();
  expect(within(first!).getByText('N° 42')).toBeInTheDocument();
  expect(within(first!).getByText('Nombre, Teléfono')).toBeInTheDocument();
  expect(within(first!).getByText('Reclamo del informante por su vehículo')).toBeInTheDocument();
  expect(within(second!).getByText('4 eventos: N° 40, 41, 42…')).toBeInTheDocument();
  expect(within(second!).getByText('Lectura automática')).toBeInTheDocument();
  expect(within(second!).getByText('GET /api/ticket/search')).toBeInTheDocument();
});

it('filters by event and days from the URL, and applies typed filters from page 0', async () => {
  const user = userEvent.setup();
  await render('/admin/settings?tab=access-log&ticket=42&from=2026-11-01&page=2');
  await screen.findByRole('list', { name: 'Registro de accesos a datos personales' });
  expect(mocked.listAccessLog).toHaveBeenLastCalledWith(
    expect.objectContaining({ ticketId: 42, from: new Date('2026-11-01T00:00:00').toISOString(), to: undefined, page: 2 }),
  );
  await user.clear(screen.getByRole('textbox', { name: 'N° de evento' }));
  await user.type(screen.getByRole('textbox', { name: 'N° de evento' }), '7x7');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  await waitFor(() => expect(mocked.listAccessLog).toHaveBeenLastCalledWith(expect.objectContaining({ ticketId: 77, page: 0 })));
  expect(screen.getByTestId('location')).toHaveTextContent('ticket=77');
  await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
  await waitFor(() =>
    expect(mocked.listAccessLog).toHaveBeenLastCalledWith(expect.objectContaining({ ticketId: undefined, from: undefined, page: 0 })),
  );
});

it('says so when nothing was read', async () => {
  mocked.listAccessLog.mockResolvedValueOnce(pageOf([]));
  await render();
  expect(await screen.findByText('No hay accesos registrados con estos filtros.')).toBeInTheDocument();
});

it('offers a retry when the log fails to load', async () => {
  mocked.listAccessLog.mockRejectedValue(new Error('offline'));
  await render();
  expect(await screen.findByText('No se pudo cargar el registro de accesos.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Reintentar|Intentar de nuevo/ })).toBeInTheDocument();
});
