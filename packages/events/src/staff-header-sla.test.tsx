// Issue 37 items 4 and 5 on the staff event page: "Hay lesionados" in the header when the reporter
// said so; the SLA names the clock it counts while open, and once closed says only whether the
// event met its time (never "Vencido" or "En riesgo").
import { screen, within } from '@testing-library/react';
import type { Ticket } from '@vigia/domain';
import { minutesAgo, ticketFixture } from './test/ticket-fixture';
import { openStaffPage, session, staffPageEachTest } from './test/staff-page';
import type * as StaffApi from './test/staff-page-api';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof StaffApi>('./test/staff-page-api').staffPageApi([]));
jest.mock('@vigia/auth', () => ({ useAuth: () => session }));

const panel = () => screen.findByRole('complementary', { name: 'Resumen del evento' });
const header = async () => (await screen.findByRole('heading', { level: 1, name: 'Evento N° 42' })).parentElement!;
const closed = (overrides: Partial<Ticket>) =>
  ticketFixture({
    statusCode: 'CERRADO',
    statusName: 'Cerrado',
    closeReason: 'RESUELTO',
    closeReasonName: 'Resuelto',
    closedAt: minutesAgo(1),
    slaClock: null,
    ...overrides,
  });

staffPageEachTest();

describe('the staff page header and its SLA', () => {
  it('shows "Hay lesionados" in the header of an event whose reporter said people are injured', async () => {
    await openStaffPage('OPERATOR', 'op-1', ticketFixture({ injured: true, severity: 'CRITICAL', assignedToId: 'op-1' }));
    expect(within(await header()).getByText('Hay lesionados')).toBeInTheDocument();
    expect(within(await header()).getByText('Crítica')).toBeInTheDocument();
  });

  it('shows no injured badge when the reporter did not say so', async () => {
    await openStaffPage('SUPERVISOR', 'sup-1', ticketFixture({ injured: false }));
    await header();
    expect(screen.queryByText('Hay lesionados')).not.toBeInTheDocument();
  });

  it('names the close clock once the event is taken', async () => {
    await openStaffPage('SUPERVISOR', 'sup-1', ticketFixture({ slaState: 'OK' }));
    const aside = await panel();
    expect(within(aside).getByText('En plazo')).toBeInTheDocument();
    expect(within(aside).getByText(/^Cerrar antes de \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(aside).queryByText(/^Tomar antes de/)).not.toBeInTheDocument();
  });

  it('a closed event late: "Cerrado fuera de plazo", no "Vencido" and no clock', async () => {
    await openStaffPage('SUPERVISOR', 'sup-1', closed({ slaState: 'BREACHED', slaMet: false }));
    const aside = await panel();
    expect(within(aside).getByText('Cerrado fuera de plazo')).toBeInTheDocument();
    expect(within(aside).queryByText('Vencido')).not.toBeInTheDocument();
    expect(within(aside).queryByText(/antes de/)).not.toBeInTheDocument();
    expect(within(aside).getByText(/^Plazo de cierre: /)).toBeInTheDocument();
  });

  it('a closed event in time: "Cerrado a tiempo"', async () => {
    await openStaffPage('SUPERVISOR', 'sup-1', closed({ slaState: 'OK', slaMet: true }));
    const aside = await panel();
    expect(within(aside).getByText('Cerrado a tiempo')).toBeInTheDocument();
    expect(within(aside).queryByText('En plazo')).not.toBeInTheDocument();
  });
});
