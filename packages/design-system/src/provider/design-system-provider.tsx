import { ChakraProvider } from '@chakra-ui/react';
import { STORAGE_KEYS } from '@vigia/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { getSystem } from '../theme/system';
import { isThemeName, type ThemeName } from '../theme/themes';
import { Toaster } from '../toast/toaster';
import { ThemeContext } from './theme-context';
import { applyTheme, readStoredTheme, storeTheme } from './theme-storage';

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** Accessible name of the toasts' close button (pass the translated text). */
  toastCloseLabel?: string;
  /** Accessible name of the toasts' region (pass the translated text, with Alt+T). */
  toastRegionLabel?: string;
}

/**
 * Chakra + the active theme + the one <Toaster/>. Render it once, in the shell; remotes get it
 * through the shared design-system singleton.
 */
export function DesignSystemProvider({ children, toastCloseLabel, toastRegionLabel }: DesignSystemProviderProps) {
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
    <ChakraProvider value={getSystem()}>
      <ThemeContext.Provider value={value}>
        {children}
        <Toaster closeLabel={toastCloseLabel} regionLabel={toastRegionLabel} />
      </ThemeContext.Provider>
    </ChakraProvider>
  );
}
