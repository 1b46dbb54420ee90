import { DashboardScreen } from '@vigia/dashboard';
import { createAreaApp, lazyScreen } from '@vigia/layout';
import type { AreaApp } from '@vigia/remote-contract';

/** The INSPECTOR area (SPEC §2): the dashboard lands, the other screens are fetched when first opened. */
const InspectorApp: AreaApp = createAreaApp('inspector', {
  dashboard: DashboardScreen,
  events: lazyScreen(() => import('@vigia/events'), 'EventsScreen'),
  reports: lazyScreen(() => import('@vigia/reports'), 'ReportsScreen'),
  compliance: lazyScreen(() => import('@vigia/reports'), 'ComplianceScreen'),
  log: lazyScreen(() => import('@vigia/shift-log'), 'ShiftLogScreen'),
  works: lazyScreen(() => import('@vigia/works'), 'WorksScreen'),
});
export default InspectorApp;
