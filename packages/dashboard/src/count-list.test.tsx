import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@vigia/test-utils';
import { CountList } from './count-list';

it('draws each bar as long as the percentage it shows', async () => {
  await renderWithProviders(
    <CountList
      title="Por estado"
      total={10}
      items={[
        { code: 'ABIERTO', name: 'Abierto', count: 4 },
        { code: 'CERRADO', name: 'Cerrado', count: 6 },
        { code: 'EN_PROCESO', name: 'En proceso', count: 0 },
      ]}
    />,
  );
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(['Abierto4 (40%)', 'Cerrado6 (60%)', 'En proceso0 (0%)']);
  const widths = items.map((li) => within(li).getByTestId('share-bar').style.width);
  // Not scaled to the largest count: 40 % is not a full bar.
  expect(widths).toEqual(['40%', '60%', '0%']);
});
