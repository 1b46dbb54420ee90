import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { pageOf, renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { ShiftLogScreen } from './index';
import { makeEntry, OPERATOR_ID, SUPERVISOR_ID } from './test/fixtures';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(['listShiftLog', 'addShiftLogEntry', 'downloadShiftLog', 'getOperators']),
);
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');
const signIn = (role: string, id = OPERATOR_ID) => (useAuth as jest.Mock).mockReturnValue({ user: { id, name: 'X', role } });

const NOTE = makeEntry({ id: 1, ticketId: 42, unitId: 3, unitCode: 'P-03', correctedBy: [2] });
const FIX = makeEntry({
  id: 2,
  at: '2026-11-27T12:40:00.000Z',
  kind: 'CORRECTION',
  authorId: SUPERVISOR_ID,
  authorName: 'Sergio Supervisor',
  text: 'Neblina densa en km 452',
  ticketId: 42,
  corrects: 1,
});
const HANDOVER = makeEntry({ id: 3, at: '2026-11-27T23:00:00.000Z', kind: 'HANDOVER', text: 'Entrega de turno N° 7', handoverId: 7 });

const renderLog = (route = '/operator/log') => renderWithProviders(<ShiftLogScreen />, { route, path: '/operator/log/*' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  mocked.getOperators.mockResolvedValue([{ id: OPERATOR_ID, name: 'Olga Operadora', email: 'o@example.com' }]);
  mocked.listShiftLog.mockResolvedValue({ page: pageOf([HANDOVER, FIX, NOTE]), chain: 'VERIFIED' });
});

