import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDs } from '../test/render';
import { ThemePicker } from './theme-picker';

beforeEach(() => localStorage.clear());

describe('ThemePicker', () => {
  it('lists the six themes with the current one checked', async () => {
    await renderWithDs(<ThemePicker />);
    await userEvent.click(screen.getByRole('button', { name: 'Tema: Claro puro' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items).toHaveLength(6);
    expect(screen.getByRole('menuitemradio', { name: 'Claro puro' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches and remembers the theme', async () => {
    await renderWithDs(<ThemePicker />);
    await userEvent.click(screen.getByRole('button', { name: /Tema/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Nebulosa' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'NebulaFighterTheme'));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('appTheme')).toBe('NebulaFighterTheme');
    expect(screen.getByRole('button', { name: 'Tema: Nebulosa' })).toBeInTheDocument();
  });

  it('uses translated labels when given', async () => {
    await renderWithDs(<ThemePicker label="Theme" getThemeLabel={(t) => `T-${t}`} />);
    expect(screen.getByRole('button', { name: 'Theme: T-PureLightTheme' })).toBeInTheDocument();
  });
});
