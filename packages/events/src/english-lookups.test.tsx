// Issue 37 item 10: the English UI is English. Statuses, categories and closing reasons arrive from
// the server with Spanish names; the list and the event page name them by code in English.
import { screen, within } from '@testing-library/react';
import * as api from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { makeTicket, pageOf, renderAt } from '@vigia/test-utils';
import { EventsScreen } from './index';
import type * as StaffApi from './test/staff-page-api';
import { CATEGORIES, STATUSES } from './test/lookups';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof StaffApi>('./test/staff-page-api')
    .staffPageApi(['searchTickets', 'getCategories', 'getStatuses', 'getChannels']),
);
// The shared event form is @vigia/event-form's (its own tests): a stand-in without words.
jest.mock('@vigia/event-form', () => ({ ...jest.requireActual('@vigia/event-form'), EventForm: () => <section /> }));
const session = { user: { id: 'sup-1', role: 'SUPERVISOR', name: 'Sofía' } };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));

const mocked = api as jest.Mocked<typeof api>;

// Every Spanish name the server gives a status, a category, a closing reason or a role.
const SPANISH =
  /\b(Abierto|En proceso|Cerrado|Accidente|Obstáculo|Duplicado|Resuelto|Formulario web|Teléfono|Operador|Supervisor\b(?! )|Conductor|Inspector fiscal|Administrador)/;

const closed = makeTicket({
  id: 42,
  statusCode: 'CERRADO',
  statusName: 'Cerrado',
  category: 'ACCIDENTE',
  categoryName: 'Accidente',
  closeReason: 'DUPLICADO',
  closeReasonName: 'Duplicado',
  closedAt: '2025-03-01T11:00:00.000Z',
  kilometer: 485.5,
});
const tickets: Ticket[] = [
  closed,
  makeTicket({ id: 43, statusCode: 'EN_PROCESO', statusName: 'En proceso', category: 'OBSTACULO', categoryName: 'Obstáculo' }),
  makeTicket({ id: 44 }),
];

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getCategories.mockResolvedValue(CATEGORIES);
  mocked.getStatuses.mockResolvedValue(STATUSES);
  mocked.getChannels.mockResolvedValue([
    { code: 'WEB_SELF_SERVICE', name: 'Formulario web' },
    { code: 'PHONE', name: 'Teléfono' },
  ]);
  mocked.searchTickets.mockResolvedValue(pageOf(tickets, 0, tickets.length));
  mocked.getTicket.mockResolvedValue(closed);
  mocked.listComments.mockResolvedValue(pageOf([]));
  mocked.listAttachments.mockResolvedValue(pageOf([]));
  mocked.getTicketHistoryWithChain.mockResolvedValue({
    entries: [
      {
        id: 1,
        action: 'UPDATED',
        changedAt: '2025-03-01T11:00:00.000Z',
        actorId: 'sup-1',
        actorName: 'Sofía Rojas',
        changes: [
          { field: 'statusCode', from: 'En proceso', to: 'Cerrado' },
          { field: 'closeReason', from: null, to: 'Duplicado' },
        ],
      },
    ],
    chain: 'VERIFIED',
  });
  mocked.listResponseTemplates.mockResolvedValue([]);
  mocked.getOperators.mockResolvedValue([]);
  mocked.listCloseReasons.mockResolvedValue([
    { code: 'RESUELTO', name: 'Resuelto', active: true },
    { code: 'DUPLICADO', name: 'Duplicado', active: true },
  ] as never);
});

it('names statuses and categories in English on the events list, with the km the English way', async () => {
  await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events', lng: 'en' });
  expect(await screen.findAllByText(/Crash/)).not.toHaveLength(0);
  expect(screen.getAllByText(/Obstacle/)).not.toHaveLength(0);
  expect(screen.getAllByText('Closed').length).toBeGreaterThan(0);
  expect(screen.getAllByText('In progress').length).toBeGreaterThan(0);
  expect(screen.getAllByText(/km 485\.5/).length).toBeGreaterThan(0);
  // Issue 39: the channel of each row and the channel filter's choices.
  expect((await screen.findAllByText('Web form')).length).toBeGreaterThan(0);
  expect(screen.getByRole('option', { name: 'Phone' })).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(SPANISH);
});

it('names the status, category, closing reason and history in English on the event page', async () => {
  await renderAt(<EventsScreen />, { path: '/supervisor/events/*', url: '/supervisor/events/42', lng: 'en' });
  const header = await screen.findByRole('heading', { level: 1 });
  expect(header).toHaveTextContent('42');
  const panel = await screen.findByRole('complementary');
  expect(within(panel).getByText('Duplicate')).toBeInTheDocument();
  const history = await screen.findByRole('list', { name: 'Change history' });
  expect(await within(history).findByText('Reason for closing: — → Duplicate')).toBeInTheDocument();
  expect(within(history).getByText('Status: In progress → Closed')).toBeInTheDocument();
  expect(screen.getAllByText(/Crash · km 485\.5/).length).toBeGreaterThan(0);
  expect(document.body.textContent).not.toMatch(SPANISH);
});
