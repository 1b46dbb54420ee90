import type { AreaAppProps } from '@vigia/remote-contract';
import { DashboardScreen } from '@vigia/dashboard';
import { AreaRoutes, lazyScreen } from '@vigia/layout';

// The dashboard is the landing screen; the others are fetched when first opened.
const EventsScreen = lazyScreen(() => import('@vigia/events'), 'EventsScreen');
const AssignmentsScreen = lazyScreen(() => import('@vigia/assignments'), 'AssignmentsScreen');
const NotificationsScreen = lazyScreen(() => import('@vigia/notifications'), 'NotificationsScreen');
const ReportsScreen = lazyScreen(() => import('@vigia/reports'), 'ReportsScreen');

/** The OPERATOR area (SPEC §2): its screens under the shell's `/operator/*` route. */
export default function OperatorApp(_props: AreaAppProps) {
  return (
    <AreaRoutes
      area="operator"
      screens={{
        dashboard: <DashboardScreen />,
        events: <EventsScreen />,
        reports: <ReportsScreen />,
        assignments: <AssignmentsScreen />,
        notifications: <NotificationsScreen />,
      }}
    />
  );
}
