import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { AreaRoutes, lazyScreen } from '@vigia/layout';

// The dashboard is the landing screen; the others are fetched when first opened.
const EventsScreen = lazyScreen(() => import('@vigia/events'), 'EventsScreen');
const NotificationsScreen = lazyScreen(() => import('@vigia/notifications'), 'NotificationsScreen');

/** The DRIVER area (SPEC §2): its screens under the shell's `/driver/*` route. */
export default function DriverApp(_props: AreaAppProps) {
  return (
    <AreaRoutes
      area="driver"
      screens={{ dashboard: <DashboardScreen />, events: <EventsScreen />, notifications: <NotificationsScreen /> }}
    />
  );
}
