// Issue 37 item 4 on the board: the control room's work list says "Hay lesionados" beside an event
// whose reporter said people are injured, and only there.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@vigia/test-utils';
import { RolePanel } from './role-panel';
import { stripEvent } from './test/dashboard-harness';

const events = [
  stripEvent({ id: 7, injured: true, categoryName: 'Accidente', kilometer: 485 }),
  stripEvent({ id: 8, injured: false, categoryName: 'Animal en la vía', kilometer: 500 }),
];

it.each(['OPERATOR', 'SUPERVISOR'] as const)('%s: the injured event is marked in red, the other is not', async (role) => {
  await renderWithProviders(<RolePanel role={role} events={events} area={role.toLowerCase()} hrefOf={(e) => `/x/events/${e.id}`} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const [injured, other] = items;
  expect(within(injured!).getByRole('link', { name: /Evento #7/ })).toBeInTheDocument();
  expect(within(injured!).getByText('Hay lesionados')).toBeInTheDocument();
  expect(within(other!).queryByText('Hay lesionados')).not.toBeInTheDocument();
});
