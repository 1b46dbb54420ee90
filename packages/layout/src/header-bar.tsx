import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@vigia/auth';
import { LAYOUT } from '@vigia/domain';
import { Box, Button, Flex, LogoutIcon, Logo, Text } from '@vigia/design-system';
import { Avatar, Menu, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { NotificationBell } from '@vigia/notifications';

export function HeaderBar({ menuButton }: { menuButton?: ReactNode }) {
  const { t } = useTranslation('layout');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const signOut = () => {
    logout();
    navigate('/user/login', { replace: true });
  };
  return (
    <Flex
      as="header"
      h={`${LAYOUT.headerHeight}px`}
      align="center"
      gap="3"
      px={{ base: '3', md: '9' }}
      bg="header.bg"
      color="header.fg"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      {menuButton}
      <Logo height="36px" />
      <Box flex="1" />
      <Box display={{ base: 'none', sm: 'block' }}>
        <LanguageSwitcher />
      </Box>
      <NotificationBell />
      <ThemeSwitcher compact />
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          {/* The name starts with what is visible (WCAG 2.5.3 label in name). */}
          <Button variant="ghost" px="2" aria-label={[user?.name, user?.jobtitle, t('menu.user')].filter(Boolean).join(', ')}>
            {/* The placeholder picture, not initials: visible text missing from the name fails 2.5.3. */}
            <Avatar.Root size="sm" aria-hidden>
              <Avatar.Fallback />
            </Avatar.Root>
            <Box display={{ base: 'none', md: 'block' }} textAlign="start">
              <Text fontSize="sm" fontWeight="semibold" lineHeight="short">
                {user?.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="short">
                {user?.jobtitle}
              </Text>
            </Box>
          </Button>
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
              <Menu.Item value="logout" onSelect={signOut}>
                <LogoutIcon aria-hidden />
                {t('signOut')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
