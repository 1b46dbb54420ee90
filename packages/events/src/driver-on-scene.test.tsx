import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@vigia/api-client';
import { notify } from '@vigia/design-system';
import type { Ticket } from '@vigia/domain';
import { renderAt, pageOf } from '@vigia/test-utils';
import { EventsScreen } from './index';
import { minutesAgo, ticketFixture } from './test/ticket-fixture';
import type * as ApiStub from '@vigia/test-utils/api-stub';

jest.mock('@vigia/api-client', () =>
  jest
    .requireActual<typeof ApiStub>('@vigia/test-utils/api-stub')
    .stubApi(['getTicket', 'listComments', 'listAttachments', 'getTicketHistoryWithChain', 'recordMilestone'], ['conflictTicket']),
);
// The driver's form is @vigia/event-form's (tested there): a stand-in with its heading.
jest.mock('@vigia/event-form', () => ({
  ...jest.requireActual('@vigia/event-form'),
  EventForm: (props: { initialTicket?: { id: number } }) => <h1>Evento N° {props.initialTicket?.id}</h1>,
}));
const session = { user: { id: 'drv-1', role: 'DRIVER', name: 'Daniela' } };
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));

const mocked = api as jest.Mocked<typeof api>;
const ticket = (overrides: Partial<Ticket> = {}) => ticketFixture({ createdById: 'drv-1', ...overrides });
const open = (t: Ticket) => {
  mocked.getTicket.mockResolvedValue(t);
  return renderAt(<EventsScreen />, { path: '/driver/events/*', url: `/driver/events/${t.id}` });
};

beforeEach(() => {
  jest.clearAllMocks();
  mocked.listComments.mockResolvedValue(pageOf([]));
  mocked.listAttachments.mockResolvedValue(pageOf([]));
  mocked.getTicketHistoryWithChain.mockResolvedValue({ entries: [], chain: 'VERIFIED' });
});
afterEach(() => act(() => notify.dismiss()));

describe("the driver's «Estoy en el lugar»", () => {
  it('comes first on their own event and records ON_SCENE in one tap', async () => {
    await open(ticket({ version: 3, milestones: [{ code: 'DISPATCHED', at: minutesAgo(20), corrected: false }] }));
    const button = await screen.findByRole('button', { name: 'Estoy en el lugar' });
    // Before the form: on a phone it is what the thumb reaches first on arrival.
    const heading = screen.getByRole('heading', { name: 'Evento N° 42' });
    expect(button.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('button')[0]).toBe(button);

    mocked.recordMilestone.mockResolvedValue(
      ticket({
        milestones: [
          { code: 'DISPATCHED', at: minutesAgo(20), corrected: false },
          { code: 'ON_SCENE', at: minutesAgo(0), corrected: false },
        ],
        responseMinutes: 30,
      }),
    );
    await userEvent.click(button);
    // Issue 36: with the version the page showed (a change made meanwhile gets 412).
    expect(mocked.recordMilestone).toHaveBeenCalledWith(42, { code: 'ON_SCENE' }, 3);
    expect(await screen.findByText('Se registró «En el lugar»')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Estoy en el lugar' })).not.toBeInTheDocument());
  });

  it('after a 412 shows the event as it now is, says so, and records on the new version', async () => {
    await open(ticket({ version: 3 }));
    const button = await screen.findByRole('button', { name: 'Estoy en el lugar' });
    // Meanwhile the control room recorded "Despachado" (version 4): "en el lugar" is still to come.
    const theirs = ticket({ version: 4, milestones: [{ code: 'DISPATCHED', at: minutesAgo(1), corrected: false }] });
    mocked.recordMilestone.mockRejectedValueOnce(
      new api.ApiError(
        412,
        '/api/ticket/42/milestone',
        [{ message: 'Otro usuario modificó este evento mientras lo editaba' }],
        undefined,
        theirs,
      ),
    );
    await userEvent.click(button);
    expect(mocked.recordMilestone).toHaveBeenCalledWith(42, { code: 'ON_SCENE' }, 3);
    expect(await screen.findByRole('alert')).toHaveTextContent('Otro usuario modificó este evento');
    expect(mocked.getTicket).toHaveBeenCalledTimes(1);

    mocked.recordMilestone.mockResolvedValueOnce(
      ticket({ version: 5, milestones: [...theirs.milestones, { code: 'ON_SCENE', at: minutesAgo(0), corrected: false }] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Estoy en el lugar' }));
    expect(mocked.recordMilestone).toHaveBeenLastCalledWith(42, { code: 'ON_SCENE' }, 4);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Estoy en el lugar' })).not.toBeInTheDocument());
  });

  it('is not offered once past that step, on a closed event, or on an event someone else reported', async () => {
    const { unmount } = await open(ticket({ milestones: [{ code: 'LANES_OPEN', at: minutesAgo(5), corrected: false }] }));
    await screen.findByRole('heading', { name: 'Evento N° 42' });
    expect(screen.queryByRole('button', { name: 'Estoy en el lugar' })).not.toBeInTheDocument();
    unmount();

    const closed = await open(ticket({ statusCode: 'CERRADO', statusName: 'Cerrado' }));
    await screen.findByRole('heading', { name: 'Evento N° 42' });
    expect(screen.queryByRole('button', { name: 'Estoy en el lugar' })).not.toBeInTheDocument();
    closed.unmount();

    await open(ticket({ createdById: 'drv-2' }));
    await screen.findByRole('heading', { name: 'Evento N° 42' });
    expect(screen.queryByRole('button', { name: 'Estoy en el lugar' })).not.toBeInTheDocument();
  });
});
