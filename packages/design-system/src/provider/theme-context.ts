import { createContext, useContext } from 'react';
import type { ThemeName } from '../theme/themes';

export interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The active theme and its setter (persisted to localStorage.appTheme). */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <DesignSystemProvider>');
  return value;
}
