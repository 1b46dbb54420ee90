import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { confirmAfterCancel, renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { ShiftLogScreen } from './index';
import { makeHandover, OPERATOR_ID, SUPERVISOR_ID } from './test/fixtures';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['getHandover', 'createHandover', 'acknowledgeHandover']),
);
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');
const signIn = (role: string, id: string) => (useAuth as jest.Mock).mockReturnValue({ user: { id, name: 'X', role } });

const render = (route: string, area = 'operator') => renderWithProviders(<ShiftLogScreen />, { route, path: `/${area}/log/*` });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

it('shows the sealed summary in words, and prints', async () => {
  signIn('OPERATOR', OPERATOR_ID);
  mocked.getHandover.mockResolvedValue(makeHandover());
  const print = jest.fn();
  window.print = print;
  const user = userEvent.setup();
  await render('/operator/log/handover/7');
  expect(await screen.findByRole('heading', { level: 1, name: 'Entrega de turno N° 7' })).toBeInTheDocument();
  expect(mocked.getHandover).toHaveBeenCalledWith(7);
  expect(screen.getByText('Firmada por Olga Operadora el 27-11-2026 20:00')).toBeInTheDocument();
  expect(screen.getByText('Resumen íntegro: coincide con su huella')).toBeInTheDocument();
  expect(screen.getByText('Pendiente de recepción')).toBeInTheDocument();

  const events = screen.getByRole('region', { name: 'Eventos abiertos por severidad' });
  expect(within(events).getByRole('heading', { name: 'Crítica: 1' })).toBeInTheDocument();
  expect(within(events).queryByText(/Menor/)).not.toBeInTheDocument();
  expect(within(events).getByRole('link', { name: 'N° 42 · Colisión múltiple · km 512,5, norte a sur · En proceso' })).toHaveAttribute(
    'href',
    '/operator/events/42',
  );
  expect(events).toHaveTextContent('En riesgo');
  expect(events).toHaveTextContent('A cargo: Olga Operadora · Aviso a Inspección Fiscal antes de las 20:20');
  const units = screen.getByRole('region', { name: 'Unidades por estado' });
  expect(units).toHaveTextContent('En el lugar: 1P-03 (PATROL) · evento N° 42');
  expect(units).not.toHaveTextContent('Disponible');
  expect(screen.getByRole('region', { name: 'Instituciones esperadas' })).toHaveTextContent(
    'SAMU · evento N° 42 · avisada a las 19:40 · referencia S-881',
  );
  expect(screen.getByRole('region', { name: 'Novedades del turno' })).toHaveTextContent('27-11-2026 09:15 · Olga OperadoraNeblina densa');
  expect(screen.getByRole('region', { name: 'Nota' })).toHaveTextContent('grúa en camino');

  // Its author cannot receive it.
  expect(screen.queryByRole('button', { name: 'Recibir turno' })).not.toBeInTheDocument();
  expect(screen.getByText('Otro usuario de la sala de control debe recibir esta entrega.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Imprimir' }));
  expect(print).toHaveBeenCalledTimes(1);
});

it('lets another control-room user receive the shift after a confirmation', async () => {
  signIn('SUPERVISOR', SUPERVISOR_ID);
  mocked.getHandover.mockResolvedValue(makeHandover());
  mocked.acknowledgeHandover.mockResolvedValue(
    makeHandover({ acknowledgedAt: '2026-11-27T23:05:00.000Z', acknowledgedById: SUPERVISOR_ID, acknowledgedByName: 'Sergio Supervisor' }),
  );
  const user = userEvent.setup();
  await render('/supervisor/log/handover/7', 'supervisor');
  await confirmAfterCancel(user, {
    trigger: 'Recibir turno',
    dialog: '¿Recibir el turno?',
    confirm: 'Recibir turno',
    sent: mocked.acknowledgeHandover,
    says: 'Quedará registrado en el libro',
  });
  await waitFor(() => expect(mocked.acknowledgeHandover).toHaveBeenCalledWith(7));
  expect(await screen.findByText('Recibida por Sergio Supervisor el 27-11-2026 20:05')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Recibir turno' })).not.toBeInTheDocument();
});

it('says what the server refused when the shift was already received', async () => {
  signIn('OPERATOR', SUPERVISOR_ID);
  mocked.getHandover.mockResolvedValue(makeHandover());
  mocked.acknowledgeHandover.mockRejectedValue(
    new ApiError(409, '/api/shift/handover/7/ack', [{ message: 'Esta entrega de turno ya fue recibida' }]),
  );
  const user = userEvent.setup();
  await render('/operator/log/handover/7');
  await user.click(await screen.findByRole('button', { name: 'Recibir turno' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Recibir turno' }));
  expect(await screen.findByText('Esta entrega de turno ya fue recibida')).toBeInTheDocument();
  await waitFor(() => expect(mocked.getHandover).toHaveBeenCalledTimes(2));
});

it('lets the inspector read a handover but not receive it; an unknown one is not found', async () => {
  signIn('INSPECTOR', 'insp');
  mocked.getHandover.mockResolvedValueOnce(makeHandover());
  const { unmount } = await render('/inspector/log/handover/7', 'inspector');
  expect(await screen.findByRole('heading', { level: 1, name: 'Entrega de turno N° 7' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Recibir turno' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver al libro' })).toHaveAttribute('href', '/inspector/log');
  unmount();

  mocked.getHandover.mockRejectedValueOnce(new ApiError(404, '/api/shift/handover/8', [{ message: 'La entrega de turno no existe' }]));
  await render('/inspector/log/handover/8', 'inspector');
  expect(await screen.findByText('La entrega de turno no existe.')).toBeInTheDocument();
});

it('signs a handover with the note kept through a failure, then opens it at its address', async () => {
  signIn('OPERATOR', OPERATOR_ID);
  mocked.createHandover.mockRejectedValueOnce(new ApiError(503, '/api/shift/handover', [])).mockResolvedValueOnce(makeHandover());
  mocked.getHandover.mockResolvedValue(makeHandover());
  const user = userEvent.setup();
  await render('/operator/log/handover/new');
  expect(screen.getByRole('heading', { level: 1, name: 'Preparar entrega de turno' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nota para el turno entrante (opcional)'), 'Grúa en camino al km 512');
  await user.click(screen.getByRole('button', { name: 'Firmar entrega' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo firmar la entrega. Su nota se conserva');
  expect(sessionStorage.getItem('vigia.shift-log.handover.note')).toBe('Grúa en camino al km 512');

  await user.click(screen.getByRole('button', { name: 'Firmar entrega' }));
  await waitFor(() => expect(location()).toBe('/operator/log/handover/7'));
  expect(mocked.createHandover).toHaveBeenLastCalledWith('Grúa en camino al km 512');
  expect(await screen.findByRole('heading', { level: 1, name: 'Entrega de turno N° 7' })).toBeInTheDocument();
  expect(sessionStorage.getItem('vigia.shift-log.handover.note')).toBeNull();
});

it('sends whoever does not work shifts back to the log from "Preparar entrega"', async () => {
  signIn('ADMIN', 'admin');
  await render('/admin/log/handover/new', 'admin');
  await waitFor(() => expect(location()).toBe('/admin/log'));
  expect(mocked.createHandover).not.toHaveBeenCalled();
});
