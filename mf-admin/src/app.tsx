import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { AreaRoutes, lazyScreen } from '@vigia/layout';

// The dashboard is the landing screen; the others are fetched when first opened.
const EventsScreen = lazyScreen(() => import('@vigia/events'), 'EventsScreen');
const AssignmentsScreen = lazyScreen(() => import('@vigia/assignments'), 'AssignmentsScreen');
const NotificationsScreen = lazyScreen(() => import('@vigia/notifications'), 'NotificationsScreen');
const ReportsScreen = lazyScreen(() => import('@vigia/reports'), 'ReportsScreen');
const UsersRoutes = lazyScreen(() => import('@vigia/users'), 'UsersRoutes');
const SettingsScreen = lazyScreen(() => import('@vigia/settings'), 'SettingsScreen');

/** The ADMIN area (SPEC §2): its screens under the shell's `/admin/*` route. */
export default function AdminApp(_props: AreaAppProps) {
  return (
    <AreaRoutes
      area="admin"
      screens={{
        dashboard: <DashboardScreen />,
        events: <EventsScreen />,
        reports: <ReportsScreen />,
        users: <UsersRoutes />,
        assignments: <AssignmentsScreen />,
        notifications: <NotificationsScreen />,
        settings: <SettingsScreen />,
      }}
    />
  );
}
