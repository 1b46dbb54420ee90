// The sidebar as a drawer on phones, fetched the first time the menu button is pressed
// (app-layout.tsx): a desktop never needs its focus trap and scroll lock. It also holds the
// language control, which the header hides on a phone.
import { LAYOUT, type Area } from '@vigia/domain';
import { CloseIcon, IconButton } from '@vigia/design-system';
import { Drawer, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { LanguageSwitcher } from './language-switcher';
import { SidebarNav } from './sidebar-nav';

export interface SidebarDrawerProps {
  area: Area;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function SidebarDrawer({ area, open, onOpenChange }: SidebarDrawerProps) {
  const { t } = useTranslation('layout');
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="sidebar.bg" color="sidebar.fg" maxW={`${LAYOUT.sidebarWidth}px`}>
            <Drawer.Header>
              <Drawer.Title>{t('areaTitle.' + area)}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3">
              <SidebarNav area={area} onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            {/* The header has no room for the language on a phone: it is here. */}
            <Drawer.Footer justifyContent="flex-start" borderTopWidth="1px" borderColor="border">
              <LanguageSwitcher showLabel />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <IconButton aria-label={t('menu.close')} variant="ghost" size="sm" position="absolute" top="3" right="3">
                <CloseIcon />
              </IconButton>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
