import { NavLink } from 'react-router-dom';
import type { Area } from '@vigia/domain';
import { Box, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { NAV_ICONS } from './nav-icons';
import { navEntries } from './navigation';

export function SidebarNav({ area, onNavigate }: { area: Area; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Box as="nav" aria-label={t('nav.label')}>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {navEntries(area).map((entry) => {
          const Icon = NAV_ICONS[entry.screen];
          return (
            <li key={entry.screen}>
              <NavLink to={entry.path} onClick={onNavigate} className="vigia-nav-link">
                {({ isActive }) => (
                  <Box
                    display="flex"
                    alignItems="center"
                    gap="3"
                    px="4"
                    py="3"
                    borderRadius="md"
                    fontWeight={isActive ? 'semibold' : 'normal'}
                    bg={isActive ? 'sidebar.activeBg' : 'transparent'}
                    color={isActive ? 'sidebar.activeFg' : 'sidebar.fg'}
                    _hover={{ bg: 'sidebar.activeBg' }}
                  >
                    <Icon aria-hidden />
                    <Text as="span">{t(entry.labelKey)}</Text>
                  </Box>
                )}
              </NavLink>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
