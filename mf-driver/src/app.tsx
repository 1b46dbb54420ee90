import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { EventsScreen } from '@vigia/events';
import { NotificationsScreen } from '@vigia/notifications';
import { AreaRoutes } from '@vigia/layout';

/** The DRIVER area (SPEC §2): its screens under the shell's `/driver/*` route. */
export default function DriverApp(_props: AreaAppProps) {
  return <AreaRoutes area="driver" screens={{ dashboard: <DashboardScreen />, events: <EventsScreen />, notifications: <NotificationsScreen /> }} />;
}
