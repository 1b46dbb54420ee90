// "Organismos avisados" (issue 39 item 4): the entries in order with back-dated reasons, "Avisar" with
// a tel: link, the notice dialog (an earlier time needs a reason; a refusal keeps what was typed),
// arrival with the entry's version (412 → what changed), the inspector's clock in words, the
// handover text in the URL with "Copiar", and the inspector reading without buttons.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { clearToasts, makeTicket, renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import type { Agency } from '@vigia/domain';
import { AgenciesSection } from './index';
import { clockMinutes } from './inspector-clock';
import { KINDS, makeSentUnit } from './test/units';
import { makeAgencyEntry } from './test/agencies';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(['listAgencies', 'listTicketAgencies', 'notifyAgency', 'updateTicketAgency', 'listEventUnits', 'listUnitKinds']),
);
const mocked = api as jest.Mocked<typeof api>;
const { ApiError } = jest.requireActual<typeof api>('@vigia/api-client');

const AGENCIES: Agency[] = [
  { code: 'CARABINEROS', name: 'Carabineros de Chile', phone: '133', email: '' },
  { code: 'SAMU', name: 'SAMU', phone: '131', email: '' },
  { code: 'INSPECCION_FISCAL', name: 'Inspección Fiscal', phone: '', email: 'if@mop.cl' },
];

const entry = makeAgencyEntry;

const ticket = makeTicket({ id: 7, kilometer: 485.3, orientation: 'SOUTH', commune: 'Los Ángeles', sector: '' });

beforeEach(() => {
  mocked.listAgencies.mockResolvedValue(AGENCIES);
  mocked.listTicketAgencies.mockResolvedValue([]);
  mocked.listUnitKinds.mockResolvedValue(KINDS);
  mocked.listEventUnits.mockResolvedValue([]);
});
afterEach(clearToasts);

it('lists the entries in order, with the back-dated reason and who recorded it', async () => {
  mocked.listTicketAgencies.mockResolvedValue([
    entry({ reference: 'PR-4471', arrivedAt: '2026-11-27T18:20:00.000Z' }),
    entry({
      id: 2,
      agencyCode: 'SAMU',
      agencyName: 'SAMU',
      notifiedAt: '2026-11-27T17:58:00.000Z',
      recordedAt: '2026-11-27T18:10:00.000Z',
      backdated: true,
      reason: 'Avisado por radio antes de abrir el evento',
    }),
  ]);
  await renderWithProviders(<AgenciesSection ticket={ticket} canWrite={false} onChanged={jest.fn()} />);
  const list = await screen.findByRole('list', { name: 'Organismos avisados' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('Carabineros de Chile');
  expect(first).toHaveTextContent('PR-4471');
  // 18:20Z is 15:20 in Chile (UTC−3).
  expect(first).toHaveTextContent('Llegó15:20');
  expect(second).toHaveTextContent('Motivo de la hora anteriorAvisado por radio antes de abrir el evento');
  expect(second).toHaveTextContent('Registrado a las 27-11-2026 15:10 por Olga Operadora');
  // The inspector reads: no button to record anything, no quick notice, no handover text.
  expect(screen.queryByRole('button', { name: /Registrar|Avisar a|Texto para traspaso/ })).not.toBeInTheDocument();
});

it('offers each agency with its phone to call and records a back-dated notice only with a reason', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  await renderWithProviders(<AgenciesSection ticket={ticket} canWrite onChanged={onChanged} />);
  expect(await screen.findByRole('link', { name: 'Llamar a SAMU al 131' })).toHaveAttribute('href', 'tel:131');
  await user.click(screen.getByRole('button', { name: 'Avisar a SAMU' }));
  const dialog = await screen.findByRole('dialog', { name: 'Avisar a SAMU' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Hora del aviso' }), 'Hora anterior');
  const at = within(dialog).getByLabelText(/Fecha y hora del aviso/);
  const earlier = new Date(Date.now() - 20 * 60_000);
  const local = new Date(earlier.getTime() - earlier.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await user.clear(at);
  await user.type(at, local);
  await user.type(within(dialog).getByRole('textbox', { name: /Referencia/ }), 'S-99');
  await user.click(within(dialog).getByRole('button', { name: 'Registrar aviso' }));
  expect(await within(dialog).findByText('Indique el motivo para registrar una hora anterior')).toBeInTheDocument();
  expect(mocked.notifyAgency).not.toHaveBeenCalled();

  // The server refuses (the event's time is later): the dialog stays with what was typed.
  mocked.notifyAgency.mockRejectedValueOnce(
    new ApiError(400, '/api/ticket/7/agency', [{ field: 'notifiedAt', message: 'La hora del aviso no puede ser anterior al evento' }]),
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Motivo de la hora anterior/ }), 'Aviso por radio');
  await user.click(within(dialog).getByRole('button', { name: 'Registrar aviso' }));
  expect(await within(dialog).findByText('La hora del aviso no puede ser anterior al evento')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Referencia/ })).toHaveValue('S-99');

  mocked.notifyAgency.mockResolvedValueOnce(entry({ id: 3, agencyCode: 'SAMU', agencyName: 'SAMU' }));
  await user.click(within(dialog).getByRole('button', { name: 'Registrar aviso' }));
  expect(await screen.findByText('Aviso a SAMU registrado.')).toBeInTheDocument();
  const sent = mocked.notifyAgency.mock.calls.at(-1)!;
  expect(sent[0]).toBe(7);
  expect(sent[1]).toMatchObject({ agencyCode: 'SAMU', reason: 'Aviso por radio', reference: 'S-99' });
  expect(Math.abs(Date.parse(sent[1].notifiedAt!) - earlier.getTime())).toBeLessThan(60_000);
  expect(onChanged).toHaveBeenCalled();
});

