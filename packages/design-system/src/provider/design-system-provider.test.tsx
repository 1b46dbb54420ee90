import { act, renderHook, screen } from '@testing-library/react';
import { renderWithDs } from '../test/render';
import { useTheme } from './theme-context';

const html = document.documentElement;

function Probe() {
  const { theme, setTheme } = useTheme();
  return (
    <>
      <p>theme: {theme}</p>
      <button onClick={() => setTheme('DarkSpacesTheme')}>dark</button>
      <button onClick={() => setTheme('GreenFieldsTheme')}>green</button>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
  html.className = '';
});

describe('DesignSystemProvider', () => {
  it('defaults to PureLightTheme when nothing is stored', async () => {
    await renderWithDs(<Probe />);
    expect(screen.getByText('theme: PureLightTheme')).toBeInTheDocument();
    expect(html).toHaveAttribute('data-theme', 'PureLightTheme');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it('ignores an invalid stored theme', async () => {
    localStorage.setItem('appTheme', 'HotPinkTheme');
    await renderWithDs(<Probe />);
    expect(html).toHaveAttribute('data-theme', 'PureLightTheme');
  });

  it('reads the stored theme and marks dark themes with the dark class', async () => {
    localStorage.setItem('appTheme', 'NebulaFighterTheme');
    await renderWithDs(<Probe />);
    expect(html).toHaveAttribute('data-theme', 'NebulaFighterTheme');
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('persists changes and updates <html>', async () => {
    await renderWithDs(<Probe />);
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(localStorage.getItem('appTheme')).toBe('DarkSpacesTheme');
    expect(html).toHaveAttribute('data-theme', 'DarkSpacesTheme');
    expect(html).toHaveClass('dark');
    act(() => screen.getByRole('button', { name: 'green' }).click());
    expect(localStorage.getItem('appTheme')).toBe('GreenFieldsTheme');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it('follows a theme change made in another tab', async () => {
    await renderWithDs(<Probe />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'appTheme', newValue: 'PurpleFlowTheme' }));
    });
    expect(screen.getByText('theme: PurpleFlowTheme')).toBeInTheDocument();
  });

  it('useTheme fails loudly outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow(/DesignSystemProvider/);
  });
});
