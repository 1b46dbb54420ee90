import { act, screen, waitFor, within } from '@testing-library/react';
import * as api from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { EventList } from './event-list';
import { makeTicket, renderAt, pageOf } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';

// The network is stubbed at the api-client boundary.
jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(['listMyTickets', 'listOperatorTickets', 'searchTickets', 'getCategories', 'getStatuses', 'getChannels', 'listActiveWorks']),
);
const session = { user: { id: 'u-1', role: 'SUPERVISOR', name: 'Sofía' } };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));
const mocked = api as jest.Mocked<typeof api>;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function ticket(id: number, overrides: Partial<Ticket> = {}): Ticket {
  const created = minutesAgo(12);
  return makeTicket({
    id,
    commune: 'Bulnes',
    createdById: 'u-1',
    createdAt: created,
    updatedAt: created,
    slaDueAt: '2030-01-01T15:00:00.000Z',
    ...overrides,
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getCategories.mockResolvedValue([]);
  mocked.getStatuses.mockResolvedValue([]);
  mocked.getChannels.mockResolvedValue([
    { code: 'WEB_SELF_SERVICE', name: 'Formulario web' },
    { code: 'PHONE', name: 'Teléfono' },
    { code: 'SOS_POST', name: 'Poste SOS' },
  ]);
  mocked.listActiveWorks.mockResolvedValue([]);
});

it('lists the works under way below the events, and nothing when there are none', async () => {
  mocked.searchTickets.mockResolvedValue(pageOf([ticket(1)]));
  mocked.listActiveWorks.mockResolvedValue([
    {
      id: 21,
      title: 'Recapado pista lenta',
      kmFrom: 450,
      kmTo: 452.5,
      orientations: ['SOUTH'],
      lanesClosed: { NORTH: 'NONE', SOUTH: 'ALL' },
      shoulderClosed: false,
      end: '2026-03-04T20:00:00.000Z',
    },
  ]);
  const { unmount } = await renderAt(<EventList />, { path: '/supervisor/events/*', url: '/supervisor/events' });
  const works = await screen.findByRole('list', { name: 'Trabajos activos ahora' });
  expect(within(works).getByRole('listitem')).toHaveTextContent(
    '«Recapado pista lenta» · km 450 a 452,5 · calzada sur a norte: cierre total · hasta las 17:00',
  );
  unmount();

  mocked.listActiveWorks.mockResolvedValue([]);
  await renderAt(<EventList />, { path: '/supervisor/events/*', url: '/supervisor/events' });
  await waitFor(() => expect(mocked.listActiveWorks).toHaveBeenCalledTimes(2));
  await act(async () => {});
  expect(screen.queryByRole('heading', { name: 'Trabajos activos ahora' })).not.toBeInTheDocument();
});

it('shows each event’s severity, age and SLA, the due time only while it is open', async () => {
  mocked.searchTickets.mockResolvedValue(
    pageOf([
      ticket(1, { severity: 'CRITICAL', slaState: 'BREACHED', injured: true }),
      ticket(2, {
        severity: 'MINOR',
        slaState: 'OK',
        slaClock: null,
        slaMet: true,
        statusCode: 'CERRADO',
        statusName: 'Cerrado',
        createdAt: minutesAgo(3 * 24 * 60),
        closedAt: minutesAgo(60),
      }),
    ]),
  );
  await renderAt(<EventList />, { path: '/supervisor/events/*', url: '/supervisor/events' });
  const list = await screen.findByRole('list', { name: 'Lista de eventos' });
  const [open, closed] = within(list).getAllByRole('listitem');
  expect(within(open!).getByText('Crítica')).toBeInTheDocument();
  expect(within(open!).getByText('Vencido')).toBeInTheDocument();
  expect(within(open!).getByText('hace 12 min')).toBeInTheDocument();
  // Issue 37: the due time names its clock, and the reporter's injured answer shows in red.
  expect(within(open!).getByText('Tomar antes de 01-01-2030 12:00')).toBeInTheDocument();
  expect(within(open!).getByText('Hay lesionados')).toBeInTheDocument();
  expect(within(closed!).getByText('Menor')).toBeInTheDocument();
  // Closed: whether it met its time, no running state and no clock.
  expect(within(closed!).getByText('Cerrado a tiempo')).toBeInTheDocument();
  expect(within(closed!).queryByText('En plazo')).not.toBeInTheDocument();
  expect(within(closed!).getByText('hace 3 días')).toBeInTheDocument();
  expect(within(closed!).queryByText(/antes de/)).not.toBeInTheDocument();
  expect(within(closed!).queryByText('Hay lesionados')).not.toBeInTheDocument();
});

it('keeps the age true as time passes', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    mocked.searchTickets.mockResolvedValue(pageOf([ticket(1)]));
    await renderAt(<EventList />, { path: '/supervisor/events/*', url: '/supervisor/events' });
    expect(await screen.findByText('hace 12 min')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText('hace 13 min')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('names each event’s channel in the staff’s rows (issue 39)', async () => {
  mocked.searchTickets.mockResolvedValue(pageOf([ticket(1, { channelCode: 'SOS_POST' }), ticket(2, { channelCode: 'WEB_SELF_SERVICE' })]));
  await renderAt(<EventList />, { path: '/supervisor/events/*', url: '/supervisor/events' });
  const list = await screen.findByRole('list', { name: 'Lista de eventos' });
  const [sos, web] = within(list).getAllByRole('listitem');
  expect(await within(sos!).findByText('Poste SOS')).toBeInTheDocument();
  expect(within(web!).getByText('Formulario web')).toBeInTheDocument();
});
