// Header control to switch among the six themes. A menu of radio items (menuitemradio), each
// with a swatch of the theme's background and primary colour.
import {
  Box,
  Button,
  HStack,
  MenuContent,
  MenuItemIndicator,
  MenuPositioner,
  MenuRadioItem,
  MenuRadioItemGroup,
  MenuRoot,
  MenuTrigger,
  Portal,
  Text,
} from '@chakra-ui/react';
import { useTheme } from '../provider/theme-context';
import { THEME_NAMES, THEMES, isThemeName, type ThemeName } from '../theme/themes';
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

function Swatch({ theme }: { theme: ThemeName }) {
  const p = THEMES[theme];
  return (
    <Box
      aria-hidden
      boxSize="5"
      borderRadius="full"
      borderWidth="1px"
      borderColor="border.emphasized"
      flexShrink={0}
      style={{ background: `linear-gradient(135deg, ${p.bg.panel} 50%, ${p.brand.solid} 50%)` }}
    />
  );
}

export function ThemePicker({ label = 'Tema', getThemeLabel, compact = false }: ThemePickerProps) {
  const { theme, setTheme } = useTheme();
  const name = (t: ThemeName) => getThemeLabel?.(t) ?? DEFAULT_THEME_LABELS[t];

  return (
    <MenuRoot positioning={{ placement: 'bottom-end' }}>
      <MenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${label}: ${name(theme)}`}>
          <PaletteIcon />
          {!compact && <Text as="span">{label}</Text>}
        </Button>
      </MenuTrigger>
      <Portal>
        <MenuPositioner>
          <MenuContent minW="14rem">
            <MenuRadioItemGroup
              aria-label={label}
              value={theme}
              onValueChange={(details) => isThemeName(details.value) && setTheme(details.value)}
            >
              {THEME_NAMES.map((t) => (
                <MenuRadioItem key={t} value={t}>
                  <HStack gap="3" flex="1">
                    <Swatch theme={t} />
                    <Text as="span">{name(t)}</Text>
                  </HStack>
                  <MenuItemIndicator />
                </MenuRadioItem>
              ))}
            </MenuRadioItemGroup>
          </MenuContent>
        </MenuPositioner>
      </Portal>
    </MenuRoot>
  );
}
