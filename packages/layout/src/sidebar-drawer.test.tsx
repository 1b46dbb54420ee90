import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vigia/test-utils';
import SidebarDrawer from './sidebar-drawer';

beforeEach(() => localStorage.clear());

// On a phone the header hides the language control; the drawer holds it, labelled in words.
it('offers the language in the phone drawer and switches it', async () => {
  const user = userEvent.setup();
  await renderWithProviders(<SidebarDrawer area="operator" open onOpenChange={() => {}} />);
  const drawer = await screen.findByRole('dialog');
  const language = within(drawer).getByRole('combobox', { name: 'Idioma' });
  expect(language).toHaveValue('es');
  expect(within(drawer).getByText('Idioma', { selector: 'label' })).toBeInTheDocument();
  await user.selectOptions(language, 'en');
  await waitFor(() => expect(within(drawer).getByRole('combobox', { name: 'Language' })).toHaveValue('en'));
  expect(localStorage.getItem('lang')).toBe('en');
});
