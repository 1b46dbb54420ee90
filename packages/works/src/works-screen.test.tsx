import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { pageOf, renderWithProviders } from '@vigia/test-utils';
import { WorksScreen } from './index';
import { makeWork } from './test/fixtures';

jest.mock('@vigia/api-client', () => ({
  listWorks: jest.fn(),
  getWork: jest.fn(),
  getWorkHistory: jest.fn(),
  createWork: jest.fn(),
  updateWork: jest.fn(),
  requestWork: jest.fn(),
  approveWork: jest.fn(),
  rejectWork: jest.fn(),
  cancelWork: jest.fn(),
  isApiError: (e: unknown) => typeof (e as { status?: unknown })?.status === 'number',
}));
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));

// Typing a whole form takes a few seconds on a shared machine.
jest.setTimeout(30_000);

const mocked = api as jest.Mocked<typeof api>;
const signIn = (role: string) => (useAuth as jest.Mock).mockReturnValue({ user: { id: 'u', name: 'X', role } });
const path = '/supervisor/works/*';
/** Work #7 (by default the fixture's, version 3) on its page, as a `role` sees it. */
async function openWork(role: string, work = makeWork()) {
  signIn(role);
  mocked.getWork.mockResolvedValue(work);
  await renderWithProviders(<WorksScreen />, { path, route: '/supervisor/works/7' });
}
const apiError = (status: number, message: string, field?: string) =>
  Object.assign(new Error(message), { status, errors: [{ message, ...(field ? { field } : {}) }], payload: null });

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  mocked.listWorks.mockResolvedValue(pageOf([makeWork()]));
  mocked.getWork.mockResolvedValue(makeWork());
  mocked.getWorkHistory.mockResolvedValue({
    entries: [
      { id: 1, action: 'CREATED', changes: {}, changedAt: '2030-03-01T12:00:00.000Z', actorId: 'u', actorName: 'Sara Supervisora' },
    ],
    chain: 'VERIFIED',
  });
});

