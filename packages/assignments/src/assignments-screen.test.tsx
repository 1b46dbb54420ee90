import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import type { QueueCounts, Ticket } from '@vigia/domain';
import { AssignmentsScreen } from './index';
import { clearToasts, makeTicket, renderAt, pageOf, retryAfterAlert } from '@vigia/test-utils';
import type * as QueueApi from './test/queue-api';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof QueueApi>('./test/queue-api').queueApiStub());
const session = { user: { id: 'sup', role: 'SUPERVISOR', name: 'S' } as { id: string; role: string; name: string } };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));
const mocked = api as jest.Mocked<typeof api>;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function ticket(id: number, overrides: Partial<Ticket> = {}): Ticket {
  return makeTicket({
    id,
    commune: 'Bulnes',
    classificationId: 3,
    subcategory: 2,
    classificationName: 'Choque',
    createdAt: minutesAgo(12),
    updatedAt: '',
    slaDueAt: '2030-01-01T15:00:00.000Z',
    ...overrides,
  });
}
const COUNTS: QueueCounts = { mine: 2, unassigned: 3, 'at-risk': 1, open: 7 };
const OPERATORS = [
  { id: 'op-1', name: 'Óscar Fuentes', email: 'o@x.cl' },
  { id: 'op-2', name: 'Tomás Vidal', email: 't@x.cl' },
];

/** The rows (cards on jsdom's narrow screen) in the order shown. */
const rows = () => within(screen.getByRole('list', { name: 'Eventos de la vista' })).getAllByRole('listitem');

// The toaster is one store for the whole file: start each test without toasts.
afterEach(clearToasts);

beforeEach(() => {
  jest.clearAllMocks();
  session.user = { id: 'sup', role: 'SUPERVISOR', name: 'S' };
  mocked.getOperators.mockResolvedValue(OPERATORS);
  mocked.getQueueCounts.mockResolvedValue(COUNTS);
  mocked.getCategories.mockResolvedValue([]);
  api.setNotificationStreamOpen(true);
});

