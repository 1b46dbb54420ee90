// Issue 37 item 2: "Tomar" that cannot reach the server is never silently nothing: the button says
// "No se pudo enviar. Reintentar", and pressing it again sends it. A refusal is not marked so.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { minutesAgo, ticketFixture } from './test/ticket-fixture';
import { openStaffPage, session, staffPageEachTest } from './test/staff-page';
import type * as StaffApi from './test/staff-page-api';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof StaffApi>('./test/staff-page-api').staffPageApi(['takeTicket']));
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));
const mocked = api as jest.Mocked<typeof api>;

const unassigned = (overrides: Partial<Ticket> = {}): Ticket =>
  ticketFixture({
    statusCode: 'ABIERTO',
    statusName: 'Abierto',
    assignedToId: null,
    assignedToName: null,
    createdAt: minutesAgo(5),
    ...overrides,
  });

staffPageEachTest();

it('a take the server never got says so on its button, and the retry sends it', async () => {
  await openStaffPage('OPERATOR', 'op-1', unassigned({ id: 42 }));
  mocked.takeTicket.mockRejectedValueOnce(new api.ApiError(0, '/api/ticket/42/take', [], 'Failed to fetch'));
  await userEvent.click(await screen.findByRole('button', { name: 'Tomar' }));
  const retry = await screen.findByRole('button', { name: 'No se pudo enviar. Reintentar' });
  expect(screen.queryByRole('button', { name: 'Tomar' })).not.toBeInTheDocument();

  mocked.takeTicket.mockResolvedValueOnce(unassigned({ id: 42, assignedToId: 'op-1', assignedToName: 'Olga', statusCode: 'EN_PROCESO' }));
  await userEvent.click(retry);
  expect(mocked.takeTicket).toHaveBeenCalledTimes(2);
  expect(await screen.findByRole('button', { name: 'Editar datos del reporte' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'No se pudo enviar. Reintentar' })).not.toBeInTheDocument();
});

it('a 5xx is a failed send too; a refusal (409) is not', async () => {
  await openStaffPage('OPERATOR', 'op-1', unassigned({ id: 43 }));
  mocked.takeTicket.mockRejectedValueOnce(new api.ApiError(503, '/api/ticket/43/take', []));
  await userEvent.click(await screen.findByRole('button', { name: 'Tomar' }));
  expect(await screen.findByRole('button', { name: 'No se pudo enviar. Reintentar' })).toBeInTheDocument();

  mocked.takeTicket.mockRejectedValueOnce(new api.ApiError(409, '/api/ticket/43/take', [{ message: 'El evento ya fue tomado' }]));
  await userEvent.click(screen.getByRole('button', { name: 'No se pudo enviar. Reintentar' }));
  expect(await screen.findByRole('button', { name: 'Tomar' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'No se pudo enviar. Reintentar' })).not.toBeInTheDocument();
});
