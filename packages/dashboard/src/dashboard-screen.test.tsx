import { fireEvent, screen, within } from '@testing-library/react';
import * as api from '@vigia/api-client';
import type { ReportStatistic, StripEvent } from '@vigia/domain';
import { DashboardScreen, kmPercent } from './index';
import { renderWithProviders, textsOf } from '@vigia/test-utils';
import type * as Harness from './test/dashboard-harness';
import { signIn, stripEvent } from './test/dashboard-harness';

jest.mock('@vigia/api-client', () => jest.requireActual<typeof Harness>('./test/dashboard-harness').dashboardApi());
jest.mock('@vigia/auth', () => ({ useAuth: jest.fn() }));

const mocked = api as jest.Mocked<typeof api>;

// The page is tall enough here for every section below the fold to be near: they load at once.
class ObserverNear {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never));
  }
  unobserve() {}
  disconnect() {}
}
const stubObserver = globalThis.IntersectionObserver;
beforeAll(() => (globalThis.IntersectionObserver = ObserverNear as never));
afterAll(() => (globalThis.IntersectionObserver = stubObserver));

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-10-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 4 : i % 7 === 0 ? 2 : 0,
}));
const STAT: ReportStatistic = {
  total: 9,
  byStatus: [
    { code: 'ABIERTO', name: 'Abierto', count: 5 },
    { code: 'EN_PROCESO', name: 'En proceso', count: 1 },
    { code: 'CERRADO', name: 'Cerrado', count: 3 },
  ],
  byCategory: [
    { code: 'ACCIDENTE', name: 'Accidente', count: 6 },
    { code: 'OBSTACULO', name: 'Obstáculo en la vía', count: 3 },
  ],
  byCommune: [{ code: 'Bulnes', name: 'Bulnes', count: 9 }],
  byDirection: [
    { code: 'NORTH', name: 'Norte a sur', count: 4 },
    { code: 'SOUTH', name: 'Sur a norte', count: 5 },
  ],
  byCommuneDirection: [{ commune: 'Bulnes', north: 4, south: 5 }],
  perDay: days,
  open: 6,
  closed: 3,
  unassigned: 1,
  meanHoursToClose: 12.5,
  byChannel: [
    { code: 'WEB_SELF_SERVICE', name: 'Formulario web', count: 2 },
    { code: 'PHONE', name: 'Teléfono', count: 6 },
    { code: 'SOS_POST', name: 'Poste SOS', count: 0 },
  ],
  lifecycle: {
    from: '2026-10-01',
    response: { count: 0, median: null, p90: null },
    roadwayClearance: { count: 0, median: null, p90: null },
    incidentClearance: { count: 0, median: null, p90: null },
    close: { count: 3, median: 95, p90: 250.5 },
    closed: 3,
    withinSla: 2,
    withinSlaShare: 0.667,
    bySeverity: [],
    secondaries: 0,
    unitArrival: { dispatched: 0, reached: 0, withinSla: 0, withinSlaShare: null },
    openNow: [
      { severity: 'CRITICAL', count: 2 },
      { severity: 'MAJOR', count: 1 },
      { severity: 'MODERATE', count: 0 },
      { severity: 'MINOR', count: 3 },
    ],
  },
};
const ev = (over: Partial<StripEvent>) => stripEvent({ kilometer: 485.5, dateEvent: '2026-10-30T10:00:00.000Z', assigned: true, ...over });
const STRIP = [
  ev({ id: 11, kilometer: 415, orientation: 'NORTH' }),
  ev({
    id: 12,
    kilometer: 560.2,
    orientation: 'SOUTH',
    category: 'OBSTACULO',
    categoryName: 'Obstáculo en la vía',
    classificationName: 'Animal',
    assigned: false,
  }),
];

const signInAs = (role: string, name = 'Sofía Herrera') => signIn(role, name);

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getStatistics.mockResolvedValue(STAT);
  mocked.getStripEvents.mockResolvedValue(STRIP);
  mocked.getUnreadCount.mockResolvedValue({ count: 2 });
  mocked.listNotifications.mockResolvedValue({
    content: [
      {
        id: 1,
        type: 'COMMENT_ADDED',
        ticketId: 11,
        message: 'Nuevo comentario en el evento #11',
        read: false,
        createdAt: '2026-10-30T10:00:00.000Z',
      },
    ],
    page: 0,
    size: 5,
    total: 1,
  });
});

