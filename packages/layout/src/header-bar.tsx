import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@vigia/auth';
import { LAYOUT } from '@vigia/domain';
import { Box, DeferredOnIntent, Flex, Logo } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenuButton } from './user-menu-button';

// The menu's machine, positioning and focus handling are not needed to draw the header.
const loadUserMenu = () => import('./user-menu');

/**
 * `actions`: what the app puts in the header besides the language, theme and user menus (the shell:
 * the notification bell). A slot, because the layout does not import features (packages/README.md).
 */
export function HeaderBar({ menuButton, actions }: { menuButton?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('layout');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const signOut = () => {
    logout();
    navigate('/user/login', { replace: true });
  };
  const label = t('menu.user');
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
      {actions}
      <ThemeSwitcher compact />
      <DeferredOnIntent
        load={loadUserMenu}
        props={{ user, label, signOutLabel: t('signOut'), onSignOut: signOut }}
        placeholder={(handlers) => <UserMenuButton {...handlers} user={user} label={label} />}
      />
    </Flex>
  );
}