it('lists the entries newest first with Chile’s time, author, event link, unit and how corrections relate', async () => {
  signIn('OPERATOR');
  await renderLog();
  const list = await screen.findByRole('list', { name: 'Entradas del libro' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual(['27-11-2026 20:00', '27-11-2026 09:40', '27-11-2026 09:15']);
  expect(items[2]).toHaveTextContent(/Por Olga Operadora.*Neblina densa en km 450.*Unidad P-03/);
  expect(within(items[2]!).getByRole('link', { name: 'Evento N° 42' })).toHaveAttribute('href', '/operator/events/42');
  expect(items[2]).toHaveTextContent('Corregida por Sergio Supervisor a las 09:40');
  expect(items[1]).toHaveTextContent('Corrige la entrada de las 09:15');
  expect(within(items[0]!).getByRole('link', { name: 'Ver entrega de turno N° 7' })).toHaveAttribute('href', '/operator/log/handover/7');
  // Only notes and corrections are corrected; nothing is edited or deleted.
  expect(within(items[0]!).queryByRole('button', { name: /Corregir/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Eliminar|Editar/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Preparar entrega' })).toHaveAttribute('href', '/operator/log/handover/new');
  expect(mocked.listShiftLog).toHaveBeenCalledWith({ page: 0, size: 20 });
});

it('keeps a new entry’s text through a failed save, then writes it with its event', async () => {
  signIn('OPERATOR');
  mocked.addShiftLogEntry
    .mockRejectedValueOnce(new ApiError(503, '/api/log', []))
    .mockRejectedValueOnce(new ApiError(400, '/api/log', [{ field: 'ticketId', message: 'El evento indicado no existe' }]))
    .mockResolvedValueOnce(makeEntry({ id: 9, text: 'Corte de tránsito en km 480' }));
  const user = userEvent.setup();
  await renderLog();
  await user.click(await screen.findByRole('button', { name: 'Agregar al libro' }));
  expect(screen.getByText('Escriba el texto de la novedad.')).toBeInTheDocument();
  expect(mocked.addShiftLogEntry).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Texto de la novedad'), 'Corte de tránsito en km 480');
  await user.type(screen.getByLabelText('N° de evento (opcional)'), '99');
  await user.click(screen.getByRole('button', { name: 'Agregar al libro' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar la novedad. Su texto se conserva');
  expect(screen.getByLabelText('Texto de la novedad')).toHaveValue('Corte de tránsito en km 480');
  expect(sessionStorage.getItem('vigia.shift-log.new.text')).toBe('Corte de tránsito en km 480');

  await user.click(screen.getByRole('button', { name: 'Agregar al libro' }));
  expect(await screen.findByText('El evento indicado no existe')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('N° de evento (opcional)'));
  await user.type(screen.getByLabelText('N° de evento (opcional)'), '42');
  await user.click(screen.getByRole('button', { name: 'Agregar al libro' }));
  await waitFor(() => expect(screen.getByLabelText('Texto de la novedad')).toHaveValue(''));
  expect(mocked.addShiftLogEntry).toHaveBeenLastCalledWith({ text: 'Corte de tránsito en km 480', ticketId: 42 });
  expect(sessionStorage.getItem('vigia.shift-log.new.text')).toBeNull();
  await waitFor(() => expect(mocked.listShiftLog).toHaveBeenCalledTimes(2));
});

it('restores a draft left in the session and corrects an entry with a new one that points at it', async () => {
  signIn('SUPERVISOR', SUPERVISOR_ID);
  sessionStorage.setItem('vigia.shift-log.new.text', 'A medio escribir');
  mocked.addShiftLogEntry.mockResolvedValue(makeEntry({ id: 10, kind: 'CORRECTION', corrects: 1 }));
  const user = userEvent.setup();
  await renderLog();
  expect(await screen.findByLabelText('Texto de la novedad')).toHaveValue('A medio escribir');

  await user.click(await screen.findByRole('button', { name: 'Corregir la entrada de las 09:15' }));
  const form = screen.getByRole('form', { name: 'Corregir la entrada de las 09:15' });
  expect(form).toHaveTextContent('Texto originalNeblina densa en km 450');
  await user.type(within(form).getByLabelText('Texto corregido'), 'Neblina densa en km 455');
  await user.click(within(form).getByRole('button', { name: 'Guardar corrección' }));
  await waitFor(() =>
    expect(mocked.addShiftLogEntry).toHaveBeenCalledWith({ text: 'Neblina densa en km 455', corrects: 1, ticketId: 42, unitId: 3 }),
  );
  // Back to a new note, whose draft was not touched.
  expect(await screen.findByRole('form', { name: 'Nueva novedad' })).toBeInTheDocument();
  expect(screen.getByLabelText('Texto de la novedad')).toHaveValue('A medio escribir');
});

it('keeps the filters in the URL and asks for Chile’s days as instants', async () => {
  signIn('OPERATOR');
  const user = userEvent.setup();
  await renderLog('/operator/log?event=42');
  expect(await screen.findByLabelText('N° de evento')).toHaveValue('42');
  await waitFor(() => expect(mocked.listShiftLog).toHaveBeenLastCalledWith({ ticketId: 42, page: 0, size: 20 }));

  await user.type(screen.getByLabelText('Desde'), '2026-11-03');
  await user.type(screen.getByLabelText('Hasta'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  expect(await screen.findByText('La fecha “Desde” debe ser anterior o igual a “Hasta”.')).toBeInTheDocument();
  expect(location()).toBe('/operator/log?event=42');

  await user.clear(screen.getByLabelText('Desde'));
  await user.type(screen.getByLabelText('Desde'), '2026-11-01');
  await user.selectOptions(screen.getByLabelText('Autor'), 'Sergio Supervisor');
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  await waitFor(() => expect(location()).toBe(`/operator/log?from=2026-11-01&to=2026-11-01&author=${SUPERVISOR_ID}&event=42`));
  // Chile is UTC−3 in November: its day starts at 03:00 UTC; "to" is the next day's start.
  await waitFor(() =>
    expect(mocked.listShiftLog).toHaveBeenLastCalledWith({
      from: '2026-11-01T03:00:00.000Z',
      to: '2026-11-02T03:00:00.000Z',
      authorId: SUPERVISOR_ID,
      ticketId: 42,
      page: 0,
      size: 20,
    }),
  );

  await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
  expect(location()).toBe('/operator/log');
});

it('lets the inspector read and download, never write', async () => {
  signIn('INSPECTOR');
  URL.createObjectURL = jest.fn(() => 'blob:log');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  mocked.downloadShiftLog.mockResolvedValue({ blob: new Blob(['x']), fileName: 'libro-de-novedades.xlsx' });
  const user = userEvent.setup();
  await renderLog('/operator/log?event=42');
  await screen.findByRole('list', { name: 'Entradas del libro' });
  expect(screen.queryByRole('form', { name: 'Nueva novedad' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Corregir/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Preparar entrega' })).not.toBeInTheDocument();
  expect(mocked.getOperators).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Descargar XLSX' }));
  await waitFor(() => expect(saved).toEqual(['libro-de-novedades.xlsx']));
  expect(mocked.downloadShiftLog).toHaveBeenCalledWith({ ticketId: 42 }, 'xlsx');
});

it('says when nothing matches, when the log fails, and when its chain does not verify', async () => {
  signIn('ADMIN');
  mocked.listShiftLog.mockResolvedValueOnce({ page: pageOf([]), chain: 'VERIFIED' });
  const user = userEvent.setup();
  const { unmount } = await renderLog('/operator/log?event=5');
  expect(await screen.findByText('No hay entradas para estos filtros.')).toBeInTheDocument();
  unmount();

  mocked.listShiftLog.mockRejectedValueOnce(new ApiError(500, '/api/log', [])).mockResolvedValue({ page: pageOf([NOTE]), chain: 'BROKEN' });
  await renderLog();
  expect(await screen.findByText('No se pudo cargar el libro de novedades.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('la cadena de integridad del libro no verifica');
});
