import type { ReactNode } from 'react';
import type { Area } from '@vigia/domain';
import { AppLayout } from '@vigia/layout';
import { NotificationBell } from '@vigia/notifications';

/**
 * The signed-in layout of an area, around its remote (a lazy chunk: see app-routes.tsx, which
 * decides who gets here). The shell composes the layout and the notifications feature (the layout
 * imports no feature). An area's first paint draws the same header: each area app's
 * src/first-paint.tsx.
 */
export function AreaGate({ area, children }: { area: Area; children: ReactNode }) {
  return (
    <AppLayout area={area} headerActions={<NotificationBell />}>
      {children}
    </AppLayout>
  );
}
