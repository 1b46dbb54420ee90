import { screen, within } from '@testing-library/react';
import * as api from '@vigia/api-client';
import { renderWithProviders } from '@vigia/test-utils';
import { HistoryTimeline } from './history-timeline';

jest.mock('@vigia/api-client', () => ({ getTicketHistoryWithChain: jest.fn(), getStatuses: jest.fn(), listCloseReasons: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

const at = '2026-11-20T17:05:00.000Z';
const entries = [
  {
    id: 3,
    action: 'MILESTONE' as const,
    changedAt: at,
    actorId: 'op',
    actorName: 'Olga Operadora',
    changes: [
      { field: 'milestone', from: null, to: 'ON_SCENE' },
      { field: 'at', from: null, to: at },
      { field: 'reason', from: null, to: 'Aviso por radio' },
    ],
  },
  {
    id: 4,
    action: 'MERGED' as const,
    changedAt: at,
    actorId: 's',
    actorName: 'Sofía Rojas',
    changes: [
      { field: 'duplicateOf', from: null, to: 12 },
      { field: 'statusCode', from: 'En proceso', to: 'Cerrado' },
      { field: 'closeReason', from: null, to: 'Duplicado' },
    ],
  },
  {
    id: 6,
    action: 'UPDATED' as const,
    changedAt: at,
    actorId: 's',
    actorName: 'Sofía Rojas',
    changes: [
      { field: 'kilometer', from: 411.5, to: 412.25 },
      { field: 'orientation', from: 'NORTH', to: 'SOUTH' },
      { field: 'severity', from: 'MAJOR', to: 'CRITICAL' },
      { field: 'documentKind', from: 'RUT', to: 'OTHER' },
    ],
  },
  {
    id: 5,
    action: 'LINKED' as const,
    changedAt: at,
    actorId: 's',
    actorName: 'Sofía Rojas',
    changes: [{ field: 'primaryId', from: 9, to: null }],
  },
];

beforeEach(() => {
  mocked.getStatuses.mockResolvedValue([
    { code: 'ABIERTO', name: 'Abierto' },
    { code: 'EN_PROCESO', name: 'En proceso' },
    { code: 'CERRADO', name: 'Cerrado' },
  ] as never);
  mocked.listCloseReasons.mockResolvedValue([
    { code: 'RESUELTO', name: 'Resuelto', active: true },
    { code: 'DUPLICADO', name: 'Duplicado', active: true },
  ] as never);
});

describe('the history of an event (issue 26)', () => {
  it('says milestones, merges and links in words, and that the chain verifies', async () => {
    mocked.getTicketHistoryWithChain.mockResolvedValue({ entries, chain: 'VERIFIED' });
    await renderWithProviders(<HistoryTimeline ticketId={42} />);
    const list = await screen.findByRole('list', { name: 'Historial de cambios' });
    expect(mocked.getTicketHistoryWithChain).toHaveBeenCalledWith(42);
    const [linked, updated, merged, milestone] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement === list);
    expect(within(milestone!).getByText('Olga Operadora registró un hito')).toBeInTheDocument();
    expect(within(milestone!).getByText('Hito: En el lugar')).toBeInTheDocument();
    // Chile's time, 24 h.
    expect(within(milestone!).getByText('Hora: 20-11-2026 14:05')).toBeInTheDocument();
    expect(within(milestone!).getByText('Motivo: Aviso por radio')).toBeInTheDocument();
    expect(within(merged!).getByText('Sofía Rojas vinculó un duplicado')).toBeInTheDocument();
    expect(within(merged!).getByText('Duplicado de: #12')).toBeInTheDocument();
    // Names, never codes (issue 37): the status and the closing reason as the server names them.
    expect(within(merged!).getByText('Estado: En proceso → Cerrado')).toBeInTheDocument();
    expect(within(merged!).getByText('Motivo de cierre: Duplicado')).toBeInTheDocument();
    // km with a decimal comma, the direction and the severity in words.
    expect(within(updated!).getByText('Kilómetro: 411,5 → 412,25')).toBeInTheDocument();
    expect(within(updated!).getByText('Sentido: Norte a sur → Sur a norte')).toBeInTheDocument();
    expect(within(updated!).getByText('Severidad: Mayor → Crítica')).toBeInTheDocument();
    expect(within(updated!).getByText('Tipo de documento: RUT → Pasaporte u otro')).toBeInTheDocument();
    // Spanish needs no closing reasons' codes: the server's names are shown as they are.
    expect(mocked.listCloseReasons).not.toHaveBeenCalled();
    expect(list.textContent).not.toMatch(/NORTH|SOUTH|MAJOR|CRITICAL|EN_PROCESO|CERRADO|OTHER|documentKind/);
    expect(within(linked!).getByText('Sofía Rojas vinculó un incidente secundario')).toBeInTheDocument();
    expect(within(linked!).getByText('Incidente principal: #9 → —')).toBeInTheDocument();
    expect(screen.getByText('Historial verificado: sus registros no fueron alterados')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the chain does not verify, and says nothing when the server gave no verdict', async () => {
    mocked.getTicketHistoryWithChain.mockResolvedValue({ entries, chain: 'BROKEN' });
    const { unmount } = await renderWithProviders(<HistoryTimeline ticketId={42} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Atención: el historial no verifica. Uno o más registros fueron alterados o eliminados fuera de la aplicación.',
    );
    expect(screen.queryByText(/Historial verificado/)).not.toBeInTheDocument();
    unmount();

    mocked.getTicketHistoryWithChain.mockResolvedValue({ entries, chain: null });
    await renderWithProviders(<HistoryTimeline ticketId={42} />);
    await screen.findByRole('list', { name: 'Historial de cambios' });
    expect(screen.queryByText(/Historial verificado|no verifica/)).not.toBeInTheDocument();
  });
});

describe('the history in English', () => {
  it('names statuses, directions and km the English way', async () => {
    mocked.getTicketHistoryWithChain.mockResolvedValue({ entries, chain: 'VERIFIED' });
    await renderWithProviders(<HistoryTimeline ticketId={42} />, { lng: 'en' });
    const list = await screen.findByRole('list', { name: 'Change history' });
    expect(await within(list).findByText('Status: In progress → Closed')).toBeInTheDocument();
    expect(within(list).getByText(/: 411\.5 → 412\.25$/)).toBeInTheDocument();
    expect(within(list).getByText(/: North to south → South to north$/)).toBeInTheDocument();
    expect(within(list).getByText('Document type: RUT → Passport or other')).toBeInTheDocument();
    // The closing reason by its code, from the server's Spanish name.
    expect(await within(list).findByText('Reason for closing: Duplicate')).toBeInTheDocument();
    expect(list.textContent).not.toMatch(/En proceso|Cerrado|Norte a sur|Duplicado|Pasaporte/);
  });
});
