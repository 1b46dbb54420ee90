import { act, screen, within } from '@testing-library/react';
import * as api from '@vigia/api-client';
import type { LifecycleTimes, ReportStatistic } from '@vigia/domain';
import { renderWithProviders } from '@vigia/test-utils';
import { DashboardScreen } from './index';
import type * as Harness from './test/dashboard-harness';
import { signIn } from './test/dashboard-harness';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof Harness>('./test/dashboard-harness').dashboardApi());
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

const none = { count: 0, median: null, p90: null };
const times = (over: Partial<LifecycleTimes> = {}): LifecycleTimes => ({
  response: none,
  roadwayClearance: none,
  incidentClearance: none,
  close: none,
  closed: 0,
  withinSla: 0,
  withinSlaShare: null,
  ...over,
});
const STAT: ReportStatistic = {
  total: 4,
  byStatus: [{ code: 'CERRADO', name: 'Cerrado', count: 4 }],
  byCategory: [{ code: 'ACCIDENTE', name: 'Accidente', count: 4 }],
  byCommune: [{ code: 'Bulnes', name: 'Bulnes', count: 4 }],
  byDirection: [{ code: 'NORTH', name: 'Norte a sur', count: 4 }],
  byCommuneDirection: [{ commune: 'Bulnes', north: 4, south: 0 }],
  perDay: [{ date: '2026-11-01', count: 4 }],
  open: 0,
  closed: 4,
  unassigned: 0,
  meanHoursToClose: 2,
  byChannel: [{ code: 'PHONE', name: 'Teléfono', count: 4 }],
  lifecycle: {
    from: '2026-10-27',
    ...times({
      response: { count: 4, median: 18.5, p90: 42 },
      roadwayClearance: { count: 3, median: 75, p90: 130.2 },
      incidentClearance: none,
      close: { count: 3, median: 100, p90: 300 },
      closed: 3,
      withinSla: 2,
      withinSlaShare: 0.667,
    }),
    bySeverity: [
      { severity: 'CRITICAL', ...times({ response: { count: 1, median: 12, p90: 12 }, closed: 1, withinSla: 1, withinSlaShare: 1 }) },
      { severity: 'MAJOR', ...times() },
      { severity: 'MODERATE', ...times() },
      { severity: 'MINOR', ...times() },
    ],
    secondaries: 1,
    unitArrival: { dispatched: 4, reached: 3, withinSla: 2, withinSlaShare: 0.667 },
    openNow: [
      { severity: 'CRITICAL', count: 0 },
      { severity: 'MAJOR', count: 0 },
      { severity: 'MODERATE', count: 0 },
      { severity: 'MINOR', count: 0 },
    ],
  },
};

// The panel is fetched when the page is scrolled near it: the test decides when that happens.
let scrollNear: () => void = () => {};
class ObserverWhenTold {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    scrollNear = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
}
const stubObserver = globalThis.IntersectionObserver;
beforeAll(() => (globalThis.IntersectionObserver = ObserverWhenTold as never));
afterAll(() => (globalThis.IntersectionObserver = stubObserver));

beforeEach(() => {
  scrollNear = () => {};
  jest.resetAllMocks();
  mocked.getStatistics.mockResolvedValue(STAT);
  mocked.getStripEvents.mockResolvedValue([]);
  mocked.getUnreadCount.mockResolvedValue({ count: 0 });
  mocked.listNotifications.mockResolvedValue({ content: [], page: 0, size: 5, total: 0 });
});

describe('the lifecycle panel of the dashboard', () => {
  it.each(['SUPERVISOR', 'INSPECTOR', 'ADMIN'])(
    'shows %s the median and p90 of each time, by severity, and the share within SLA',
    async (role) => {
      signIn(role);
      await renderWithProviders(<DashboardScreen />);
      await screen.findByRole('heading', { name: 'Por estado' });
      expect(screen.queryByRole('heading', { name: 'Tiempos de atención' })).not.toBeInTheDocument();
      act(() => scrollNear());
      // Its own chunk: it arrives once the page is scrolled near it.
      const title = await screen.findByRole('heading', { name: 'Tiempos de atención' });
      const section = title.closest('section')!;
      expect(within(section).getByText(/^Desde el 27-10-2026\./)).toBeInTheDocument();
      const card = (label: string) => within(section).getByText(label, { selector: 'p' }).closest('li')!;
      expect(card('Respuesta (en el lugar)')).toHaveTextContent('Respuesta (en el lugar)18,5 minp90: 42 min · 4 eventos');
      expect(card('Despeje de la calzada')).toHaveTextContent('Despeje de la calzada1 h 15 minp90: 2 h 10 min · 3 eventos');
      expect(card('Despeje del incidente')).toHaveTextContent('Ningún evento llegó a este hito');
      expect(card('Cierre')).toHaveTextContent('Cierre1 h 40 minp90: 5 h 00 min · 3 eventos');
      expect(card('Cerrados dentro del plazo')).toHaveTextContent(/67\s?%2 de 3 cerrados/);

      const table = within(section).getByRole('table', { name: 'Por severidad' });
      const critical = within(table).getByRole('row', { name: /^Crítica/ });
      expect(
        within(critical)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['12 min · p90 12 min', '–', '–', '–', expect.stringMatching(/^100\s?%$/)]);
      expect(within(within(table).getByRole('row', { name: /^Menor/ })).getAllByRole('cell')[4]).toHaveTextContent('Sin cierres');
      expect(within(section).getByText('Incidentes secundarios en el período: 1')).toBeInTheDocument();
      // Issue 38: the first unit's arrivals, in words, with what "within" means.
      const arrival = within(section).getByRole('region', { name: 'Primera unidad en el lugar dentro de plazo' });
      expect(arrival).toHaveTextContent(/67\s?%/);
      expect(arrival).toHaveTextContent('2 de 3 eventos con una unidad en el lugar (4 con unidades enviadas).');
      expect(arrival).toHaveTextContent(/la primera unidad llegó mientras el evento estaba dentro de su plazo/);
    },
  );

  it('is not drawn for an operator or a driver', async () => {
    for (const role of ['OPERATOR', 'DRIVER']) {
      signIn(role);
      const { unmount } = await renderWithProviders(<DashboardScreen />);
      await screen.findByTestId('dashboard-summary');
      await screen.findByRole('heading', { name: 'Por estado' });
      act(() => scrollNear());
      expect(screen.queryByRole('heading', { name: 'Tiempos de atención' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
