// "Mis reportes" (issue 37): the follow-up page lists the reports this browser remembers, each a link
// with its category and date, and forgets one only after the reporter confirms.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepFollowUpLink, keptFollowUpLinks } from '@vigia/event-form/follow-up-links';
import { renderWithProviders } from '@vigia/test-utils';
import type * as ApiStub from '@vigia/test-utils/api-stub';
import { FollowUpScreen } from './index';

jest.mock('@vigia/api-client', () =>
  jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['lookupFollowUp', 'requestFollowUpLink']),
);

beforeEach(() => localStorage.clear());

const myReports = () => screen.getByRole('region', { name: 'Mis reportes' });

describe('Mis reportes', () => {
  it('lists each remembered report, newest first, as a link with its category and date', async () => {
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    keepFollowUpLink(41, 'tok-41', { category: 'Obstáculo', dateEvent: '2026-11-20T12:00:00.000Z' });
    now.mockReturnValue(2_000);
    keepFollowUpLink(43, 'tok-43', { category: 'Accidente', dateEvent: '2026-11-25T17:32:00.000Z' });
    now.mockRestore();
    await renderWithProviders(<FollowUpScreen />);
    const items = within(myReports()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual([
      '/event/follow-up?id=43&token=tok-43',
      '/event/follow-up?id=41&token=tok-41',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveTextContent('Evento #43');
    // In Chile's time (UTC−3 in November).
    expect(items[0]).toHaveTextContent('Accidente · ocurrido el 25-11-2026 14:32');
    expect(items[1]).toHaveTextContent('Obstáculo · ocurrido el 20-11-2026 09:00');
  });

  it('forgets a report only once the reporter confirms, and only in this browser', async () => {
    const user = userEvent.setup();
    keepFollowUpLink(41, 'tok-41');
    keepFollowUpLink(43, 'tok-43');
    await renderWithProviders(<FollowUpScreen />);
    await user.click(within(myReports()).getByRole('button', { name: 'Olvidar el evento #41' }));
    const confirm = within(myReports()).getByRole('group', { name: 'Olvidar el evento #41' });
    expect(confirm).toHaveTextContent('¿Olvidar el evento #41 en este navegador? El evento no se borra');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(keptFollowUpLinks().map((l) => l.id)).toEqual([43, 41]);
    expect(within(myReports()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(myReports()).getByRole('button', { name: 'Olvidar el evento #41' }));
    await user.click(within(myReports()).getByRole('button', { name: 'Sí, olvidar' }));
    expect(keptFollowUpLinks().map((l) => l.id)).toEqual([43]);
    expect(within(myReports()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(myReports()).getByRole('status')).toHaveTextContent('El evento #41 ya no aparece en esta lista.');
    expect(screen.getByRole('heading', { name: 'Mis reportes' })).toHaveFocus();
  });

  it('is not shown when this browser remembers no report', async () => {
    await renderWithProviders(<FollowUpScreen />);
    expect(screen.queryByRole('region', { name: 'Mis reportes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviarme el enlace' })).toBeInTheDocument();
  });

  it('a damaged entry is skipped, the others are listed', async () => {
    localStorage.setItem(
      'vigia-follow-up-links',
      JSON.stringify([
        { id: 'x', token: 1 },
        { id: 44, token: 'tok-44', keptAt: 1, category: 7 },
        { id: 45, token: 'tok-45', keptAt: 2 },
      ]),
    );
    await renderWithProviders(<FollowUpScreen />);
    expect(
      within(myReports())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Evento #45']);
  });
});
