// Reading/writing the theme and reflecting it on <html>. Storage may throw (privacy mode, quota):
// the theme then simply is not remembered.
import { STORAGE_KEYS } from '@vigia/domain';
import { DEFAULT_THEME, THEME_NAMES, isDarkTheme, isThemeName, type ThemeName } from '../theme/themes';

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
  markTheme(root, theme, isDarkTheme(theme));
}

// Self-contained (no imports, no closures): themeScript() also sends it as the text of a script.
function markTheme(root: HTMLElement, theme: string, dark: boolean): void {
  root.setAttribute('data-theme', theme);
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Source of an inline <head> script for a server-rendered page: applies the stored theme before
 * the first paint, so a reader of a dark theme never sees the default one flash first.
 */
export function themeScript(): string {
  const dark = THEME_NAMES.filter(isDarkTheme);
  return `(function(m,k,n,d){try{var t=localStorage.getItem(k);if(n.indexOf(t)>=0)m(document.documentElement,t,d.indexOf(t)>=0)}catch(e){}})(${markTheme.toString()},${JSON.stringify(STORAGE_KEYS.theme)},${JSON.stringify(THEME_NAMES)},${JSON.stringify(dark)})`;
}
