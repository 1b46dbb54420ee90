import { DashboardScreen } from '@vigia/dashboard';
import { createAreaApp, lazyScreen } from '@vigia/layout';
import type { AreaApp } from '@vigia/remote-contract';

/** The SUPERVISOR area (SPEC §2): the dashboard lands, the other screens are fetched when first opened. */
const SupervisorApp: AreaApp = createAreaApp('supervisor', {
  dashboard: DashboardScreen,
  board: lazyScreen(() => import('@vigia/dispatch'), 'BoardScreen'),
  events: lazyScreen(() => import('@vigia/events'), 'EventsScreen'),
  reports: lazyScreen(() => import('@vigia/reports'), 'ReportsScreen'),
  compliance: lazyScreen(() => import('@vigia/reports'), 'ComplianceScreen'),
  assignments: lazyScreen(() => import('@vigia/assignments'), 'AssignmentsScreen'),
  notifications: lazyScreen(() => import('@vigia/notifications'), 'NotificationsScreen'),
  log: lazyScreen(() => import('@vigia/shift-log'), 'ShiftLogScreen'),
  works: lazyScreen(() => import('@vigia/works'), 'WorksScreen'),
});
export default SupervisorApp;
