// The theme menu behind ThemePicker: radio items (menuitemradio), each with a swatch of the
// theme's background and primary colour. Fetched on intent (the menu's state machine and
// positioning are not needed to show the button).
import {
  Box,
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
import { useRef } from 'react';
import { useFocusOnMount, type DeferredWidgetProps } from './deferred-on-intent';
import { THEME_NAMES, THEMES, isThemeName, type ThemeName } from '../theme/themes';
import { DEFAULT_THEME_LABELS, ThemePickerButton, type ThemePickerProps } from './theme-picker';
import { OVERLAY_RECIPES } from '../theme/recipes';
import { registerRecipes } from '../theme/recipe-registry';

registerRecipes(OVERLAY_RECIPES);

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

export default function ThemeMenu({
  label = 'Tema',
  getThemeLabel,
  compact = false,
  autoFocus,
  defaultOpen,
}: ThemePickerProps & DeferredWidgetProps) {
  const { theme, setTheme } = useTheme();
  const name = (t: ThemeName) => getThemeLabel?.(t) ?? DEFAULT_THEME_LABELS[t];
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnMount(trigger, autoFocus);

  return (
    <MenuRoot positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <MenuTrigger asChild ref={trigger}>
        <ThemePickerButton label={label} themeLabel={name(theme)} compact={compact} />
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