describe('DashboardScreen', () => {
  it('shows the audited figures, each naming its period, with a text summary and the per-day chart with axes and a table', async () => {
    signInAs('SUPERVISOR');
    await renderWithProviders(<DashboardScreen />);
    expect(await screen.findByRole('heading', { name: 'Cifras principales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Sofía Herrera' })).toBeInTheDocument();
    // The figures arrive after the titles.
    expect(await screen.findByTestId('dashboard-summary')).toBeInTheDocument();
    const figures = screen.getByRole('heading', { name: 'Cifras principales' }).closest('section')!;
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    const detail = (label: string) => within(figures).getByText(label).nextElementSibling?.nextElementSibling?.textContent;
    expect(value('Abiertos ahora')).toBe('6');
    // Open now by severity, most severe first; a severity with none is left out.
    expect(detail('Abiertos ahora')).toBe('Crítica 2 · Mayor 1 · Menor 3');
    expect(value('Sin asignar')).toBe('1');
    // No arrival on scene in the period: said in words, no p90.
    expect(value('Mediana de respuesta, últimos 30 días')).toBe('Sin llegadas al lugar');
    expect(detail('Mediana de respuesta, últimos 30 días')).toBe('');
    // A median over a stated period, not a mean: 95 min and p90 250,5 min.
    expect(value('Mediana de cierre, últimos 30 días')).toBe('1 h 35 min');
    expect(detail('Mediana de cierre, últimos 30 días')).toBe('p90: 4 h 11 min');
    expect(value('Cerrados dentro del plazo, últimos 30 días')).toMatch(/^67\s?%$/);
    expect(detail('Cerrados dentro del plazo, últimos 30 días')).toBe('2 de 3 cerrados');
    expect(within(figures).queryByText(/Tiempo medio/)).toBeNull();
    expect(
      within(figures).getByText(/^Respuesta: del reporte a la llegada al lugar\. Cierre: del reporte al cierre\./),
    ).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-summary')).toHaveTextContent(
      '9 eventos: 6 abiertos y 3 cerrados. Mediana de cierre, últimos 30 días: 1 h 35 min.',
    );
    // Per day (its own chunk): a table with the 30 days (visually hidden) and a text summary.
    const table = await screen.findByRole('table', { name: 'Eventos por día (últimos 30 días)' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '30-10-2026 4' })).toBeInTheDocument();
    const total = days.reduce((n, d) => n + d.count, 0);
    expect(screen.getByText(`${total} eventos en los últimos 30 días; máximo 4 el 30/10.`)).toBeInTheDocument();
    // Axes: events from 0 to a round top (the peak, 4) with its middle, and a day a week up to the last.
    const chart = screen.getByTestId('per-day-chart');
    expect(within(chart).getByTestId('axis-top')).toHaveTextContent('4');
    expect(within(chart).getByText('2')).toBeInTheDocument();
    expect(within(chart).getByText('0')).toBeInTheDocument();
    for (const day of ['02/10', '09/10', '16/10', '23/10', '30/10']) expect(within(chart).getByText(day)).toBeInTheDocument();
    expect(within(chart).queryByText('03/10')).toBeNull();
    expect(within(chart).getByText('Eje vertical: eventos por día. Eje horizontal: día (dd/mm).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por sentido' })).toBeInTheDocument();
    // Issue 39: how the period's events came in, each channel named with its share of them (its own chunk).
    const heading = await screen.findByRole('heading', { name: 'Eventos por canal (últimos 30 días)' });
    const byChannel = heading.closest('.chakra-card__root') as HTMLElement;
    expect(within(byChannel).getByText('Teléfono').nextElementSibling).toHaveTextContent('6 (75%)');
    expect(within(byChannel).getByText('Formulario web').nextElementSibling).toHaveTextContent('2 (25%)');
    expect(within(byChannel).getByText('Poste SOS').nextElementSibling).toHaveTextContent('0 (0%)');
  });

  it('places open events on the strip by kilometer and direction, with tooltip and link', async () => {
    signInAs('SUPERVISOR');
    await renderWithProviders(<DashboardScreen />);
    const north = await screen.findByRole('group', { name: 'Calzada Norte a sur' });
    const south = screen.getByRole('group', { name: 'Calzada Sur a norte' });
    const first = await within(north).findByRole('link', { name: 'Evento #11: Accidente, Choque, km 415, Norte a sur, Abierto' });
    // km written as everywhere in Spanish: a decimal comma.
    const second = within(south).getByRole('link', { name: /^Evento #12: Obstáculo en la vía, Animal, km 560,2,/ });
    expect(within(south).queryByRole('link', { name: /Evento #11/ })).toBeNull();
    expect(first).toHaveAttribute('href', '/supervisor/events/11');
    expect(second).toHaveAttribute('href', '/supervisor/events/12');
    expect(first.style.left).toBe(`${kmPercent(415)}%`);
    expect(second.style.left).toBe(`${kmPercent(560.2)}%`);
    expect(kmPercent(410)).toBe(0);
    expect(kmPercent(580)).toBe(100);
    expect(kmPercent(495)).toBe(50);
    // Focus shows the event in a tooltip tied to the marker.
    fireEvent.focus(second);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('#12 · Obstáculo en la vía');
    expect(tip).toHaveTextContent('km 560,2');
    expect(second).toHaveAttribute('aria-describedby', tip.id);
    fireEvent.blur(second);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Legend names the categories present.
    const legend = screen.getByRole('list', { name: 'Categorías' });
    expect(textsOf(legend, 'listitem')).toEqual(['Accidente', 'Obstáculo en la vía']);
    // Supervisor: the unassigned work.
    const panel = screen.getByRole('heading', { name: /Trabajo sin asignar/ }).closest('section')!;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/supervisor/events/12', '/supervisor/events']);
  });

  it('the driver sees their open events and a notifications summary', async () => {
    signInAs('DRIVER', 'Daniela Muñoz');
    // Two hours after the event (10:00 UTC): each item says how long ago it happened.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-10-30T12:00:00.000Z'));
    await renderWithProviders(<DashboardScreen />);
    const panel = (await screen.findByRole('heading', { name: /Sus eventos abiertos/ })).closest('section')!;
    expect(within(panel).getByRole('link', { name: 'Evento #11 · Accidente · km 415 · Abierto · hace 2 h' })).toHaveAttribute(
      'href',
      '/driver/events/11',
    );
    const notifications = screen.getByRole('heading', { name: /Sus notificaciones/ }).closest('section')!;
    expect(await within(notifications).findByText('Nuevo comentario en el evento #11')).toBeInTheDocument();
    expect(within(notifications).getByText('2 sin leer')).toBeInTheDocument();
    expect(mocked.listNotifications).toHaveBeenCalledWith('u-1', { page: 0, size: 5 });
    expect(screen.queryByText('Sin asignar')).toBeNull();
  });

  it('shows each section with its title while its data loads', async () => {
    signInAs('OPERATOR');
    mocked.getStatistics.mockReturnValue(new Promise(() => {}));
    mocked.getStripEvents.mockReturnValue(new Promise(() => {}));
    await renderWithProviders(<DashboardScreen />);
    const figures = screen.getByRole('region', { name: 'Cifras principales' });
    expect(figures).toHaveAttribute('aria-busy', 'true');
    expect(within(figures).getByText('Cargando…')).toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'Tramo de la concesión (km 410 a 580)' });
    expect(within(strip).getByText(/Eventos abiertos ubicados por kilómetro y sentido/)).toBeInTheDocument();
    expect(within(strip).getByText('Cargando…')).toBeInTheDocument();
    // The road is drawn empty while loading, in the height it will have: both lanes, no marker.
    expect(strip).toHaveAttribute('aria-busy', 'true');
    expect(within(strip).getByRole('group', { name: /Norte a sur/ })).toBeInTheDocument();
    expect(within(strip).getByRole('group', { name: /Sur a norte/ })).toBeInTheDocument();
    expect(within(strip).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows an error with retry, and an empty strip message', async () => {
    signInAs('OPERATOR');
    mocked.getStatistics.mockRejectedValueOnce(new Error('down'));
    mocked.getStripEvents.mockResolvedValue([]);
    await renderWithProviders(<DashboardScreen />);
    expect(await screen.findByText('No se pudieron cargar las cifras.')).toBeInTheDocument();
    expect(await screen.findByText('No hay eventos abiertos en el tramo.')).toBeInTheDocument();
    expect(screen.getByText('No tiene eventos asignados pendientes.')).toBeInTheDocument();
    // The sections keep their titles while loading or failing; the figures come with the retry.
    expect(screen.getByRole('heading', { name: 'Cifras principales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tramo de la concesión (km 410 a 580)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('dashboard-summary')).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar las cifras.')).toBeNull();
    expect(mocked.getStatistics).toHaveBeenCalledTimes(2);
  });
});

describe('DashboardScreen in English', () => {
  it('names statuses and categories in English, by their codes', async () => {
    signInAs('SUPERVISOR');
    await renderWithProviders(<DashboardScreen />, { lng: 'en' });
    const north = await screen.findByRole('group', { name: /North to south/ });
    expect(await within(north).findByRole('link', { name: /^Event #11: Crash, Choque, km 415, North to south, Open/ })).toBeInTheDocument();
    // km with a decimal point in English.
    expect(screen.getByRole('link', { name: /^Event #12: Obstacle, Animal, km 560\.2, South to north/ })).toBeInTheDocument();
    const figures = screen.getByRole('heading', { name: 'Key figures' }).closest('section')!;
    expect(within(figures).getByText('Median time to close, last 30 days').nextElementSibling).toHaveTextContent('1 h 35 min');
    expect(within(figures).getByText('Open now').nextElementSibling?.nextElementSibling).toHaveTextContent(
      'Critical 2 · Major 1 · Minor 3',
    );
    const byStatus = (await screen.findByRole('heading', { name: 'By status' })).closest('.chakra-card__root') as HTMLElement;
    expect(within(byStatus).getByText('In progress')).toBeInTheDocument();
    expect(within(byStatus).queryByText('En proceso')).toBeNull();
    const byCategory = screen.getByRole('heading', { name: 'By category' }).closest('.chakra-card__root') as HTMLElement;
    expect(within(byCategory).getByText('Obstacle')).toBeInTheDocument();
    expect(within(byCategory).getByText('Crash')).toBeInTheDocument();
    const byChannel = (await screen.findByRole('heading', { name: 'Events by channel (last 30 days)' })).closest(
      '.chakra-card__root',
    ) as HTMLElement;
    expect(within(byChannel).getByText('Phone')).toBeInTheDocument();
    expect(within(byChannel).queryByText('Teléfono')).toBeNull();
  });
});
