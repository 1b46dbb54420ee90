import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LAYOUT, VERSION_LABEL, type Area } from '@vigia/domain';
import { Box, Flex, IconButton, Link, MenuIcon, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { ConnectionBanner } from './connection-banner';
import { HeaderBar } from './header-bar';
import { SidebarNav } from './sidebar-nav';

const DESKTOP = 'md';
const SidebarDrawer = lazy(() => import('./sidebar-drawer'));

/**
 * The authenticated layout of SPEC §2: header, sidebar (drawer on mobile), content. `headerActions`
 * go in the header's slot (HeaderBar's `actions`): the shell puts the notification bell there.
 * `alerts` show under the header on every screen, with the connection banner (issue 37): the shell
 * puts the control room's critical alerts there.
 */
export function AppLayout({
  area,
  headerActions,
  alerts,
  children,
}: {
  area: Area;
  headerActions?: ReactNode;
  alerts?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('layout');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first press on, so it keeps its closing animation and focus return after.
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <Box minH="100dvh" bg="bg">
      <Link href="#main-content" position="absolute" left="2" top="-40" zIndex="skipLink" bg="bg.panel" px="3" py="2" _focus={{ top: '2' }}>
        {t('skipToContent')}
      </Link>
      <Box
        as="aside"
        display={{ base: 'none', [DESKTOP]: 'flex' }}
        flexDirection="column"
        position="fixed"
        insetY="0"
        left="0"
        w={`${LAYOUT.sidebarWidth}px`}
        bg="sidebar.bg"
        color="sidebar.fg"
        borderRightWidth="1px"
        borderColor="border"
      >
        <Flex h={`${LAYOUT.headerHeight}px`} align="center" px="6" flexShrink={0}>
          <Text fontWeight="bold" fontSize="lg">
            {t('areaTitle.' + area)}
          </Text>
        </Flex>
        <Box flex="1" overflowY="auto" px="3">
          <SidebarNav area={area} />
        </Box>
        <Text px="6" py="4" fontSize="sm" color="sidebar.muted" data-testid="version-label">
          {VERSION_LABEL}
        </Text>
      </Box>

      {drawerWanted && (
        <Suspense fallback={null}>
          <SidebarDrawer area={area} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}

      <Box ml={{ base: 0, [DESKTOP]: `${LAYOUT.sidebarWidth}px` }}>
        <HeaderBar
          actions={headerActions}
          menuButton={
            <IconButton
              aria-label={t('menu.open')}
              variant="ghost"
              display={{ base: 'inline-flex', [DESKTOP]: 'none' }}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          }
        />
        {/* Stays in sight under the header while the screen scrolls. */}
        <Box position="sticky" top={`${LAYOUT.headerHeight}px`} zIndex="sticky">
          <ConnectionBanner />
          {alerts}
        </Box>
        <Box as="main" id="main-content" tabIndex={-1} px={{ base: '4', [DESKTOP]: '9' }} py="6" outline="none">
          {children}
        </Box>
      </Box>
    </Box>
  );
}
