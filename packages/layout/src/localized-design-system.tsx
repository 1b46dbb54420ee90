import type { ReactNode } from 'react';
import { DesignSystemProvider } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

/** The design system, its toasts' close button and region named in the current language. */
export function LocalizedDesignSystem({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <DesignSystemProvider toastCloseLabel={t('closeNotification')} toastRegionLabel={t('notificationsRegion')}>
      {children}
    </DesignSystemProvider>
  );
}