it('an operator starts on "Sin asignar": views with their counts, rows in the server’s order with severity, age and SLA', async () => {
  session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
  // The server's order (most severe first) is kept as given, whatever the ids.
  mocked.listQueue.mockResolvedValue(
    pageOf([
      ticket(5, { severity: 'CRITICAL', slaState: 'BREACHED', categoryName: 'Accidente', injured: true }),
      ticket(2, {
        severity: 'MAJOR',
        slaState: 'AT_RISK',
        slaClock: 'CLOSE',
        categoryName: 'Animal en la vía',
        createdAt: minutesAgo(90),
      }),
      ticket(9, { severity: 'MINOR', categoryName: 'Bache', orientation: 'SOUTH', commune: 'Chillán' }),
    ]),
  );
  await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Cola de eventos' })).toBeInTheDocument();
  await screen.findByText('#5');
  expect(mocked.listQueue).toHaveBeenCalledWith({ view: 'unassigned', page: 0 });
  expect(screen.getByRole('tab', { name: /Sin asignar/ })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Sin asignar 3' })).toBeInTheDocument());
  expect(screen.getByRole('tab', { name: 'Míos 2' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'En riesgo o vencidos 1' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Todos abiertos 7' })).toBeInTheDocument();

  const [first, second, third] = rows();
  expect(within(first!).getByText('#5')).toBeInTheDocument();
  expect(within(first!).getByText('Crítica')).toBeInTheDocument();
  expect(within(first!).getByText('Vencido')).toBeInTheDocument();
  expect(within(first!).getByText('hace 12 min')).toBeInTheDocument();
  // Issue 37: the due time names its clock (taking, then closing); injured people in red.
  expect(within(first!).getByText('Tomar antes de 01-01-2030 12:00')).toBeInTheDocument();
  expect(within(first!).getByText('Hay lesionados')).toBeInTheDocument();
  expect(within(second!).getByText('Cerrar antes de 01-01-2030 12:00')).toBeInTheDocument();
  expect(within(second!).queryByText('Hay lesionados')).not.toBeInTheDocument();
  expect(within(second!).getByText('#2')).toBeInTheDocument();
  expect(within(second!).getByText('Mayor')).toBeInTheDocument();
  expect(within(second!).getByText('En riesgo')).toBeInTheDocument();
  expect(within(second!).getByText('hace 1 h')).toBeInTheDocument();
  expect(within(third!).getByText('Menor')).toBeInTheDocument();
  expect(within(third!).getByText('En plazo')).toBeInTheDocument();
  expect(within(third!).getByText('km 485, sur a norte · Chillán')).toBeInTheDocument();
  // An operator may open any event of the queue.
  expect(within(third!).getByRole('link', { name: '#9' })).toHaveAttribute('href', '/operator/events/9');
});

it('an operator takes an event in one action; the queue and the counts are read again', async () => {
  session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
  mocked.listQueue.mockResolvedValue(
    pageOf([ticket(1, { version: 4 }), ticket(2, { assignedToId: 'op-1', assignedToName: 'Óscar Fuentes' })]),
  );
  mocked.takeTicket.mockResolvedValue(ticket(1, { assignedToId: 'op-1' }));
  mocked.releaseTicket.mockResolvedValue(ticket(2));
  await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
  await screen.findByText('#1');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Asignar seleccionados' })).not.toBeInTheDocument();
  expect(mocked.getOperators).not.toHaveBeenCalled();
  const countsBefore = mocked.getQueueCounts.mock.calls.length;
  await userEvent.click(screen.getByRole('button', { name: 'Tomar evento 1' }));
  // Issue 36: with the version the row showed (a change made meanwhile gets 412).
  expect(mocked.takeTicket).toHaveBeenCalledWith(1, 4);
  expect(mocked.takeTicket).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Usted tomó el evento 1; ahora está en «Míos»')).toBeInTheDocument();
  await waitFor(() => expect(mocked.listQueue).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(mocked.getQueueCounts.mock.calls.length).toBeGreaterThan(countsBefore));
  await userEvent.click(screen.getByRole('button', { name: 'Liberar evento 2' }));
  expect(mocked.releaseTicket).toHaveBeenCalledWith(2);
  expect(await screen.findByText('Usted liberó el evento 2')).toBeInTheDocument();
});

it('a take refused as stale (412) redraws the row with the event it carries; the next take sends its version', async () => {
  session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
  mocked.listQueue.mockResolvedValue(pageOf([ticket(1, { version: 4, severity: 'MINOR' })]));
  // Meanwhile someone made it critical (version 5); it is still unassigned.
  const current = ticket(1, { version: 5, severity: 'CRITICAL' });
  mocked.takeTicket.mockRejectedValueOnce(
    new api.ApiError(412, '/api/ticket/1/take', [{ message: 'Otro usuario modificó este evento mientras lo editaba' }], undefined, current),
  );
  await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
  expect(await within((await screen.findByText('#1')).closest('li')!).findByText('Menor')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Tomar evento 1' }));
  expect(mocked.takeTicket).toHaveBeenCalledWith(1, 4);
  expect(await screen.findByText('Otro usuario modificó el evento 1: la fila muestra cómo está ahora.')).toBeInTheDocument();
  const [row] = rows();
  expect(within(row!).getByText('Crítica')).toBeInTheDocument();
  expect(within(row!).queryByText('Menor')).not.toBeInTheDocument();
  // Not read again: the row is the 412's event.
  expect(mocked.listQueue).toHaveBeenCalledTimes(1);

  mocked.takeTicket.mockResolvedValueOnce({ ...current, version: 6, assignedToId: 'op-1' });
  await userEvent.click(within(row!).getByRole('button', { name: 'Tomar evento 1' }));
  expect(mocked.takeTicket).toHaveBeenLastCalledWith(1, 5);
  expect(await screen.findByText('Usted tomó el evento 1; ahora está en «Míos»')).toBeInTheDocument();
});

it('keeps the view and page in the URL; a supervisor starts on "Todos abiertos"', async () => {
  mocked.listQueue.mockImplementation(async (q) => pageOf([ticket(q.page === 1 ? 21 : 1)], q.page ?? 0, 25));
  const { unmount } = await renderAt(<AssignmentsScreen />, { path: '/supervisor/assignments/*', url: '/supervisor/assignments' });
  await screen.findByText('#1');
  expect(mocked.listQueue).toHaveBeenCalledWith({ view: 'open', page: 0 });
  expect(screen.getByRole('tab', { name: /Todos abiertos/ })).toHaveAttribute('aria-selected', 'true');
  unmount();

  await renderAt(<AssignmentsScreen />, { path: '/admin/assignments/*', url: '/admin/assignments?view=at-risk&page=2' });
  await screen.findByText('#21');
  expect(mocked.listQueue).toHaveBeenLastCalledWith({ view: 'at-risk', page: 1 });
  expect(screen.getByRole('tab', { name: /En riesgo o vencidos/ })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: /Míos/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/assignments\?view=mine$/));
  await waitFor(() => expect(mocked.listQueue).toHaveBeenLastCalledWith({ view: 'mine', page: 0 }));
  await userEvent.click(await screen.findByRole('button', { name: 'Página siguiente' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/assignments?view=mine&page=2'));
});

it('a supervisor selects several events and assigns them at once; reassigns one through the assignment path', async () => {
  const assigned = ticket(3, { version: 6, assignedToId: 'op-2', assignedToName: 'Tomás Vidal', statusCode: 'EN_PROCESO' });
  mocked.listQueue.mockResolvedValue(pageOf([ticket(1), ticket(2), assigned]));
  mocked.assignTickets.mockResolvedValue({ count: 2, ticketIds: [1, 2] });
  await renderAt(<AssignmentsScreen />, { path: '/supervisor/assignments/*', url: '/supervisor/assignments' });
  await screen.findByText('#1');
  const assignSelected = screen.getByRole('button', { name: 'Asignar seleccionados' });
  expect(assignSelected).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar evento 1' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar evento 2' }));
  expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
  await userEvent.click(assignSelected);
  let dialog = await screen.findByRole('dialog', { name: 'Asignar 2 eventos' });
  await userEvent.selectOptions(within(dialog).getByLabelText(/Operador/), 'op-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
  // Several events name no one version: none is sent.
  await waitFor(() => expect(mocked.assignTickets).toHaveBeenCalledWith([1, 2], 'op-1', undefined));
  expect(await screen.findByText('El evento fue asignado con éxito')).toBeInTheDocument();
  await waitFor(() => expect(mocked.listQueue).toHaveBeenCalledTimes(2));

  await userEvent.click(screen.getByRole('button', { name: 'Reasignar evento 3' }));
  dialog = await screen.findByRole('dialog', { name: 'Asignar evento 3' });
  expect(within(dialog).getByLabelText(/Operador/)).toHaveValue('op-2');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Operador/), 'op-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
  // Issue 35: only the assignee travels (no cached row that could revert someone else's edit), and
  // the queue is read again afterwards.
  await waitFor(() => expect(mocked.assignTickets).toHaveBeenLastCalledWith([3], 'op-1', 6));
  expect(mocked.updateTicket).not.toHaveBeenCalled();
  await waitFor(() => expect(mocked.listQueue).toHaveBeenCalledTimes(3));
});

it('says when a view is empty, and shows the error state with retry', async () => {
  session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
  mocked.listQueue.mockRejectedValueOnce(new api.ApiError(0, '/api/ticket/queue', []));
  mocked.listQueue.mockResolvedValue(pageOf([]));
  await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments?view=at-risk' });
  await retryAfterAlert(userEvent, 'No se pudo cargar la cola de eventos');
  expect(await screen.findByText('Ningún evento está en riesgo ni vencido')).toBeInTheDocument();
});

it('a new arrival on the live stream is announced politely and its row highlighted', async () => {
  session.user = { id: 'op-1', role: 'OPERATOR', name: 'O' };
  mocked.listQueue.mockResolvedValue(pageOf([ticket(123, { severity: 'MAJOR' }), ticket(1)]));
  await renderAt(<AssignmentsScreen />, { path: '/operator/assignments/*', url: '/operator/assignments' });
  await screen.findByText('#1');
  const announcer = screen.getByRole('status', { name: '' });
  expect(announcer).toHaveAttribute('aria-live', 'polite');
  expect(screen.queryByText('Nuevo')).not.toBeInTheDocument();
  act(() => {
    api.publishQueueEvent({ id: 123, kind: 'changed', categoryName: 'Accidente', kilometer: 485, orientation: 'NORTH', severity: 'MAJOR' });
  });
  // A change is no arrival.
  expect(announcer).toBeEmptyDOMElement();
  act(() => {
    api.publishQueueEvent({ id: 123, kind: 'created', categoryName: 'Accidente', kilometer: 485, orientation: 'NORTH', severity: 'MAJOR' });
  });
  expect(announcer).toHaveTextContent('Nuevo evento #123: Accidente, km 485');
  const [arrived, other] = rows();
  expect(within(arrived!).getByText('Nuevo')).toBeInTheDocument();
  expect(arrived).toHaveAttribute('data-highlighted', 'true');
  expect(other).not.toHaveAttribute('data-highlighted');
});

it('polls every 30 s while the live stream is down, not while it is open', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    mocked.listQueue.mockResolvedValue(pageOf([ticket(1)]));
    await renderAt(<AssignmentsScreen />, { path: '/supervisor/assignments/*', url: '/supervisor/assignments' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(31_000);
    });
    expect(mocked.listQueue).toHaveBeenCalledTimes(1);
    act(() => api.setNotificationStreamOpen(false));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(31_000);
    });
    expect(mocked.listQueue).toHaveBeenCalledTimes(2);
    expect(mocked.getQueueCounts).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});
