import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { EventsScreen } from '@vigia/events';
import { AssignmentsScreen } from '@vigia/assignments';
import { NotificationsScreen } from '@vigia/notifications';
import { ReportsScreen } from '@vigia/reports';
import { UsersScreen } from '@vigia/users';
import { AreaRoutes } from '@vigia/layout';

/** The ADMIN area (SPEC §2): its screens under the shell's `/admin/*` route. */
export default function AdminApp(_props: AreaAppProps) {
  return <AreaRoutes area="admin" screens={{ dashboard: <DashboardScreen />, events: <EventsScreen />, reports: <ReportsScreen />, users: <UsersScreen />, assignments: <AssignmentsScreen />, notifications: <NotificationsScreen /> }} />;
}
