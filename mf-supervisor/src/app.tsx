import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { EventsScreen } from '@vigia/events';
import { AssignmentsScreen } from '@vigia/assignments';
import { NotificationsScreen } from '@vigia/notifications';
import { ReportsScreen } from '@vigia/reports';
import { AreaRoutes } from '@vigia/layout';

/** The SUPERVISOR area (SPEC §2): its screens under the shell's `/supervisor/*` route. */
export default function SupervisorApp(_props: AreaAppProps) {
  return <AreaRoutes area="supervisor" screens={{ dashboard: <DashboardScreen />, events: <EventsScreen />, reports: <ReportsScreen />, assignments: <AssignmentsScreen />, notifications: <NotificationsScreen /> }} />;
}
