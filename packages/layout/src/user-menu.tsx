// The user menu behind the header's user button, fetched on intent (header-bar.tsx).
import { lazy, Suspense, useRef, useState } from 'react';
import { endAllSessions } from '@vigia/api-client';
import type { SessionUser } from '@vigia/domain';
import { Box, LogoutIcon, Text, UserIcon, notify, useFocusOnMount, type DeferredWidgetProps } from '@vigia/design-system';
import { ConfirmDialog, Menu, Portal } from '@vigia/design-system/overlays';
import { addTexts, useTranslation } from '@vigia/i18n';
import menuTexts from '@vigia/i18n/locales/es/layout-menu';
import { UserMenuButton } from './user-menu-button';

// The menu's and the preferences dialog's texts come with this chunk, not in every first load.
addTexts('layout', menuTexts);

// Staff get mail about assignments if they opt in; the dialog (and its controls) load when opened.
const STAFF = new Set(['OPERATOR', 'SUPERVISOR', 'ADMIN']);
const PreferencesDialog = lazy(() => import('./preferences-dialog'));

export interface UserMenuProps {
  user: SessionUser | null;
  label: string;
  signOutLabel: string;
  onSignOut: () => void;
}

export default function UserMenu({ user, label, signOutLabel, onSignOut, autoFocus, defaultOpen }: UserMenuProps & DeferredWidgetProps) {
  const { t } = useTranslation('layout');
  const trigger = useRef<HTMLButtonElement>(null);
  const [preferences, setPreferences] = useState(false);
  const [everywhere, setEverywhere] = useState(false);

  // Ends every session of the account on the server (issue 25), then this one here.
  const signOutEverywhere = async () => {
    try {
      await endAllSessions();
    } catch (error) {
      notify.error(t('signOutEverywhere.failed'));
      throw error;
    }
    onSignOut();
  };
  useFocusOnMount(trigger, autoFocus);
  const staff = user !== null && STAFF.has(user.role);
  return (
    <>
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
              {staff && (
                <Menu.Item value="preferences" onSelect={() => setPreferences(true)}>
                  <UserIcon aria-hidden />
                  {t('preferences.open')}
                </Menu.Item>
              )}
              <Menu.Item value="logout" onSelect={onSignOut}>
                <LogoutIcon aria-hidden />
                {signOutLabel}
              </Menu.Item>
              <Menu.Item
                value="logout-everywhere"
                // Asked once the menu has closed: opened while the menu hands focus back to its
                // button, the dialog would take that for a click outside and close again.
                onSelect={() => requestAnimationFrame(() => setEverywhere(true))}
              >
                <LogoutIcon aria-hidden />
                {t('signOutEverywhere.open')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={everywhere}
        onOpenChange={setEverywhere}
        title={t('signOutEverywhere.title')}
        description={t('signOutEverywhere.description')}
        confirmLabel={t('signOutEverywhere.confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={signOutEverywhere}
      />
      {preferences && user && (
        <Suspense fallback={null}>
          <PreferencesDialog userId={user.id} onClose={() => setPreferences(false)} />
        </Suspense>
      )}
    </>
  );
}
