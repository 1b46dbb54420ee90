import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@vigia/test-utils';
import { HighwayStrip } from './highway-strip';
import { groupByKm } from './strip-markers';
import { stripEvent } from './test/dashboard-harness';

const ev = stripEvent;

const EVENTS = [
  ev({ id: 21, kilometer: 485.2 }),
  ev({ id: 22, kilometer: 484.8, category: 'OBSTACULO', categoryName: 'Obstáculo', classificationName: 'Rama' }),
  ev({ id: 23, kilometer: 485.4, statusCode: 'EN_PROCESO', statusName: 'En proceso' }),
  ev({ id: 24, kilometer: 485.2, orientation: 'SOUTH' }),
  ev({ id: 25, kilometer: 530 }),
];

function renderStrip() {
  return renderWithProviders(
    <HighwayStrip
      events={EVENTS}
      hrefOf={(e) => `/operator/events/${e.id}`}
      colors={new Map([['ACCIDENTE', 'red.500']])}
      categories={[{ code: 'ACCIDENTE', name: 'Accidente' }]}
    />,
  );
}

describe('HighwayStrip', () => {
  it('speaks of tapping, not of hovering, and does not make the road scroll', async () => {
    await renderStrip();
    const strip = screen.getByRole('region', { name: 'Tramo de la concesión (km 410 a 580)' });
    expect(within(strip).getByText(/Toque un marcador para abrir el evento/)).toBeInTheDocument();
    expect(strip.textContent).not.toMatch(/cursor/i);
    expect(screen.getByTestId('highway-strip').style.minWidth).toBe('');
  });

  it('groups the events of one lane at the same kilometre into one marker with their count', async () => {
    await renderStrip();
    const north = screen.getByRole('group', { name: 'Calzada Norte a sur' });
    const group = within(north).getByRole('button', { name: '3 eventos en el km 485, Norte a sur' });
    expect(group).toHaveTextContent('3');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    // The grouped events are not markers of their own until the group is opened.
    expect(within(north).queryByRole('link', { name: /^Evento #21:/ })).toBeNull();
    expect(within(north).getByRole('link', { name: /^Evento #25:/ })).toHaveAttribute('href', '/operator/events/25');
    // The other direction at the same km is its own marker.
    const south = screen.getByRole('group', { name: 'Calzada Sur a norte' });
    expect(within(south).getByRole('link', { name: /^Evento #24:/ })).toBeInTheDocument();

    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/operator/events/21', '/operator/events/22', '/operator/events/23']);
    expect(within(list).getByRole('link', { name: /^Evento #22: Obstáculo, Rama, km 484,8/ })).toBeInTheDocument();
    fireEvent.keyDown(group, { key: 'Escape' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(north).queryByRole('link', { name: /^Evento #22:/ })).toBeNull();
  });

  it('groups by whole kilometre, in road order', () => {
    const groups = groupByKm([ev({ id: 1, kilometer: 500.4 }), ev({ id: 2, kilometer: 420 }), ev({ id: 3, kilometer: 499.6 })]);
    expect(groups.map((g) => [g.km, g.events.map((e) => e.id)])).toEqual([
      [420, [2]],
      [500, [1, 3]],
    ]);
  });
});
