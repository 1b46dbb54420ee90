import { DashboardScreen } from '@vigia/dashboard';
import { createAreaApp, lazyScreen } from '@vigia/layout';
import type { AreaApp } from '@vigia/remote-contract';

/** The DRIVER area (SPEC §2): the dashboard lands, the other screens are fetched when first opened. */
const DriverApp: AreaApp = createAreaApp('driver', {
  dashboard: DashboardScreen,
  events: lazyScreen(() => import('@vigia/events'), 'EventsScreen'),
  notifications: lazyScreen(() => import('@vigia/notifications'), 'NotificationsScreen'),
});
export default DriverApp;
