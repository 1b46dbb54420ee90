// The user menu behind the header's user button, fetched on intent (header-bar.tsx).
import { useRef } from 'react';
import type { SessionUser } from '@vigia/domain';
import { Box, LogoutIcon, Text, useFocusOnMount, type DeferredWidgetProps } from '@vigia/design-system';
import { Menu, Portal } from '@vigia/design-system/overlays';
import { UserMenuButton } from './user-menu-button';

export interface UserMenuProps {
  user: SessionUser | null;
  label: string;
  signOutLabel: string;
  onSignOut: () => void;
}

export default function UserMenu({ user, label, signOutLabel, onSignOut, autoFocus, defaultOpen }: UserMenuProps & DeferredWidgetProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnMount(trigger, autoFocus);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild ref={trigger}>
        <UserMenuButton user={user} label={label} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="220px">
            <Box px="3" py="2">
              <Text fontSize="sm" fontWeight="semibold">
                {user?.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {user?.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={onSignOut}>
              <LogoutIcon aria-hidden />
              {signOutLabel}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