describe('the list', () => {
  it('says each work in words and keeps the filters in the URL', async () => {
    signIn('SUPERVISOR');
    const user = userEvent.setup();
    await renderWithProviders(<WorksScreen />, { path, route: '/supervisor/works?status=DRAFT&kmFrom=440' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trabajos programados' })).toBeInTheDocument();
    expect(mocked.listWorks).toHaveBeenCalledWith({ status: 'DRAFT', kmFrom: 440, page: 0, size: 20 });
    const list = await screen.findByRole('list', { name: 'Trabajos' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: /^#\d+ Recapado de calzada$/ })).toBeInTheDocument();
    expect(item).toHaveTextContent('km 450 a 452,5 · Calzada norte a sur');
    expect(item).toHaveTextContent('Calzada norte a sur: cierre parcial · velocidad máxima 60 km/h');
    expect(item).toHaveTextContent('Borrador');
    expect(item).toHaveTextContent('Próxima ventana: 04-03-2030 09:00 a 17:00');
    expect(screen.getByRole('link', { name: 'Nuevo trabajo' })).toHaveAttribute('href', '/supervisor/works/new');

    await user.click(screen.getByRole('checkbox', { name: 'Solo activos ahora' }));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/supervisor/works?status=DRAFT&kmFrom=440&now=1'));
    expect(mocked.listWorks).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'DRAFT', kmFrom: 440, activeAt: expect.any(String) }),
    );
  });

  it('refuses a km range out of order, offers no new work to the operator, and retries a failed load', async () => {
    signIn('OPERATOR');
    mocked.listWorks.mockRejectedValueOnce(new Error('down')).mockResolvedValue(pageOf([]));
    const user = userEvent.setup();
    await renderWithProviders(<WorksScreen />, { path, route: '/supervisor/works' });
    expect(await screen.findByText('No se pudieron cargar los trabajos. Inténtelo de nuevo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay trabajos programados.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo trabajo' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Desde km'), '500');
    await user.type(screen.getByLabelText('Hasta km'), '450');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(/el inicial no mayor que el final/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/supervisor\/works$/);
  });
});

describe('the form', () => {
  it('plans a work with daily windows and shows the conflicts the server found', async () => {
    signIn('SUPERVISOR');
    const saved = makeWork({ id: 12, version: 1 });
    mocked.createWork.mockResolvedValue({
      work: saved,
      warnings: [{ kind: 'INCIDENT', id: 40, message: 'Hay un evento abierto de severidad mayor en el km 451' }],
    });
    mocked.getWork.mockResolvedValue(saved);
    const user = userEvent.setup();
    await renderWithProviders(<WorksScreen />, { path, route: '/supervisor/works/new' });
    const form = screen.getByRole('form', { name: 'Nuevo trabajo' });
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findAllByText('Este campo es requerido')).not.toHaveLength(0);
    expect(mocked.createWork).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Título/), 'Recapado de calzada');
    await user.type(within(form).getByLabelText(/^Desde km/), '450');
    await user.type(within(form).getByLabelText(/^Hasta km/), '452,5');
    await user.click(within(form).getByRole('checkbox', { name: 'sur a norte' }));
    await user.selectOptions(within(form).getByLabelText(/Pistas cerradas, calzada norte a sur/), 'ALL');
    await user.type(within(form).getByLabelText(/^Velocidad máxima/), '60');
    await user.type(within(form).getByLabelText(/^Contratista/), 'Pavimentos del Sur');
    await user.type(within(form).getByLabelText(/^Contacto/), 'Juan Pérez');
    expect(within(form).getByRole('radio', { name: 'Ventanas diarias' })).toBeChecked();
    await user.type(within(form).getByLabelText(/^Primer día/), '2030-03-04');
    await user.type(within(form).getByLabelText(/^Último día/), '2030-03-08');
    await user.click(within(form).getByRole('checkbox', { name: 'Viernes' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(mocked.createWork).toHaveBeenCalledWith({
        title: 'Recapado de calzada',
        kmFrom: 450,
        kmTo: 452.5,
        orientations: ['NORTH'],
        lanesClosed: { NORTH: 'ALL', SOUTH: 'NONE' },
        shoulderClosed: false,
        speedLimit: 60,
        contractor: 'Pavimentos del Sur',
        contact: 'Juan Pérez',
        schedule: { from: '2030-03-04', to: '2030-03-08', days: ['MON', 'TUE', 'WED', 'THU'], windowStart: '09:00', windowEnd: '17:00' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Trabajo #12: Recapado de calzada' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Conflictos encontrados' })).toHaveTextContent(
      'Hay un evento abierto de severidad mayor en el km 451',
    );
  });

  it('sends one period as Santiago times with their offset', async () => {
    signIn('ADMIN');
    mocked.createWork.mockResolvedValue({ work: makeWork({ id: 13 }), warnings: [] });
    const user = userEvent.setup();
    await renderWithProviders(<WorksScreen />, { path, route: '/supervisor/works/new' });
    const form = screen.getByRole('form', { name: 'Nuevo trabajo' });
    await user.type(within(form).getByLabelText(/^Título/), 'Junta de puente');
    await user.type(within(form).getByLabelText(/^Desde km/), '500');
    await user.type(within(form).getByLabelText(/^Hasta km/), '500,2');
    await user.type(within(form).getByLabelText(/^Contratista/), 'Puentes SA');
    await user.type(within(form).getByLabelText(/^Contacto/), 'Ana');
    await user.click(within(form).getByRole('radio', { name: 'Un período' }));
    await user.type(within(form).getByLabelText(/^Inicio/), '2030-07-01T22:00');
    await user.type(within(form).getByLabelText(/^Término/), '2030-07-02T05:00');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(mocked.createWork).toHaveBeenCalledWith(
        expect.objectContaining({ schedule: { start: '2030-07-01T22:00:00-04:00', end: '2030-07-02T05:00:00-04:00' } }),
      ),
    );
  });

  it('on an edit refused as stale keeps what was typed and saves on the reloaded version', async () => {
    signIn('SUPERVISOR');
    mocked.getWork.mockResolvedValueOnce(makeWork({ version: 3 })).mockResolvedValue(makeWork({ version: 4, contractor: 'Otra' }));
    mocked.updateWork.mockRejectedValueOnce(apiError(412, 'Otro usuario modificó esta faena mientras la editaba'));
    mocked.updateWork.mockResolvedValue({ work: makeWork({ version: 5 }), warnings: [] });
    const user = userEvent.setup();
    await renderWithProviders(<WorksScreen />, { path, route: '/supervisor/works/7/edit' });
    const form = await screen.findByRole('form', { name: 'Editar trabajo' });
    const title = within(form).getByLabelText(/^Título/);
    await user.clear(title);
    await user.type(title, 'Recapado nocturno');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Otra persona cambió este trabajo')).toBeInTheDocument();
    expect(mocked.updateWork).toHaveBeenLastCalledWith(7, expect.objectContaining({ title: 'Recapado nocturno' }), 3);
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.queryByText('Otra persona cambió este trabajo')).not.toBeInTheDocument());
    expect(within(form).getByLabelText(/^Título/)).toHaveValue('Recapado nocturno');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(mocked.updateWork).toHaveBeenLastCalledWith(7, expect.objectContaining({ title: 'Recapado nocturno' }), 4));
  });
});

describe('the detail', () => {
  it('lets the supervisor request approval on the version shown, and shows the history', async () => {
    mocked.requestWork.mockResolvedValue({ work: makeWork({ status: 'REQUESTED', version: 4 }), warnings: [] });
    const user = userEvent.setup();
    await openWork('SUPERVISOR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trabajo #7: Recapado de calzada' })).toBeInTheDocument();
    expect(screen.getByText('Pavimentos del Sur')).toBeInTheDocument();
    expect(await screen.findByText('Creado')).toBeInTheDocument();
    expect(screen.getByText(/Sara Supervisora/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solicitar aprobación' }));
    expect(mocked.requestWork).toHaveBeenCalledWith(7, 3);
  });

  it('has the inspector give a reason to reject, and approve on the version shown', async () => {
    mocked.rejectWork.mockResolvedValue({ work: makeWork({ status: 'REJECTED', version: 4 }), warnings: [] });
    const user = userEvent.setup();
    await openWork('INSPECTOR', makeWork({ status: 'REQUESTED' }));
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const form = screen.getByRole('form', { name: 'Rechazar el trabajo' });
    await user.click(within(form).getByRole('button', { name: 'Rechazar trabajo' }));
    expect(within(form).getByText('Indique el motivo del rechazo.')).toBeInTheDocument();
    expect(mocked.rejectWork).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText(/Motivo del rechazo/), 'Coincide con el fin de semana largo');
    await user.click(within(form).getByRole('button', { name: 'Rechazar trabajo' }));
    expect(mocked.rejectWork).toHaveBeenCalledWith(7, 'Coincide con el fin de semana largo', 3);
    expect(screen.queryByRole('button', { name: 'Solicitar aprobación' })).not.toBeInTheDocument();
  });

  it('shows a 412 on approval as a change by someone else, with a reload', async () => {
    mocked.approveWork.mockRejectedValue(apiError(412, 'Otro usuario modificó esta faena mientras la editaba'));
    const user = userEvent.setup();
    await openWork('INSPECTOR', makeWork({ status: 'REQUESTED' }));
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    expect(mocked.approveWork).toHaveBeenCalledWith(7, 3);
    expect(await screen.findByText('Otra persona cambió este trabajo')).toBeInTheDocument();
    const calls = mocked.getWork.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(mocked.getWork.mock.calls.length).toBeGreaterThan(calls));
  });

  it('cancels a work only after a confirmation', async () => {
    mocked.cancelWork.mockResolvedValue({ work: makeWork({ status: 'CANCELLED', version: 4 }), warnings: [] });
    const user = userEvent.setup();
    await openWork('ADMIN', makeWork({ status: 'APPROVED' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar trabajo' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar este trabajo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(mocked.cancelWork).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar trabajo' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar este trabajo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar trabajo' }));
    await waitFor(() => expect(mocked.cancelWork).toHaveBeenCalledWith(7, 3));
  });
});