it('records an arrival with the version shown; a 412 says what changed', async () => {
  const user = userEvent.setup();
  mocked.listTicketAgencies.mockResolvedValue([entry({ version: 4 })]);
  await renderWithProviders(<AgenciesSection ticket={ticket} canWrite onChanged={jest.fn()} />);
  const current = entry({ version: 5, arrivedAt: '2026-11-27T18:20:00.000Z' });
  mocked.updateTicketAgency.mockRejectedValueOnce(
    new ApiError(
      412,
      '/api/ticket/7/agency/1',
      [{ message: 'Otro usuario modificó este registro mientras lo editaba' }],
      undefined,
      current,
    ),
  );
  mocked.listTicketAgencies.mockResolvedValue([current]);
  await user.click(await screen.findByRole('button', { name: 'Registrar llegada de Carabineros de Chile' }));
  expect(mocked.updateTicketAgency).toHaveBeenCalledWith(7, 1, { arrivedAt: expect.any(String) }, 4);
  expect(await screen.findByRole('alert')).toHaveTextContent('llegó: 15:20; se retiró: sin registro');
  // The list is read again: the entry now offers the departure.
  expect(await screen.findByRole('button', { name: 'Registrar salida de Carabineros de Chile' })).toBeInTheDocument();
});

it('counts the inspector’s notice down in words, then says how late, and records it in one tap', async () => {
  expect(clockMinutes('2026-11-27T18:12:00.000Z', Date.parse('2026-11-27T18:00:30.000Z'))).toEqual({ overdue: false, minutes: 12 });
  expect(clockMinutes('2026-11-27T18:00:00.000Z', Date.parse('2026-11-27T18:03:10.000Z'))).toEqual({ overdue: true, minutes: 3 });
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const due = new Date(Date.now() + 11.5 * 60_000).toISOString();
  const { unmount } = await renderWithProviders(
    <AgenciesSection ticket={{ ...ticket, inspectorNoticeDueAt: due }} canWrite onChanged={onChanged} />,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Aviso a Inspección Fiscal: quedan 12 min');
  mocked.notifyAgency.mockResolvedValueOnce(entry({ id: 9, agencyCode: 'INSPECCION_FISCAL', agencyName: 'Inspección Fiscal' }));
  mocked.listTicketAgencies.mockResolvedValue([entry({ id: 9, agencyCode: 'INSPECCION_FISCAL', agencyName: 'Inspección Fiscal' })]);
  await user.click(screen.getByRole('button', { name: 'Registrar aviso' }));
  expect(mocked.notifyAgency).toHaveBeenCalledWith(7, { agencyCode: 'INSPECCION_FISCAL' });
  expect(onChanged).toHaveBeenCalled();
  // The entry stops the clock before the page's copy of the event is read again.
  expect(within(await screen.findByRole('list', { name: 'Organismos avisados' })).getByText('Inspección Fiscal')).toBeInTheDocument();
  expect(screen.queryByText(/quedan/)).not.toBeInTheDocument();
  unmount();

  const late = new Date(Date.now() - 3.2 * 60_000).toISOString();
  mocked.listTicketAgencies.mockResolvedValue([]);
  await renderWithProviders(<AgenciesSection ticket={{ ...ticket, inspectorNoticeDueAt: late }} canWrite={false} onChanged={jest.fn()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Aviso a Inspección Fiscal vencido hace 3 min');
  expect(screen.queryByRole('button', { name: 'Registrar aviso' })).not.toBeInTheDocument();
});

it('opens the handover text from the URL, large, with the units sent, and copies it', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  mocked.listTicketAgencies.mockResolvedValue([entry({})]);
  mocked.listEventUnits.mockResolvedValue([makeSentUnit()]);
  await renderWithProviders(<AgenciesSection ticket={ticket} canWrite onChanged={jest.fn()} />);
  await user.click(await screen.findByRole('button', { name: 'Texto para traspaso' }));
  const dialog = await screen.findByRole('dialog', { name: 'Texto para traspaso del evento N° 7' });
  expect(screen.getByTestId('location')).toHaveTextContent('?traspaso=1');
  expect(await within(dialog).findByText('P-03 (Patrulla, en camino)')).toBeInTheDocument();
  expect(within(dialog).getByText('km 485,3, dirección sur a norte')).toBeInTheDocument();
  expect(within(dialog).getByText('Carabineros de Chile 15:05')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
  expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Ubicación: km 485,3, dirección sur a norte\n'));
  expect(await screen.findByText('Texto copiado.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('traspaso'));
});
