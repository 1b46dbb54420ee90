import { ChakraProvider } from '@chakra-ui/react';
import { STORAGE_KEYS } from '@vigia/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { system } from '../theme/system';
import { THEME_CSS_IN_PAGE } from '../theme/theme-css';
import { isThemeName, type ThemeName } from '../theme/themes';
import { Toaster } from '../toast/toaster';
import { ThemeContext } from './theme-context';
import { applyTheme, readStoredTheme, storeTheme } from './theme-storage';

// When the page holds the system's CSS (built apps), Chakra gets the system without it (`_global`,
// which it would otherwise serialize and insert on the first render).
const providerSystem: typeof system = THEME_CSS_IN_PAGE ? Object.create(system, { _global: { value: [] } }) : system;

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** Accessible name of the toasts' close button (pass the translated text). */
  toastCloseLabel?: string;
}

/**
 * Chakra + the active theme + the one <Toaster/>. Render it once, in the shell; remotes get it
 * through the shared design-system singleton.
 */
export function DesignSystemProvider({ children, toastCloseLabel }: DesignSystemProviderProps) {
  const [theme, setThemeState] = useState<ThemeName>(readStoredTheme);

  // Layout effect: switch before paint, no flash of the previous theme.
  useLayoutEffect(() => applyTheme(theme), [theme]);

  const setTheme = useCallback((next: ThemeName) => {
    if (!isThemeName(next)) return;
    storeTheme(next);
    setThemeState(next);
  }, []);

  // Keep several tabs on the same theme.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme && isThemeName(event.newValue)) setThemeState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);

  return (
    <ChakraProvider value={providerSystem}>
      <ThemeContext.Provider value={value}>
        {children}
        <Toaster closeLabel={toastCloseLabel} />
      </ThemeContext.Provider>
    </ChakraProvider>
  );
}
