import type { ReactNode } from 'react';
import type { Area } from '@vigia/domain';
import { AppLayout, useDocumentTitle } from '@vigia/layout';
import { CriticalAlerts, NotificationBell, useCriticalAlertCount } from '@vigia/notifications';

/**
 * The signed-in layout of an area, around its remote (a lazy chunk: see app-routes.tsx, which
 * decides who gets here). The shell composes the layout and the notifications feature (the layout
 * imports no feature). An area's first paint draws the same header: each area app's
 * src/first-paint.tsx.
 */
export function AreaGate({ area, children }: { area: Area; children: ReactNode }) {
  // The tab's title names the screen, the control room's critical alerts counted first (issue 37).
  useDocumentTitle(useCriticalAlertCount());
  return (
    <AppLayout area={area} headerActions={<NotificationBell />} alerts={<CriticalAlerts />}>
      {children}
    </AppLayout>
  );
}
