// Reading/writing the theme and reflecting it on <html>. Storage may throw (privacy mode, quota):
// the theme then simply is not remembered.
import { STORAGE_KEYS } from '@vigia/domain';
import { DEFAULT_THEME, isDarkTheme, isThemeName, type ThemeName } from '../theme/themes';

export function readStoredTheme(): ThemeName {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.theme);
    return isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: ThemeName): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // not remembered; the theme still applies for this page
  }
}

/** data-theme drives our semantic tokens; the dark/light class drives Chakra's own recipes. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  const dark = isDarkTheme(theme);
  root.setAttribute('data-theme', theme);
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
