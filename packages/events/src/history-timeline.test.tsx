import { screen, within } from '@testing-library/react';
import * as api from '@vigia/api-client';
import { renderWithProviders } from '@vigia/test-utils';
import { HistoryTimeline } from './history-timeline';

jest.mock('@vigia/api-client', () => ({ getTicketHistoryWithChain: jest.fn() }));
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
      { field: 'statusCode', from: 'EN_PROCESO', to: 'CERRADO' },
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

describe('the history of an event (issue 26)', () => {
  it('says milestones, merges and links in words, and that the chain verifies', async () => {
    mocked.getTicketHistoryWithChain.mockResolvedValue({ entries, chain: 'VERIFIED' });
    await renderWithProviders(<HistoryTimeline ticketId={42} />);
    const list = await screen.findByRole('list', { name: 'Historial de cambios' });
    expect(mocked.getTicketHistoryWithChain).toHaveBeenCalledWith(42);
    const [linked, merged, milestone] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement === list);
    expect(within(milestone!).getByText('Olga Operadora registró un hito')).toBeInTheDocument();
    expect(within(milestone!).getByText('Hito: En el lugar')).toBeInTheDocument();
    // Chile's time, 24 h.
    expect(within(milestone!).getByText('Hora: 20-11-2026 14:05')).toBeInTheDocument();
    expect(within(milestone!).getByText('Motivo: Aviso por radio')).toBeInTheDocument();
    expect(within(merged!).getByText('Sofía Rojas vinculó un duplicado')).toBeInTheDocument();
    expect(within(merged!).getByText('Duplicado de: #12')).toBeInTheDocument();
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
