// Header control to switch among the six themes. The button is drawn at first paint; the menu
// (Zag's menu machine, focus handling, positioning) is fetched when the user reaches for it.
import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { DeferredOnIntent } from './deferred-on-intent';
import { useTheme } from '../provider/theme-context';
import type { ThemeName } from '../theme/themes';
import { PaletteIcon } from '../icons/icons';

/** Spanish names; pass `getThemeLabel` with translations to localise. */
export const DEFAULT_THEME_LABELS: Record<ThemeName, string> = {
  PureLightTheme: 'Claro puro',
  GreyGooseTheme: 'Gris ganso',
  PurpleFlowTheme: 'Flujo púrpura',
  NebulaFighterTheme: 'Nebulosa',
  DarkSpacesTheme: 'Espacio oscuro',
  GreenFieldsTheme: 'Campos verdes',
};

export interface ThemePickerProps {
  label?: string;
  getThemeLabel?: (theme: ThemeName) => string;
  /** Show only the icon (narrow headers); the label stays as the accessible name. */
  compact?: boolean;
}

type ThemePickerButtonProps = ButtonProps & { label: string; themeLabel: string; compact: boolean };

/** The menu's trigger; the same button stands in while the menu loads. */
export const ThemePickerButton = forwardRef<HTMLButtonElement, ThemePickerButtonProps>(function ThemePickerButton(
  { label, themeLabel, compact, ...rest },
  ref,
) {
  return (
    <Button ref={ref} variant="ghost" size="sm" aria-label={`${label}: ${themeLabel}`} {...rest}>
      <PaletteIcon />
      {!compact && <Text as="span">{label}</Text>}
    </Button>
  );
});

const loadThemeMenu = () => import('./theme-menu');

export function ThemePicker(props: ThemePickerProps) {
  const { theme } = useTheme();
  const { label = 'Tema', getThemeLabel, compact = false } = props;
  return (
    <DeferredOnIntent
      load={loadThemeMenu}
      props={props}
      placeholder={(handlers) => (
        <ThemePickerButton
          {...handlers}
          label={label}
          themeLabel={getThemeLabel?.(theme) ?? DEFAULT_THEME_LABELS[theme]}
          compact={compact}
        />
      )}
    />
  );
}
