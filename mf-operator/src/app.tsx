import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { EventsScreen } from '@vigia/events';
import { AssignmentsScreen } from '@vigia/assignments';
import { NotificationsScreen } from '@vigia/notifications';
import { ReportsScreen } from '@vigia/reports';
import { AreaRoutes } from '@vigia/layout';

/** The OPERATOR area (SPEC §2): its screens under the shell's `/operator/*` route. */
export default function OperatorApp(_props: AreaAppProps) {
  return <AreaRoutes area="operator" screens={{ dashboard: <DashboardScreen />, events: <EventsScreen />, reports: <ReportsScreen />, assignments: <AssignmentsScreen />, notifications: <NotificationsScreen /> }} />;
}
