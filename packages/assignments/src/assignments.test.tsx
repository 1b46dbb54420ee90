import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { toaster } from '@vigia/design-system';
import type { Paged, Ticket } from '@vigia/domain';
import { AssignmentsScreen } from './index';
import { renderAt } from '@vigia/test-utils';

jest.mock('@vigia/api-client', () => {
  const actual = jest.requireActual('@vigia/api-client');
  return {
    ApiError: actual.ApiError,
    isApiError: actual.isApiError,
    listAssignable: jest.fn(),
    getOperators: jest.fn(),
    updateTicket: jest.fn(),
    assignTickets: jest.fn(),
    takeTicket: jest.fn(),
    releaseTicket: jest.fn(),
  };
});
const session = { user: { id: 'sup', role: 'SUPERVISOR', name: 'S' } as { id: string; role: string; name: string } };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));
const mocked = api as jest.Mocked<typeof api>;

function ticket(id: number, overrides: Partial<Ticket> = {}): Ticket {
  return {
    id,
    description: '<p>x</p>',
    kilometer: 485,
    sector: 'Norte',
    commune: 'Bulnes',
    orientation: 'NORTH',
    dateEvent: '2025-03-01T10:00:00.000Z',
    channelCode: 'WEB_SELF_SERVICE',
    classificationId: 3,
    realAddress: '',
    email: 'a@b.cl',
    fullName: 'Rocío Peña',
    phone: '1',
    rut: '1-9',
    patente: 'AB12',
    statusCode: 'ABIERTO',
    assignedToId: null,
    category: 'ACCIDENTE',
    subcategory: 2,
    categoryName: 'Accidente',
    subcategoryName: 'Colisión',
    classificationName: 'Choque',
    statusName: 'Abierto',
    assignedToName: null,
    createdById: null,
    createdAt: '',
    updatedAt: '',
    severity: 'MODERATE',
    lanesBlocked: { NORTH: 'NONE', SOUTH: 'NONE' },
    takenAt: null,
    closedAt: null,
    closeReason: null,
    closeReasonName: null,
    slaDueAt: '2030-01-01T00:00:00.000Z',
    slaState: 'OK',
    ...overrides,
  };
}
const page = (content: Ticket[], p = 0, total = content.length): Paged<Ticket> => ({ content, page: p, size: 10, total });
const OPERATORS = [
  { id: 'op-1', name: 'Óscar Fuentes', email: 'o@x.cl' },
  { id: 'op-2', name: 'Tomás Vidal', email: 't@x.cl' },
];

// The toaster is one store for the whole file: start each test without toasts.
afterEach(async () => {
  await act(async () => {
    toaster.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

beforeEach(() => {
  jest.clearAllMocks();
  session.user = { id: 'sup', role: 'SUPERVISOR', name: 'S' };
  mocked.getOperators.mockResolvedValue(OPERATORS);
});

it('a supervisor selects several events and assigns them at once to an operator', async () => {
  mocked.listAssignable.mockResolvedValue(page([ticket(1), ticket(2), ticket(3, { assignedToId: 'op-2', assignedToName: 'Tomás Vidal' })]));
  mocked.assignTickets.mockResolvedValue({ count: 2, ticketIds: [1, 2] });
  await renderAt(<AssignmentsScreen />, { path: '/supervisor/assignments/*', url: '/supervisor/assignments' });
  await screen.findByText('#1');
  const assignSelected = screen.getByRole('button', { name: 'Asignar seleccionados' });
  expect(assignSelected).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar evento 1' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar evento 2' }));
  expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
  await userEvent.click(assignSelected);
  const dialog = await screen.findByRole('dialog', { name: 'Asignar 2 eventos' });
  await userEvent.selectOptions(within(dialog).getByLabelText(/Operador/), 'op-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
  await waitFor(() => expect(mocked.assignTickets).toHaveBeenCalledWith([1, 2], 'op-1'));
  expect(await screen.findByText('El evento fue asignado con éxito')).toBeInTheDocument();
  await waitFor(() => expect(mocked.listAssignable).toHaveBeenCalledTimes(2));
});

it('reassigns one event through PUT with the new assignedToId, and keeps filter and page in the URL', async () => {
  const assigned = ticket(3, { assignedToId: 'op-2', assignedToName: 'Tomás Vidal', statusCode: 'EN_PROCESO' });
  mocked.listAssignable.mockResolvedValue(page([assigned], 1, 12));
  mocked.updateTicket.mockResolvedValue({ ...assigned, assignedToId: 'op-1' });
  await renderAt(<AssignmentsScreen />, { path: '/admin/assignments/*', url: '/admin/assignments?filtro=assigned&page=2' });
  await screen.findByText('Tomás Vidal');
  expect(mocked.listAssignable).toHaveBeenCalledWith({ page: 1, filter: 'assigned' });
  await userEvent.click(screen.getByRole('button', { name: 'Reasignar evento 3' }));
  const dialog = await screen.findByRole('dialog', { name: 'Asignar evento 3' });
  expect(within(dialog).getByLabelText(/Operador/)).toHaveValue('op-2');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Operador/), 'op-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
  await waitFor(() =>
    expect(mocked.updateTicket).toHaveBeenCalledWith(
      3,
      expect.objectContaining({
        assignedToId: 'op-1',
        statusCode: 'EN_PROCESO',
        classificationId: 3,
        category: 'ACCIDENTE',
        subcategory: 2,
      }),
    ),
  );
  expect(await screen.findByText('El evento fue asignado con éxito')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'unassigned');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/assignments?filtro=unassigned'));
  await waitFor(() => expect(mocked.listAssignable).toHaveBeenLastCalledWith({ page: 0, filter: 'unassigned' }));
});

it('an operator takes an unassigned event and releases their own; no selection or assign buttons', async () => {
  session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
  mocked.listAssignable.mockResolvedValue(page([ticket(1), ticket(2, { assignedToId: 'op-1', assignedToName: 'Óscar Fuentes' })]));
  mocked.takeTicket.mockResolvedValue(ticket(1, { assignedToId: 'op-1' }));
  mocked.releaseTicket.mockResolvedValue(ticket(2));
  await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
  await screen.findByText('#1');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Asignar seleccionados' })).not.toBeInTheDocument();
  expect(mocked.getOperators).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Tomar evento 1' }));
  expect(mocked.takeTicket).toHaveBeenCalledWith(1);
  expect(await screen.findByText('El evento fue asignado con éxito')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Liberar evento 2' }));
  expect(mocked.releaseTicket).toHaveBeenCalledWith(2);
  expect(await screen.findByText('Liberaste el evento 2')).toBeInTheDocument();
});

it("shows the server's refusal, and the error state with retry", async () => {
  session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
  mocked.listAssignable.mockRejectedValueOnce(new api.ApiError(0, '/api/ticket/assignment', []));
  mocked.listAssignable.mockResolvedValue(page([ticket(1)]));
  mocked.takeTicket.mockRejectedValue(
    new api.ApiError(409, '/api/ticket/1/take', [{ message: 'El evento ya está asignado a otro operador' }]),
  );
  await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las asignaciones');
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Tomar evento 1' }));
  expect(await screen.findByText('El evento ya está asignado a otro operador')).toBeInTheDocument();
});
